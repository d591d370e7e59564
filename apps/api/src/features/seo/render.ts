import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { RENDER_HEADER } from '../../http/limits';
import { escapeHtml, jsonForScript } from './html';

/** What `apps/marketplace/src/entry-server.tsx` exports. */
interface SsrModule {
  serverRenderedPage(path: string): { name: string; file: string } | undefined;
  render(input: {
    path: string;
    search: string;
    fetch: typeof fetch;
    location: unknown;
    saveData?: boolean;
    signedIn?: boolean;
    timeoutMs?: number;
  }): Promise<{ html: string; styles: string; snapshot: unknown; status?: number }>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The visitor's chosen place, as the app writes it to the `haat_location` cookie. */
const LocationCookie = z.object({
  name: z.string().max(200),
  state: z.string().max(200).optional(),
  city: z.string().max(200).optional(),
  area: z.string().max(200).optional(),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
});

/** A cookie's raw value in a `Cookie` header (names are ours: no regex characters), if it is there. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  return new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookieHeader ?? '')?.[1];
}

/** The location the page is rendered for: the cookie's, when it is well-formed; else all of India. */
export function cookieLocation(cookieHeader: string | undefined): z.infer<typeof LocationCookie> | null {
  const raw = cookieValue(cookieHeader, 'haat_location');
  if (!raw || raw.length > 2000) return null;
  try {
    const parsed = LocationCookie.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The request asks to save data: `Save-Data: on`, or a 2G/3G effective connection (`ECT`, sent by
 * Chromium browsers once a page has asked for it with `Accept-CH`).
 */
export function savesData(headers: Record<string, string | string[] | undefined>): boolean {
  const saveData = String(headers['save-data'] ?? '').toLowerCase();
  const ect = String(headers.ect ?? '').toLowerCase();
  return saveData === 'on' || ['slow-2g', '2g', '3g'].includes(ect);
}

/**
 * `fetch` for the renderer, answered by this server in-process (`inject`): the same routes, checks
 * and limits as over the network, counted against the visitor's address, except the anonymous
 * search limit: a page's own searches are the page's, not the visitor's (RENDER_HEADER).
 */
function injectFetch(app: FastifyInstance, ctx: AppContext, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://render.invalid');
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    headers[RENDER_HEADER] = ctx.state.renderKey;
    const res = await app.inject({
      method: (init?.method ?? 'GET') as InjectOptions['method'],
      url: url.pathname + url.search,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress: request.ip,
    });
    const out = new Headers();
    for (const [key, value] of Object.entries(res.headers))
      if (value !== undefined) out.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers: out });
  };
}

/**
 * A file's contents, read again when it changes (a new build while the server runs); undefined
 * while the file is missing.
 */
export function fileLoader<T>(file: string, parse: (text: string) => T) {
  let cached: { mtimeMs: number; value: T } | undefined;
  return async (): Promise<T | undefined> => {
    try {
      const { mtimeMs } = await stat(file);
      if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(await readFile(file, 'utf8')) };
      return cached.value;
    } catch {
      return undefined;
    }
  };
}

/** `<link rel="modulepreload">` for a page's chunk and the chunks it imports, unless the page has them. */
function preloads(manifest: Manifest, file: string, html: string): string {
  const seen = new Set<string>();
  const links: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    const href = `/${chunk.file}`;
    if (!html.includes(`"${href}"`)) links.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`);
    for (const css of chunk.css ?? [])
      if (!html.includes(`"/${css}"`))
        links.push(`<link rel="stylesheet" crossorigin href="${escapeHtml(`/${css}`)}" />`);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(file);
  return links.join('\n    ');
}

/**
 * A rendered page shows its first screen without JavaScript: its scripts only hydrate it, so they
 * are fetched at low priority, after the styles, the fonts and the largest image (which carries
 * `fetchpriority="high"`) instead of competing with them for a slow connection.
 */
function scriptsYield(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}

/**
 * The app's stylesheets, written into a rendered page instead of linked: a few KB that would
 * otherwise hold its first paint for another round trip. Read from the build, once per change.
 */
function stylesheetInliner(staticDir: string) {
  const loaders = new Map<string, () => Promise<string | undefined>>();
  return async (head: string): Promise<string> => {
    const links = [...head.matchAll(/<link rel="stylesheet"[^>]* href="\/(assets\/[\w.-]+\.css)"[^>]*>/g)];
    let out = head;
    for (const [tag, file] of links) {
      if (!loaders.has(file!))
        loaders.set(
          file!,
          fileLoader(path.join(staticDir, file!), (css) => css),
        );
      const css = await loaders.get(file!)!();
      // Left linked when missing, or when it could end the element
      if (css === undefined || /<\/style/i.test(css)) continue;
      out = out.replace(tag, () => `<style>${css}</style>`);
    }
    return out;
  };
}

/**
 * A preload, first in the head, of each image the page marks `fetchpriority="high"` (its largest
 * one: the ad's photo, the first banner, the first thumbnails): the browser asks for it before the
 * scripts and the font, instead of behind them on a connection that takes six requests at a time.
 * The image's own srcset and sizes go with it, so the preload is the file the `<img>` will use.
 */
function imagePreloads(markup: string): string {
  const links: string[] = [];
  for (const [tag] of markup.matchAll(/<img\b[^>]*\bfetchpriority="high"[^>]*>/gi)) {
    const attrs = new Map(
      [...tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), value!]),
    );
    const src = attrs.get('src');
    if (!src) continue;
    const srcset = attrs.get('srcset');
    const sizes = attrs.get('sizes');
    // Values as React escaped them for the attribute they came from
    links.push(
      `<link rel="preload" as="image" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ''}` +
        `${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high" />`,
    );
    if (links.length === 2) break;
  }
  return links.join('\n    ');
}

/** `extra` at the top of the head: after `<meta charset>`, which must stay in the first bytes. */
function headStart(html: string, extra: string): string {
  if (!extra) return html;
  const anchor = /<meta charset="[^"]*"\s*\/?>/i.exec(html) ?? /<head[^>]*>/i.exec(html);
  const at = anchor ? anchor.index + anchor[0].length : 0;
  return `${html.slice(0, at)}\n    ${extra}${html.slice(at)}`;
}

/** The page's HTML, and 404 when what rendered was the not-found page. */
export type PageRenderer = (request: FastifyRequest, html: string) => Promise<{ html: string; status?: 404 }>;

/**
 * Server rendering of the public pages: the page's first screen, its styles and the answers it was
 * rendered from go into the app's HTML, with its route's chunk preloaded; the browser hydrates it.
 * Signed-in screens, a missing renderer (the app not built, or `SSR=false`) and a render that fails
 * or runs out of time send the HTML as it was: the browser renders those pages itself.
 */
export function pageRenderer(app: FastifyInstance, ctx: AppContext): PageRenderer {
  const { SSR, SSR_ENTRY, STATIC_DIR } = ctx.config;
  const manifest = fileLoader(path.join(STATIC_DIR, '.vite', 'manifest.json'), (text) => JSON.parse(text) as Manifest);
  const inlineStyles = stylesheetInliner(STATIC_DIR);
  // Loaded once: its chunks import the entry by its plain URL, so a second copy (a cache-busting
  // query after a rebuild) would split React contexts in two. A new build needs a restart.
  let loaded: Promise<SsrModule | null> | undefined;
  const renderer = (): Promise<SsrModule | null> =>
    (loaded ??= stat(SSR_ENTRY).then(
      () =>
        import(pathToFileURL(SSR_ENTRY).href).then(
          (m) => m as SsrModule,
          (err: unknown) => {
            app.log.error({ err }, 'the server renderer failed to load; pages render in the browser');
            return null;
          },
        ),
      () => null,
    ));

  return render;

  async function render(request: FastifyRequest, html: string): Promise<{ html: string; status?: 404 }> {
    if (!SSR || request.method !== 'GET') return { html };
    const mount = '<div id="root"></div>';
    const at = html.indexOf(mount);
    if (at === -1) return { html };
    const [pathname = '/', search = ''] = request.url.split('?', 2);
    const module = await renderer();
    const page = module?.serverRenderedPage(pathname);
    if (!module || !page) return { html };
    try {
      const out = await module.render({
        path: pathname,
        search,
        fetch: injectFetch(app, ctx, request),
        location: cookieLocation(request.headers.cookie),
        saveData: savesData(request.headers),
        // Only that the browser holds a session (the app's hint, never its token): the page is
        // still rendered as a visitor's, with the account's place kept.
        signedIn: cookieValue(request.headers.cookie, 'haat_session') === '1',
      });
      const body =
        `<div id="root">${out.html}</div>\n    ` +
        `<script type="application/json" id="haat-ssr">${jsonForScript(out.snapshot)}</script>`;
      const withBody = html.slice(0, at) + body + html.slice(at + mount.length);
      const links = preloads((await manifest()) ?? {}, page.file, withBody);
      const head = `${links ? `${links}\n    ` : ''}${out.styles}\n  `;
      const status = out.status === 404 ? 404 : undefined;
      const headEnd = withBody.search(/<\/head>/i);
      if (headEnd === -1) return { html: withBody, status };
      const top = await inlineStyles(scriptsYield(withBody.slice(0, headEnd) + head));
      return { html: headStart(top, imagePreloads(out.html)) + withBody.slice(headEnd), status };
    } catch (err) {
      request.log.warn({ err, url: request.url }, 'server rendering failed; the browser renders the page');
      return { html };
    }
  }
}
