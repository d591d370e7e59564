import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { RENDER_HEADER } from '../../http/limits';
import { fileLoader } from './fileLoader';
import { escapeHtml, jsonForScript } from './html';
import type { PageParts } from './template';

/** An image a rendered page marks as its largest: preloaded first. */
interface PriorityImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

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
    lang?: string;
  }): Promise<{ html: string; styles: string; snapshot: unknown; status?: number; images?: PriorityImage[] }>;
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

/**
 * The location the page is rendered for: the `haat_location` cookie's (its decoded value), when it
 * is well-formed; else all of India.
 */
export function cookieLocation(value: string | undefined): z.infer<typeof LocationCookie> | null {
  if (!value || value.length > 2000) return null;
  try {
    const parsed = LocationCookie.safeParse(JSON.parse(value));
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
 * `<link rel="modulepreload">` (and stylesheet links) for a page's chunk and the chunks it imports,
 * less what the app's entry loads already (its page has those): worked out once per build and page.
 */
function chunkPreloads(manifest: Manifest, file: string): string {
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, into);
    return into;
  };
  const entry = closure('index.html');
  const links: string[] = [];
  for (const key of closure(file)) {
    if (entry.has(key)) continue;
    const chunk = manifest[key]!;
    links.push(`<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(`/${chunk.file}`)}" />`);
    for (const css of chunk.css ?? [])
      links.push(`<link rel="stylesheet" crossorigin href="${escapeHtml(`/${css}`)}" />`);
  }
  return links.join('\n    ');
}

/**
 * A preload of each image the page marks as its largest (at most two: the ad's photo, the first
 * banner, the first thumbnails), first in the head: the browser asks for it before the scripts and
 * the font. The image's own srcset and sizes go with it, so the preload is the file the `<img>` uses.
 */
function imagePreloads(images: PriorityImage[]): string {
  return images
    .slice(0, 2)
    .map(
      ({ src, srcSet, sizes }) =>
        `<link rel="preload" as="image" href="${escapeHtml(src)}"` +
        `${srcSet ? ` imagesrcset="${escapeHtml(srcSet)}"` : ''}${sizes ? ` imagesizes="${escapeHtml(sizes)}"` : ''}` +
        ' fetchpriority="high" />\n    ',
    )
    .join('');
}

/** The Hindi catalogue's module in the build's manifest (the app's i18n/language.ts imports it). */
const HINDI_CATALOGUE = 'locales/hi.po';

/** What the request's cookies and headers say the page is rendered for. */
export interface RenderFor {
  /** The `haat_location` cookie's value. */
  location: string | undefined;
  /** The browser holds a session (the `haat_session` cookie is `1`): only the hint, never its token. */
  signedIn: boolean;
  saveData: boolean;
  /** The language to render in (`?lang=`, the `lang` cookie, `Accept-Language`). */
  lang: 'en' | 'hi';
}

/** A rendered page's slots (./template.ts), and 404 when what rendered was the not-found page. */
type RenderedPage = Required<Pick<PageParts, 'preloads' | 'styles' | 'root' | 'afterRoot'>> & { status?: 404 };

/** Renders the page of a request, or answers null: the browser renders it. */
export type PageRenderer = (request: FastifyRequest, facts: RenderFor) => Promise<RenderedPage | null>;

/**
 * Server rendering of the public pages: the page's first screen, its styles and the answers it was
 * rendered from fill the app's template (./template.ts), with its route's chunk preloaded; the
 * browser hydrates it. Signed-in screens, a missing renderer (the app not built, or `SSR=false`)
 * and a render that fails or runs out of time answer null: the browser renders those pages itself.
 */
export function pageRenderer(app: FastifyInstance, ctx: AppContext): PageRenderer {
  const { SSR, SSR_ENTRY, STATIC_DIR } = ctx.config;
  const preloadsOf = fileLoader(path.join(STATIC_DIR, '.vite', 'manifest.json'), (text) => {
    const manifest = JSON.parse(text) as Manifest;
    const byFile = new Map<string, string>();
    return (file: string) => byFile.get(file) ?? byFile.set(file, chunkPreloads(manifest, file)).get(file)!;
  });
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

  return async (request, facts) => {
    if (!SSR || request.method !== 'GET') return null;
    const [pathname = '/', search = ''] = request.url.split('?', 2);
    const module = await renderer();
    const page = module?.serverRenderedPage(pathname);
    if (!module || !page) return null;
    try {
      const out = await module.render({
        path: pathname,
        search,
        fetch: injectFetch(app, ctx, request),
        location: cookieLocation(facts.location),
        saveData: facts.saveData,
        // Only that the browser holds a session: the page is still rendered as a visitor's, with
        // the account's place kept.
        signedIn: facts.signedIn,
        lang: facts.lang,
      });
      const preloads = await preloadsOf();
      // A Hindi page's catalogue is fetched with its code, not after it (the app waits for it).
      const chunks = [preloads?.(page.file), facts.lang === 'hi' ? preloads?.(HINDI_CATALOGUE) : '']
        .filter(Boolean)
        .join('\n    ');
      return {
        preloads: imagePreloads(out.images ?? []),
        styles: `${chunks ? `${chunks}\n    ` : ''}${out.styles}\n  `,
        root: out.html,
        afterRoot: `\n    <script type="application/json" id="haat-ssr">${jsonForScript(out.snapshot)}</script>`,
        status: out.status === 404 ? 404 : undefined,
      };
    } catch (err) {
      request.log.warn({ err, url: request.url }, 'server rendering failed; the browser renders the page');
      return null;
    }
  };
}
