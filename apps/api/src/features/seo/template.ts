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
  /** From the start into the `<html` tag, before its `>`, less its `lang`: the page's language and scheme go there. */
  htmlTag: string;
  /** From the end of the `<html` tag to the preloads slot. */
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
  /** The same page for a Hindi reader: its parts link the Hindi manifest (the installed app's name). */
  hindi?: PageTemplate;
}

/** The build's manifest, and the Hindi one beside it (vite.config.ts writes both). */
const MANIFEST_HREF = 'href="/manifest.webmanifest"';
const HINDI_MANIFEST_HREF = 'href="/manifest.hi.webmanifest"';

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
  const tag = /<html\b[^>]*/i.exec(start);
  if (!tag) return null;
  const cut = tag.index + tag[0].length;
  const template: PageTemplate = {
    htmlTag: start.slice(0, cut).replace(/\s+lang="[^"]*"/i, ''),
    start: start.slice(cut),
    beforeHead,
    defaultHead,
    afterHead,
    beforeRoot,
    afterRoot,
  };
  // Made once per build, so that no request edits HTML.
  if (html.includes(MANIFEST_HREF)) {
    const hindi = (part: string) => part.replaceAll(MANIFEST_HREF, HINDI_MANIFEST_HREF);
    template.hindi = {
      htmlTag: hindi(template.htmlTag),
      start: hindi(template.start),
      beforeHead: hindi(template.beforeHead),
      defaultHead: hindi(template.defaultHead),
      afterHead: hindi(template.afterHead),
      beforeRoot: hindi(template.beforeRoot),
      afterRoot: hindi(template.afterRoot),
    };
  }
  return template;
}

/** What fills a page's slots; each is HTML its maker escaped. */
export interface PageParts {
  /** The colour scheme the visitor chose (the `haat_scheme` cookie): `data-scheme` on `<html>`. */
  scheme?: 'light' | 'dark';
  /** The page's language: `<html lang>` (`en-IN` without one). */
  lang?: 'en' | 'hi';
  /** After the head: the page's `hreflang` alternates. */
  alternates?: string;
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
export function assemble(template: PageTemplate, parts: PageParts = {}): string {
  const t = parts.lang === 'hi' ? (template.hindi ?? template) : template;
  return (
    t.htmlTag +
    ` lang="${parts.lang === 'hi' ? 'hi-IN' : 'en-IN'}"` +
    (parts.scheme ? ` data-scheme="${parts.scheme}"` : '') +
    t.start +
    (parts.preloads ?? '') +
    t.beforeHead +
    (parts.head ?? t.defaultHead) +
    (parts.alternates ?? '') +
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
