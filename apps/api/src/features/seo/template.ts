import path from 'node:path';
import { fileLoader } from './fileLoader';

/**
 * The app's page (`index.html`, built by Vite) cut once per build at the slots it marks, so that a
 * page is put together by joining strings: no request edits HTML. The marks, in order:
 * `<!--haat:preloads-->` (right after `<meta charset>`, which must stay in the first bytes),
 * `<!--haat:head-->`…`<!--/haat:head-->` (the default title and description, which a page's own
 * head replaces), `<!--haat:styles-->` (a rendered page's styles and chunk preloads) and
 * `<div id="root"></div>` (the app's mount point).
 */
export interface PageTemplate {
  /** From the start to the preloads slot. */
  start: string;
  /** From the preloads slot to the page head. */
  beforeHead: string;
  /** The default title and description. */
  defaultHead: string;
  /** From the page head to the styles slot. */
  afterHead: string;
  /** From the styles slot to the mount point (the build's own tags, `<body>`). */
  beforeRoot: string;
  /** After the mount point. */
  afterRoot: string;
}

const MARKS = [
  '<!--haat:preloads-->',
  '<!--haat:head-->',
  '<!--/haat:head-->',
  '<!--haat:styles-->',
  '<div id="root"></div>',
] as const;

/** The template's parts, or null when a mark is missing (a page built before the marks). */
export function splitTemplate(html: string): PageTemplate | null {
  const parts: string[] = [];
  let from = 0;
  for (const mark of MARKS) {
    const at = html.indexOf(mark, from);
    if (at === -1) return null;
    parts.push(html.slice(from, at));
    from = at + mark.length;
  }
  parts.push(html.slice(from));
  const [start, beforeHead, defaultHead, afterHead, beforeRoot, afterRoot] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return { start, beforeHead, defaultHead, afterHead, beforeRoot, afterRoot };
}

/** What fills a page's slots; each is HTML its maker escaped. */
export interface PageParts {
  /** Preloads that must be asked for first (the page's largest image). */
  preloads?: string;
  /** The page's own title, description, canonical and social tags; else the template's. */
  head?: string;
  /** The rendered page's styles and its chunk preloads. */
  styles?: string;
  /** The rendered first screen, inside the mount point. */
  root?: string;
  /** After the mount point: the render's answers for hydration. */
  afterRoot?: string;
}

/** The page: the template with its slots filled. */
export function assemble(t: PageTemplate, parts: PageParts = {}): string {
  return (
    t.start +
    (parts.preloads ?? '') +
    t.beforeHead +
    (parts.head ?? t.defaultHead) +
    t.afterHead +
    (parts.styles ?? '') +
    t.beforeRoot +
    `<div id="root">${parts.root ?? ''}</div>` +
    (parts.afterRoot ?? '') +
    t.afterRoot
  );
}

/** A bare page for when the app has not been built (the API alone, or tests). */
const FALLBACK_HTML =
  '<!doctype html>\n<html lang="en-IN">\n  <head>\n    <meta charset="UTF-8" />\n    <!--haat:preloads-->\n' +
  '    <!--haat:head--><title>Haat</title><!--/haat:head-->\n    <!--haat:styles-->\n  </head>\n  <body>\n' +
  '    <div id="root"></div>\n  </body>\n</html>\n';
const FALLBACK_TEMPLATE = splitTemplate(FALLBACK_HTML)!;

/**
 * The build's two pages, re-read when a file changes (a new build while running): `index.html` for
 * the pages the browser draws, and `index.rendered.html` (vite.config.ts: scripts at low priority,
 * the stylesheet written in) for a server-rendered one. `raw` is a page built without the marks,
 * sent as it is.
 */
export function templateLoader(staticDir: string, log: { warn(msg: string): void }) {
  let warned = false;
  const parse = (html: string) => {
    const template = splitTemplate(html);
    if (!template && !warned) {
      warned = true;
      log.warn("the app's index.html has no <!--haat:…--> marks: pages are sent without their head or render");
    }
    return template ?? { raw: html };
  };
  const plain = fileLoader(path.join(staticDir, 'index.html'), parse);
  const rendered = fileLoader(path.join(staticDir, 'index.rendered.html'), parse);
  return {
    plain: async () => (await plain()) ?? FALLBACK_TEMPLATE,
    /** The rendered page's template; the plain one when the build has none. */
    rendered: async () => (await rendered()) ?? (await plain()) ?? FALLBACK_TEMPLATE,
  };
}
