import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeApp, testConfig } from '../../test/harness';
import { ensureCategories, makeUser, phoneAd } from '../ads/testing';
import { bumpCatalogue } from '../ads/version';
import { pendingViews } from '../ads/views';
import { cookieLocation } from './render';

// The server's side of server rendering, with a stand-in for the marketplace's renderer (the real
// one is built by `vite build --ssr` and exercised by e2e/ssr.spec.ts): what goes into the page,
// what the renderer is given, and that any failure still sends a working page.
const RENDERER = `
export function serverRenderedPage(path) {
  if (path === '/' || path.startsWith('/view/') || path === '/broken/' || path === '/nothing/') return { name: 'Page', file: 'src/pages/Page.tsx' };
  return undefined;
}
export async function render({ path, search, fetch, location, saveData, signedIn }) {
  globalThis.haatRenders = (globalThis.haatRenders ?? 0) + 1;
  if (path === '/broken/') throw new Error('renderer failed');
  const res = await fetch('/api/health');
  const health = await res.json();
  return {
    html: '<main>rendered ' + path + '?' + search + ' db=' + health.db + '</main><p>save=' + saveData + ' signed=' + signedIn + '</p>',
    images: path.startsWith('/view/')
      ? [{ src: '/u/a.webp?x=1&y=2', srcSet: '/u/a-320.webp 320w, /u/a.webp 960w', sizes: '100vw' }, { src: '/u/"b.webp' }, { src: '/u/c.webp' }]
      : [],
    styles: '<style data-styled="active">.a{color:red}</style>',
    snapshot: { data: { k: { data: { title: '</script><script>alert(1)</script>' } } }, location },
    status: path === '/nothing/' ? 404 : 200,
  };
}
`;

describe('server rendering of the pages', () => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'haat-ssr-'));
    mkdirSync(path.join(dir, 'static', '.vite'), { recursive: true });
    // The build's two pages (vite.config.ts): the rendered one's scripts at low priority, its stylesheet written in
    const page = (tags: string) =>
      '<!doctype html><html><head><meta charset="UTF-8" /><!--haat:preloads--><meta name="viewport" content="x" />' +
      '<!--haat:head--><title>Haat</title><!--/haat:head--><!--haat:styles-->' +
      tags +
      '</head><body><div id="root"></div></body></html>';
    writeFileSync(
      path.join(dir, 'static', 'index.html'),
      page(
        '<script type="module" src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-5.css">',
      ),
    );
    writeFileSync(
      path.join(dir, 'static', 'index.rendered.html'),
      page('<script type="module" fetchpriority="low" src="/assets/index-1.js"></script><style>body{margin:0}</style>'),
    );
    mkdirSync(path.join(dir, 'static', 'assets'));
    writeFileSync(path.join(dir, 'static', 'assets', 'index-5.css'), 'body{margin:0}');
    writeFileSync(
      path.join(dir, 'static', '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', imports: ['_shared.js'] },
        '_shared.js': { file: 'assets/shared-2.js' },
        'src/pages/Page.tsx': { file: 'assets/Page-3.js', imports: ['_shared.js', '_list.js'] },
        '_list.js': { file: 'assets/list-4.js' },
      }),
    );
    writeFileSync(path.join(dir, 'entry-server.mjs'), RENDERER);
    h = await makeApp('pglite', {
      config: testConfig({ STATIC_DIR: path.join(dir, 'static'), SSR_ENTRY: path.join(dir, 'entry-server.mjs') }),
    });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a page that rendered the not-found page answers 404, still rendered', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/nothing/' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<main>rendered /nothing/?');
    expect((await h.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
  });

  test("a page that is nothing to a visitor is left to a signed-in browser: it may be the owner's", async () => {
    const res = await h.app.inject({ method: 'GET', url: '/nothing/', headers: { cookie: 'haat_session=1' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('haat-ssr');
    expect(res.body).not.toContain('<main>rendered');
  });

  test('a public page carries its first screen, styles, answers and chunk preloads', async () => {
    const loc = encodeURIComponent(JSON.stringify({ name: 'Delhi', city: 'Delhi' }));
    const res = await h.app.inject({
      method: 'GET',
      url: '/?q=phone',
      headers: { cookie: `a=1; haat_location=${loc}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    // the renderer reached the API in-process
    expect(res.body).toContain('<div id="root"><main>rendered /?q=phone db=pglite</main>');
    expect(res.body).toContain('<style data-styled="active">');
    // the page's own chunk and its imports are preloaded, but not what index.html already loads
    // ... at low priority, as the app's own script: they only hydrate what is already on screen
    expect(res.body).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/Page-3.js" />');
    expect(res.body).toContain('<script type="module" fetchpriority="low" src="/assets/index-1.js">');
    // the app's stylesheet is in the page, not a request that holds its first paint
    expect(res.body).toContain('<style>body{margin:0}</style>');
    expect(res.body).not.toContain('index-5.css');
    expect(res.body).toContain('href="/assets/list-4.js"');
    expect(res.body).not.toContain('href="/assets/index-1.js"');
    // the answers are data, not script: nothing in them can end the script element
    const data = /<script type="application\/json" id="haat-ssr">([^<]*)<\/script>/.exec(res.body)?.[1];
    expect(data).toBeDefined();
    expect(JSON.parse(data!)).toEqual({
      data: { k: { data: { title: '</script><script>alert(1)</script>' } } },
      location: { name: 'Delhi', city: 'Delhi' },
    });
    expect(res.body).not.toContain('<script>alert(1)');
  });

  test("the page's largest image is asked for first: preloaded at the top of the head", async () => {
    const res = await h.app.inject({ method: 'GET', url: '/view/7/' });
    const preload =
      '<link rel="preload" as="image" href="/u/a.webp?x=1&amp;y=2" imagesrcset="/u/a-320.webp 320w, /u/a.webp 960w"' +
      ' imagesizes="100vw" fetchpriority="high" />';
    expect(res.body).toContain(`<meta charset="UTF-8" />${preload}`);
    expect(res.body.indexOf(preload)).toBeLessThan(res.body.indexOf('<script type="module"'));
    // escaped as an attribute; two at most
    expect(res.body).toContain('href="/u/&quot;b.webp"');
    expect(res.body).not.toContain('href="/u/c.webp"');
    const home = await h.app.inject({ method: 'GET', url: '/' });
    expect(home.body).not.toContain('as="image"');
  });

  test('a visitor saving data gets a page rendered for it; the page asks for the connection speed', async () => {
    const saving = async (headers: Record<string, string>) =>
      /save=(true|false)/.exec((await h.app.inject({ method: 'GET', url: '/', headers })).body)?.[1];
    expect(await saving({})).toBe('false');
    expect(await saving({ 'save-data': 'on' })).toBe('true');
    expect(await saving({ ect: '3g' })).toBe('true');
    expect(await saving({ ect: '2g' })).toBe('true');
    expect(await saving({ ect: '4g' })).toBe('false');
    const res = await h.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['accept-ch']).toBe('ECT');
    expect(res.headers.vary).toMatch(/save-data/i);
  });

  test("a browser's session hint reaches the renderer; nothing else passes for it", async () => {
    const signed = async (cookie?: string) =>
      /signed=(true|false)/.exec(
        (await h.app.inject({ method: 'GET', url: '/', headers: cookie ? { cookie } : {} })).body,
      )?.[1];
    expect(await signed()).toBe('false');
    expect(await signed('haat_session=1')).toBe('true');
    expect(await signed('a=b; haat_session=1; c=d')).toBe('true');
    expect(await signed('haat_session=0')).toBe('false');
    expect(await signed('haat_session=1x')).toBe('false');
    expect(await signed('not_haat_session=1')).toBe('false');
  });

  test('signed-in screens and unknown pages are left to the browser', async () => {
    for (const url of ['/my-ads/', '/inbox/']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('haat-ssr');
      // the script draws these pages: it keeps its priority, and the stylesheet is cached
      expect(res.body).not.toContain('fetchpriority');
      expect(res.body).toContain('href="/assets/index-5.css"');
    }
  });

  test('a renderer that fails still sends the page for the browser to render', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/broken/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('haat-ssr');
  });

  test('a burst of visitors to one page costs one render; what the render reads makes its own page', async () => {
    const renders = () => (globalThis as { haatRenders?: number }).haatRenders ?? 0;
    const get = (url: string, cookie?: string) =>
      h.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    const first = await get('/?burst=1');
    const once = renders();
    for (let i = 0; i < 5; i++) expect((await get('/?burst=1')).body).toBe(first.body);
    expect(renders()).toBe(once);

    // Fifty visitors arriving together at a page nobody has asked for yet: one render.
    const together = await Promise.all(Array.from({ length: 50 }, () => get('/?burst=together')));
    expect(new Set(together.map((r) => r.body)).size).toBe(1);
    expect(renders()).toBe(once + 1);
    const before = renders();

    // Another place, a browser holding a session, another query: each is rendered for.
    const delhi = `haat_location=${encodeURIComponent(JSON.stringify({ name: 'Delhi', city: 'Delhi' }))}`;
    await get('/?burst=1', delhi);
    await get('/?burst=1', 'haat_session=1');
    await get('/?burst=2');
    expect(renders()).toBe(before + 3);

    // An ad page answered from memory still counts its visit (before the views are written).
    await ensureCategories(h.db);
    const seller = await makeUser(h.db, h.clock.now());
    const posted = await h.app.inject({
      method: 'POST',
      url: '/api/product/',
      headers: seller.auth,
      payload: phoneAd(),
    });
    const adId = posted.json<{ id: number }>().id;
    await get(`/view/${adId}/`);
    expect(renders()).toBe(before + 4);
    const views = pendingViews(h.ctx, adId);
    await get(`/view/${adId}/`);
    expect(pendingViews(h.ctx, adId)).toBe(views + 1);

    // An ad posted, edited or sold empties it; so does time.
    bumpCatalogue(h.ctx);
    await get('/?burst=1');
    expect(renders()).toBe(before + 5);
    h.clock.advance(h.ctx.config.PAGE_CACHE_MS);
    await get('/?burst=1');
    expect(renders()).toBe(before + 6);
  });

  test('a kept page is compressed once, in the encoding each visitor takes', async () => {
    const get = (encoding?: string) =>
      h.app.inject({ method: 'GET', url: '/?zip=1', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<main>rendered /?zip=1');
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('gzip, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect((await get('identity')).body).toBe(plain.body);
  });

  test('HEAD is answered like GET, without rendering', async () => {
    const renders = () => (globalThis as { haatRenders?: number }).haatRenders ?? 0;
    await h.app.inject({ method: 'GET', url: '/' });
    const before = renders();
    expect(before).toBeGreaterThan(0);
    const res = await h.app.inject({ method: 'HEAD', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(renders()).toBe(before);
  });
});

describe('the location cookie', () => {
  const cookie = (value: unknown) => JSON.stringify(value);
  test('a well-formed place is rendered for', () => {
    expect(cookieLocation(cookie({ name: 'Lucknow', city: 'Lucknow', state: 'Uttar Pradesh' }))).toEqual({
      name: 'Lucknow',
      city: 'Lucknow',
      state: 'Uttar Pradesh',
    });
  });
  test('anything else is all of India, never an error', () => {
    expect(cookieLocation(undefined)).toBeNull();
    expect(cookieLocation('%E0%A4')).toBeNull(); // a broken escape, left as it came
    expect(cookieLocation('not-json')).toBeNull();
    expect(cookieLocation(cookie({ city: 'no name' }))).toBeNull();
    expect(cookieLocation(cookie({ name: 'x'.repeat(5000) }))).toBeNull();
    expect(cookieLocation(cookie({ name: 'Delhi', lat: 'north' }))).toBeNull();
  });
});
