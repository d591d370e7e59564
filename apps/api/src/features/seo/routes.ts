import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { AppContext } from '../../context';
import { escapeHtml, escapeXml, headTags } from './html';
import { inLang, pageLang, type Lang } from '../../http/language';
import { pageRenderer, savesData, type RenderFor } from './render';
import { assemble, templateLoader } from './template';
import { acceptedEncoding, pageCache } from './pageCache';
import { addView } from '../ads/views';
import { adHead, categoryHead, sitemapUrls, storeHead, type HeadResult } from './service';

/** Paths crawlers should leave alone: the API and every signed-in screen (spec section 2). */
const DISALLOW = [
  '/api/',
  '/my-account/',
  '/post-free-ad/',
  '/my-listing/',
  '/my-ads/',
  '/my-banners/',
  '/banner/',
  '/make-featured/',
  '/chat/',
  '/inbox/',
  '/admin/',
  '/forgot-password/',
  '/*?login=',
];

/** Server-side SEO: title, description, canonical, Open Graph and JSON-LD in the served HTML; sitemap; robots. */
/** Pages for people and crawlers, not API operations: left out of `/api/docs`. */
export const HTML = { schema: { hide: true } };

export type PageSender = (
  request: FastifyRequest,
  reply: FastifyReply,
  result?: () => Promise<HeadResult>,
) => Promise<FastifyReply>;

/**
 * Answers a page of the app: its index.html with the page's head (ad, category and store pages),
 * rendered on the server where it is a public page (./render.ts). Not cached by browsers: it
 * names the build's current chunks, and it follows the visitor's location cookie. The server keeps
 * a visitor's rendered page for `PAGE_CACHE_MS` (./pageCache.ts), keyed by what the render reads.
 */
export function pageSender(root: FastifyInstance, ctx: AppContext): PageSender {
  const templates = templateLoader(ctx.config.STATIC_DIR, root.log);
  const render = pageRenderer(root, ctx);
  const cache = pageCache(ctx);
  return async (request, reply, result) => {
    const facts: RenderFor = {
      location: request.cookies.haat_location,
      signedIn: request.cookies.haat_session === '1',
      saveData: savesData(request.headers),
      lang: pageLang(request),
    };
    // The colour scheme chosen in the account menu (the app's state/scheme.ts): the page arrives in it.
    const chosen = request.cookies.haat_scheme;
    const scheme = chosen === 'light' || chosen === 'dark' ? chosen : undefined;
    const key = cache.keyOf(request, { ...facts, location: facts.location ?? '', scheme });
    reply.header('content-language', facts.lang === 'hi' ? 'hi-IN' : 'en-IN');
    // A visit answered with another visitor's render still counts, as that render's own request
    // for the ad counted its visitor.
    const countVisit = async (status: number) => {
      const ad = /^\/view\/([1-9]\d{0,14})\/?(?:\?|$)/.exec(request.url);
      if (ad && status === 200) await addView(ctx, Number(ad[1]), 0);
    };
    // A kept page goes out as it was compressed for the first visitor who took that encoding.
    const sendKept = (k: string, page: { html: string; status: number }) => {
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      if (!encoding || request.method !== 'GET') return sendHtml(reply, page.status, page.html);
      return sendHtml(reply, page.status, cache.encoded(k, page.html, encoding), encoding);
    };
    const hit = key ? cache.get(key) : undefined;
    if (hit) {
      await countVisit(hit.status);
      return sendKept(key!, hit);
    }
    const build = async () => {
      // The head (title, description, JSON-LD) in the page's language, as its body.
      const { status, head } = result ? await inLang(facts.lang, result) : { status: 200, head: undefined };
      const rendered = await render(request, facts);
      // The page knows best that nothing is here: an address no route or place takes is a 404.
      const code = status === 200 && rendered?.status ? rendered.status : status;
      // Rendered as a visitor's, a page may be nothing while it is the signed-in browser's own (an
      // owner's ad waiting for review, or removed): that browser holds the session, so it renders
      // the page itself and reads what its owner may. The status stays what a visitor gets.
      const page = facts.signedIn && code === 404 ? null : rendered;
      const template = page ? await templates.rendered() : await templates.plain();
      const html =
        'raw' in template
          ? template.raw
          : assemble(template, {
              ...page,
              head: head && headTags(head),
              scheme,
              lang: facts.lang,
              alternates: page ? alternates(base(ctx), request.url) : undefined,
            });
      // HEAD is answered without rendering (render.ts), so the length of what it would send is not
      // known: a stream carries none, where the bare template's length would be wrong.
      return { html: request.method === 'HEAD' ? Readable.from([html]) : html, status: code };
    };
    if (!key) {
      const page = await build();
      return sendHtml(reply, page.status, page.html);
    }
    let own: { html: string | Readable; status: number } | undefined;
    const shared = await cache.once(key, async () => {
      own = await build();
      return typeof own.html === 'string' && (own.status === 200 || own.status === 404)
        ? { html: own.html, status: own.status }
        : null;
    });
    if (shared) {
      if (shared.shared) await countVisit(shared.status);
      return sendKept(key, shared);
    }
    const page = own ?? (await build());
    return sendHtml(reply, page.status, page.html);
  };
}

const base = (ctx: AppContext) => ctx.config.publicUrl.replace(/\/+$/, '');

/**
 * A public page's `hreflang` alternates: the same address in English (also the default) and with
 * `?lang=hi` in Hindi, so search engines index both; the URL scheme stays the spec's.
 */
function alternates(origin: string, url: string): string {
  const address = new URL(url, 'http://page.invalid');
  address.searchParams.delete('lang');
  const href = (lang?: Lang) => {
    const copy = new URL(address.href);
    if (lang) copy.searchParams.set('lang', lang);
    return escapeHtml(`${origin}${copy.pathname}${copy.search}`);
  };
  return (
    `\n    <link rel="alternate" hreflang="en-IN" href="${href()}" />` +
    `\n    <link rel="alternate" hreflang="hi-IN" href="${href('hi')}" />` +
    `\n    <link rel="alternate" hreflang="x-default" href="${href()}" />`
  );
}

function sendHtml(
  reply: FastifyReply,
  code: number,
  html: string | Readable | Buffer,
  encoding?: string,
): FastifyReply {
  // Compressed already: @fastify/compress leaves a reply with a Content-Encoding alone.
  if (encoding) reply.header('content-encoding', encoding);
  return (
    reply
      .code(code)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Save-Data, ECT, Accept-Encoding, Accept-Language')
      // The connection's speed on the next pages, for data saving (render.ts)
      .header('accept-ch', 'ECT')
      .send(html)
  );
}

export async function seoRoutes(app: FastifyInstance, ctx: AppContext, sendPage: PageSender) {
  const base = () => ctx.config.publicUrl.replace(/\/+$/, '');
  const send = (request: FastifyRequest, reply: FastifyReply, result: () => Promise<HeadResult>) =>
    sendPage(request, reply, result);

  for (const suffix of ['/', '']) {
    app.get<{ Params: { id: string } }>(`/view/:id${suffix}`, HTML, (req, reply) =>
      send(req, reply, () => adHead(ctx, req.params.id)),
    );
    app.get<{ Params: { slug: string } }>(`/search/:slug${suffix}`, HTML, (req, reply) =>
      send(req, reply, () => categoryHead(ctx, req.params.slug)),
    );
    app.get<{ Params: { id: string } }>(`/store/:id${suffix}`, HTML, (req, reply) =>
      send(req, reply, () => storeHead(ctx, req.params.id)),
    );
  }

  app.get('/robots.txt', HTML, async (_req, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...DISALLOW.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${base()}/sitemap.xml`,
      '',
    ];
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', HTML, async (_req, reply) => {
    const root = base();
    const urls = await sitemapUrls(ctx, root);
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map(
        (u) =>
          `  <url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}${
            u.changefreq ? `<changefreq>${u.changefreq}</changefreq>` : ''
          }${u.priority ? `<priority>${u.priority}</priority>` : ''}</url>`,
      ),
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=900')
      .send(body);
  });
}
