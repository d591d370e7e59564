import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp, testConfig } from '../../test/harness';
import { escapeHtml, jsonForScript, summarise } from './html';

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}
const meta = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];

const TEMPLATE = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <!--haat:preloads-->
    <!--haat:head-->
    <title>Haat: free classifieds in India</title>
    <meta
      name="description"
      content="Buy and sell near you."
    />
    <!--/haat:head-->
    <!--haat:styles-->
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe.each(dbKinds())('SEO pages on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let dir: string;
  let adId: number;
  let soldId: number;
  let removedId: number;
  let hindiId: number;
  let sellerId: number;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'haat-seo-'));
    writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
    h = await makeApp(kind, { config: testConfig({ STATIC_DIR: dir, publicUrl: 'https://haat.example' }) });
    const seller = await h.db.query<{ id: number }>(
      `INSERT INTO users (mobile, name) VALUES ('9876543210', 'Asha "Deals" <Rao>') RETURNING id::int AS id`,
    );
    sellerId = seller.rows[0]!.id;
    const insert = (title: string, status: string, description: string) =>
      h.db.query<{ id: number }>(
        `INSERT INTO ads (owner_id, title, description, price, category_id, sub_category_id, images, data, status, city, state, area, expires_at)
         SELECT $1, $2, $3, 45999, c.id, s.id, $4::jsonb, '{"brand":"Apple"}'::jsonb, $5, 'Pune', 'Maharashtra', 'Kothrud', now() + interval '30 days'
           FROM categories c JOIN sub_categories s ON s.category_id = c.id AND s.slug = 'mobile-phones'
          WHERE c.slug = 'Mobiles+Tablets'
         RETURNING id::int AS id`,
        [
          sellerId,
          title,
          description,
          JSON.stringify([{ url: '/uploads/a.jpg', card: '/uploads/a-320.webp', detail: '/uploads/a-960.webp' }]),
          status,
        ],
      );
    adId = (
      await insert('iPhone 13 </script><script>alert(1)</script> & more', 'active', 'Like new, 128 GB, with bill.')
    ).rows[0]!.id;
    soldId = (await insert('Old phone', 'sold', '')).rows[0]!.id;
    removedId = (await insert('Gone phone', 'removed', '')).rows[0]!.id;
    hindiId = (await insert('आईफोन 13, बिल और डिब्बे के साथ', 'active', 'एक साल पुराना, कोई खरोंच नहीं।')).rows[0]!.id;
    // Another seller's, so the first seller's store page keeps its count.
    await h.db.query(
      `WITH u AS (INSERT INTO users (mobile, name) VALUES ('9876543211', 'रवि') RETURNING id)
       UPDATE ads SET owner_id = (SELECT id FROM u) WHERE id = $1`,
      [hindiId],
    );
  });
  afterAll(async () => {
    await h.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('an ad page carries its title, description, canonical, Open Graph and a Product with an INR Offer', async () => {
    const res = await h.app.inject({ method: 'GET', url: `/view/${adId}/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    // the template's own title and description are replaced, not duplicated; the app script stays
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" src="/assets/index-abc.js"></script>');
    expect(html).toContain(
      '<title>iPhone 13 &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; more - ₹45,999 in Kothrud, Pune | Haat</title>',
    );
    expect(html).toContain(`<link rel="canonical" href="https://haat.example/view/${adId}/" />`);
    expect(meta(html, 'name', 'description')).toBe('₹45,999. Like new, 128 GB, with bill.');
    expect(meta(html, 'property', 'og:type')).toBe('product');
    expect(meta(html, 'property', 'og:image')).toBe('https://haat.example/uploads/a-960.webp');
    // a hostile title cannot close the JSON-LD script element
    expect(html.match(/<\/script>/g)).toHaveLength(3); // app script + Product + BreadcrumbList
    expect(html).not.toContain('<script>alert(1)');

    const [product, crumbs] = jsonLd(html);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'iPhone 13 </script><script>alert(1)</script> & more',
      brand: { '@type': 'Brand', name: 'Apple' },
      image: ['https://haat.example/uploads/a-960.webp'],
      offers: {
        '@type': 'Offer',
        price: '45999',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url: `https://haat.example/view/${adId}/`,
      },
    });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((crumbs!.itemListElement as { name: string; item: string }[]).map((i) => i.name)).toEqual([
      'Home',
      'Mobiles & Tablets',
      'Mobile Phones',
      'iPhone 13 </script><script>alert(1)</script> & more',
    ]);
  });

  test('an ad written in Hindi has its title intact in the <title>, the description and the JSON-LD', async () => {
    const res = await h.app.inject({ method: 'GET', url: `/view/${hindiId}/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/charset=utf-8/i);
    expect(res.body).toContain('<title>आईफोन 13, बिल और डिब्बे के साथ - ₹45,999 in Kothrud, Pune | Haat</title>');
    expect(meta(res.body, 'name', 'description')).toBe('₹45,999. एक साल पुराना, कोई खरोंच नहीं।');
    const [product, crumbs] = jsonLd(res.body);
    expect(product).toMatchObject({ name: 'आईफोन 13, बिल और डिब्बे के साथ', description: 'एक साल पुराना, कोई खरोंच नहीं।' });
    expect((crumbs!.itemListElement as { name: string }[]).at(-1)!.name).toBe('आईफोन 13, बिल और डिब्बे के साथ');
  });

  test('an image address stored before addresses were checked is left out of the page, not a 500', async () => {
    const broken = JSON.stringify([
      { url: 'https://[::1', card: 'https://[::1', detail: 'https://[::1' },
      { url: '/uploads/b.jpg', card: '/uploads/b-320.webp', detail: '/uploads/b-960.webp' },
    ]);
    await h.db.query('UPDATE ads SET images = $2::jsonb WHERE id = $1', [soldId, broken]);
    const res = await h.app.inject({ url: `/view/${soldId}/` });
    expect(res.statusCode).toBe(200);
    expect(jsonLd(res.body)[0]).toMatchObject({ image: ['https://haat.example/uploads/b-960.webp'] });
    expect((await h.app.inject({ url: `/api/products/${soldId}/` })).statusCode).toBe(200);
  });

  test('a sold ad says so and is SoldOut; a removed ad is 410 noindex; an expired, unknown or malformed id is 404', async () => {
    const sold = await h.app.inject({ url: `/view/${soldId}` });
    expect(sold.statusCode).toBe(200);
    expect(sold.body).toContain('Old phone (sold)');
    expect(jsonLd(sold.body)[0]).toMatchObject({ offers: { availability: 'https://schema.org/SoldOut' } });

    const removed = await h.app.inject({ url: `/view/${removedId}/` });
    expect(removed.statusCode).toBe(410);
    expect(removed.body).toContain('<meta name="robots" content="noindex" />');
    expect(jsonLd(removed.body)).toHaveLength(0);

    const expired = await h.db.query<{ id: number }>(
      `INSERT INTO ads (owner_id, title, price, category_id, expires_at) SELECT $1, 'Stale phone', 10, id, $2 FROM categories LIMIT 1 RETURNING id::int AS id`,
      [sellerId, new Date(h.clock.now().getTime() - 1000)],
    );
    const stale = await h.app.inject({ url: `/view/${expired.rows[0]!.id}/` });
    expect(stale.statusCode).toBe(404);
    expect((await h.app.inject({ url: '/sitemap.xml' })).body).not.toContain(`/view/${expired.rows[0]!.id}/`);

    for (const url of ['/view/999999/', '/view/abc/', '/view/99999999999999999999/', "/view/1'%20OR%201=1/"]) {
      const res = await h.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('noindex');
    }
  });

  test('a category page has its own title and a BreadcrumbList; a sub-category adds a level; unknown is 404', async () => {
    const res = await h.app.inject({ url: '/search/Cars+Bikes/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Cars &amp; Bikes: buy and sell in India | Haat</title>');
    expect(res.body).toContain('<link rel="canonical" href="https://haat.example/search/Cars+Bikes/" />');
    const [crumbs] = jsonLd(res.body);
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://haat.example/' },
        { position: 2, name: 'Cars & Bikes', item: 'https://haat.example/search/Cars+Bikes/' },
      ],
    });
    const sub = await h.app.inject({ url: '/search/mobile-phones/?sort=price' });
    expect((jsonLd(sub.body)[0]!.itemListElement as unknown[]).length).toBe(3);
    expect((await h.app.inject({ url: '/search/no-such-thing/' })).statusCode).toBe(404);
    const all = await h.app.inject({ url: '/search/?search=iphone' });
    expect(all.statusCode).toBe(200);
    expect(all.body).toContain('<link rel="canonical" href="https://haat.example/search/" />');
  });

  test('a store page names the seller (escaped) and counts the live ads', async () => {
    const res = await h.app.inject({ url: `/store/${sellerId}/` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Asha &quot;Deals&quot; &lt;Rao&gt;&#39;s ads | Haat</title>');
    expect(meta(res.body, 'name', 'description')).toMatch(
      /^1 ad from Asha &quot;Deals&quot; &lt;Rao&gt;, a Haat member since/,
    );
    expect((await h.app.inject({ url: '/store/424242/' })).statusCode).toBe(404);
  });

  test('robots.txt keeps crawlers out of private screens and points at the sitemap', async () => {
    const res = await h.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /my-ads/');
    expect(res.body).toContain('Disallow: /chat/');
    expect(res.body).toContain('Sitemap: https://haat.example/sitemap.xml');
  });

  test('a Hindi ad, category and store page have their head in Hindi; the same page in English stays English', async () => {
    const ad = await h.app.inject({ url: `/view/${adId}/?lang=hi` });
    expect(ad.statusCode).toBe(200);
    expect(ad.body).toContain(
      '<title>iPhone 13 &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; more - Kothrud, Pune में ₹45,999 | Haat</title>',
    );
    const [product, crumbs] = jsonLd(ad.body);
    expect(product).toMatchObject({ offers: { seller: { name: 'Asha "Deals" <Rao>' } } });
    expect((crumbs!.itemListElement as { name: string }[]).map((i) => i.name).slice(0, 3)).toEqual([
      'होम',
      'मोबाइल और टैबलेट',
      'मोबाइल फ़ोन',
    ]);
    const sold = await h.app.inject({ url: `/view/${soldId}/`, headers: { cookie: 'lang=hi' } });
    expect(sold.body).toContain('<title>Old phone (बिक गया) - Kothrud, Pune में ₹45,999 | Haat</title>');

    const category = await h.app.inject({ url: '/search/Cars+Bikes/', headers: { 'accept-language': 'hi' } });
    expect(category.body).toContain('<title>कार और बाइक: भारत में खरीदें और बेचें | Haat</title>');
    const store = await h.app.inject({ url: `/store/${sellerId}/?lang=hi` });
    expect(store.body).toContain('<title>Asha &quot;Deals&quot; &lt;Rao&gt; के विज्ञापन | Haat</title>');
    expect(meta(store.body, 'name', 'description')).toMatch(
      /^Asha &quot;Deals&quot; &lt;Rao&gt; के 1 विज्ञापन, .+ से Haat के सदस्य।$/,
    );

    // Interleaved with Hindi pages, an English page's head stays English.
    const pages = await Promise.all(
      Array.from({ length: 10 }, (_, i) => h.app.inject({ url: `/search/Cars+Bikes/${i % 2 ? '?lang=hi' : ''}` })),
    );
    pages.forEach((page, i) =>
      expect(page.body).toContain(
        i % 2 ? '<title>कार और बाइक: भारत में खरीदें' : '<title>Cars &amp; Bikes: buy and sell in India | Haat</title>',
      ),
    );
  });

  test('sitemap.xml lists the home page, every category, live ads and their stores, and no sold or removed ad', async () => {
    const res = await h.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://haat.example/');
    expect(locs).toContain('https://haat.example/search/Mobiles+Tablets/');
    expect(locs.filter((l) => l!.includes('/search/') && l !== 'https://haat.example/search/')).toHaveLength(12);
    expect(locs).toContain(`https://haat.example/view/${adId}/`);
    expect(locs).toContain(`https://haat.example/store/${sellerId}/`);
    expect(locs).not.toContain(`https://haat.example/view/${soldId}/`);
    expect(locs).not.toContain(`https://haat.example/view/${removedId}/`);
  });
});

describe('escaping helpers', () => {
  test.each([
    ['<b>"Tom" & \'Jerry\'</b>', '&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;'],
    ['plain', 'plain'],
  ])('escapeHtml(%s)', (input, out) => expect(escapeHtml(input)).toBe(out));

  test('JSON for a script block cannot end the script or open a comment, and still parses to the same value', () => {
    const value = { name: '</script><!-- & \u2028' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  test('summarise cuts long text at a word and marks the cut', () => {
    const text = 'word '.repeat(60);
    const out = summarise(text, 50);
    expect(out.length).toBeLessThanOrEqual(50);
    expect(out.endsWith('word…')).toBe(true);
  });

  test('summarise never cuts a Devanagari letter from its vowel sign', () => {
    // कि is a consonant and a vowel sign, two UTF-16 units: a cut at 49 units would split one.
    const out = summarise('कि'.repeat(40), 50);
    expect(out).toBe(`${'कि'.repeat(24)}…`);
  });
});
