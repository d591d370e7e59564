import { useEffect } from 'react';

const SITE_NAME = 'Haat';

export interface PageMeta {
  /** The page's own title; " | Haat" is appended. */
  title: string;
  description?: string;
  /** A path (`/view/42/`) or a full URL; defaults to the current path without its query. */
  canonical?: string;
}

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  return document.head.querySelector<HTMLElement>(selector) ?? document.head.appendChild(create());
}

/** The full title shown in the tab: `{title} | Haat`. */
const fullTitle = (title: string) => (title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`);

/**
 * Set the document title, meta description and canonical link of the current page. The server
 * injects the same for crawlers on ad, category and store pages; this keeps them right after
 * client-side navigation.
 */
export function usePageMeta({ title, description, canonical }: PageMeta) {
  useEffect(() => {
    document.title = fullTitle(title);
    if (description) {
      const meta = upsert('meta[name="description"]', () => {
        const m = document.createElement('meta');
        m.setAttribute('name', 'description');
        return m;
      });
      meta.setAttribute('content', description);
    }
    const link = upsert('link[rel="canonical"]', () => {
      const l = document.createElement('link');
      l.setAttribute('rel', 'canonical');
      return l;
    });
    const href = canonical ?? window.location.pathname;
    link.setAttribute('href', new URL(href, window.location.origin).toString());
  }, [title, description, canonical]);
}
