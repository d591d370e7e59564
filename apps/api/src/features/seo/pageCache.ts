import type { FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AppContext } from '../../context';
import { catalogueVersion } from '../ads/version';

/** One rendered page as it was sent, and its compressed bytes once a visitor has asked for them. */
interface CachedPage {
  html: string;
  status: number;
  at: number;
  encoded?: Partial<Record<Encoding, Buffer>>;
}

export type Encoding = 'br' | 'gzip';

/**
 * The compression a request takes (`br`, else `gzip`), from its Accept-Encoding; undefined for
 * none. An encoding with `q=0` is refused.
 */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | undefined {
  const offered = new Map<string, number>();
  for (const part of String(header ?? '')
    .toLowerCase()
    .split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    offered.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const takes = (name: Encoding) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : undefined;
}

/** Compressed as @fastify/compress would (brotli at quality 4), once per kept page instead of once per visitor. */
function encode(html: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzipSync(html);
}

/** The most pages kept (a rendered page is 30–100 KB); the oldest go first. */
const MAX_PAGES = 200;

/**
 * Rendered pages kept for `PAGE_CACHE_MS`, so a burst of visitors to one page costs one render.
 * Keyed by everything a render reads from the request: the path and query, the location cookie,
 * whether the browser holds a session (never the session itself: pages render as a visitor's), data
 * saving and the chosen colour scheme; emptied when the catalogue changes (an ad posted, edited, sold or removed).
 */
export function pageCache(ctx: AppContext) {
  const pages = new Map<string, CachedPage>();
  // Renders under way: visitors who miss the same page at once wait for the one render.
  const rendering = new Map<string, Promise<{ html: string; status: number } | null>>();
  let version = catalogueVersion(ctx);
  const ttl = ctx.config.PAGE_CACHE_MS;

  const fresh = () => {
    const now = catalogueVersion(ctx);
    if (now !== version) {
      pages.clear();
      version = now;
    }
  };

  return {
    /** The request's key, or null when its page must not be shared (not a plain GET, caching off). */
    keyOf(
      request: FastifyRequest,
      parts: { location: string; signedIn: boolean; saveData: boolean; scheme?: 'light' | 'dark'; lang: 'en' | 'hi' },
    ): string | null {
      if (!ttl || request.method !== 'GET' || request.headers.authorization) return null;
      return JSON.stringify([
        request.url,
        parts.location,
        parts.signedIn,
        parts.saveData,
        parts.scheme ?? '',
        parts.lang,
      ]);
    },
    get(key: string): CachedPage | undefined {
      fresh();
      const page = pages.get(key);
      if (!page) return undefined;
      if (ctx.now().getTime() - page.at >= ttl) {
        pages.delete(key);
        return undefined;
      }
      return page;
    },
    /**
     * The page of `key` rendered once for everyone asking at the same moment: the first caller's
     * `render` runs, later callers get its answer. A null answer (not to be kept) is nobody's but
     * the first caller's: the others render for themselves.
     */
    async once(
      key: string,
      render: () => Promise<{ html: string; status: number } | null>,
    ): Promise<{ html: string; status: number; shared: boolean } | null> {
      const running = rendering.get(key);
      if (running) {
        const page = await running;
        return page ? { ...page, shared: true } : null;
      }
      const started = render().finally(() => rendering.delete(key));
      rendering.set(key, started);
      const page = await started;
      if (page) this.set(key, page.html, page.status);
      return page ? { ...page, shared: false } : null;
    },
    /** The kept page of `key` compressed with `encoding`, made once; the page compressed now when it has gone. */
    encoded(key: string, html: string, encoding: Encoding): Buffer {
      const page = pages.get(key);
      if (!page || page.html !== html) return encode(html, encoding);
      page.encoded ??= {};
      return (page.encoded[encoding] ??= encode(html, encoding));
    },
    set(key: string, html: string, status: number): void {
      fresh();
      pages.delete(key);
      pages.set(key, { html, status, at: ctx.now().getTime() });
      while (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
    },
  };
}
