import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adDataSchema } from '@haat/contract';
import { dbKinds, makeApp, testConfig } from '../test/harness';
import { makeUser } from '../features/ads/testing';
import sharp from 'sharp';
import { TEMPLATES, generateAds } from './demo-ads-catalog';
import { hasDrawing, PHOTO_VARIANTS, productSvg, variantOf } from './demo-photos';
import { seedPopularSearches } from './demo';
import { seedDemoAds } from './demo-ads';
import { seedDemoDocuments } from './demo-documents';

describe('the ad generator', () => {
  const cities = [
    { name: 'Mumbai', state: 'Maharashtra', lat: 19.07, lng: 72.88 },
    { name: 'Pune', state: 'Maharashtra', lat: 18.52, lng: 73.86 },
  ];

  test('is repeatable for a seed and differs between seeds', () => {
    const a = [...generateAds(50, cities, 1)].map((x) => x.title);
    expect([...generateAds(50, cities, 1)].map((x) => x.title)).toEqual(a);
    expect([...generateAds(50, cities, 2)].map((x) => x.title)).not.toEqual(a);
  });

  test('makes details that pass the API validation of their category', () => {
    for (const ad of generateAds(2000, cities, 3)) {
      const result = adDataSchema(ad.category, ad.sub, new Date('2026-11-21')).safeParse(ad.data);
      expect(result.success, `${ad.category}/${ad.sub}: ${JSON.stringify(ad.data)}`).toBe(true);
      expect(ad.price).toBeGreaterThanOrEqual(0);
      expect(ad.price).toBeLessThanOrEqual(100_000_000);
    }
  });
});

describe('the demo photos', () => {
  test('draw an object for every kind of demo ad, with no text to crop', () => {
    for (const [i, t] of TEMPLATES.entries()) {
      expect(hasDrawing(t.sub), t.sub).toBe(true);
      for (let v = 0; v < PHOTO_VARIANTS; v++) expect(productSvg(t.sub, i, v)).not.toMatch(/<text|font-/);
    }
  });

  test("an ad's look is the same every time, and the looks are spread", () => {
    const pune = [{ name: 'Pune', state: 'Maharashtra', lat: 18.52, lng: 73.86 }];
    const looks = () => [...generateAds(60, pune, 5)].map((a) => variantOf(`${a.title}|${a.area}|${a.ageSeconds}`));
    expect(looks()).toEqual(looks());
    expect(new Set(looks()).size).toBe(PHOTO_VARIANTS);
  });
});

describe.each(dbKinds())('demo ads on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'haat-demo-'));
    h = await makeApp(kind, { config: testConfig({ DATA_DIR: dir }) });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a first start gets a few hundred ads over every category with photos, once', async () => {
    const owners = [(await makeUser(h.db, h.clock.now())).id, (await makeUser(h.db, h.clock.now())).id];
    expect(await seedDemoAds(h.ctx, owners, 300)).toBe(300);
    const cats = await h.db.query<{ n: number }>('SELECT count(DISTINCT category_id)::int AS n FROM ads');
    const all = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM categories');
    expect(cats.rows[0]!.n).toBe(all.rows[0]!.n);
    const home = await h.app.inject({ method: 'GET', url: '/api/search-product/?sort=-created_on&limit=12' });
    expect(home.json().count).toBe(300);
    const first = home.json().results[0];
    expect(first.thumbnail).toMatch(/\.320\.webp$/);
    const img = await h.app.inject({ method: 'GET', url: new URL(first.thumbnail).pathname });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    expect((await sharp(img.rawPayload).metadata()).width).toBe(320);
    const detail = await h.app.inject({ method: 'GET', url: new URL(first.images[0].detail).pathname });
    expect(await sharp(detail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 960, height: 720 });
    expect(
      existsSync(path.join(dir, 'uploads', new URL(first.images[0].detail).pathname.replace('/uploads/', ''))),
    ).toBe(true);
    expect(await seedDemoAds(h.ctx, owners, 300)).toBe(0);
  });

  test('a few flats and jobs carry a private PDF their buyers can download once they chat', async () => {
    const added = await seedDemoDocuments(h.ctx, 2);
    expect(added).toBeGreaterThan(0);
    const { rows } = await h.db.query<{ ad_id: number; owner_id: number }>(
      `SELECT ad.ad_id::int AS ad_id, d.owner_id::int AS owner_id
         FROM ad_documents ad JOIN documents d ON d.id = ad.document_id JOIN ads a ON a.id = ad.ad_id
        WHERE d.owner_id = a.owner_id ORDER BY ad.ad_id LIMIT 1`,
    );
    expect(rows).toHaveLength(1);
    const adId = rows[0]!.ad_id;
    const buyer = await makeUser(h.db, h.clock.now());
    const seen = (await h.app.inject({ method: 'GET', url: `/api/products/${adId}/`, headers: buyer.auth })).json();
    expect(seen.document_count).toBe(1);
    await h.app.inject({ method: 'POST', url: '/api/chat/', headers: buyer.auth, payload: { product: adId } });
    const list = await h.app.inject({ method: 'GET', url: `/api/products/${adId}/documents/`, headers: buyer.auth });
    const doc = list.json().results[0];
    expect(doc.name).toMatch(/^(Floor-plan|Job-description)\.pdf$/);
    const file = await h.app.inject({ method: 'GET', url: new URL(doc.url).pathname, headers: buyer.auth });
    expect(file.statusCode).toBe(200);
    // A real PDF: its header, and a cross-reference table where the trailer says.
    const text = file.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    // Once only.
    expect(await seedDemoDocuments(h.ctx, 2)).toBe(0);
  });

  test("popular searches come from the demo ads' titles, so the home block is not empty", async () => {
    await seedPopularSearches(h.ctx);
    const words = await h.app.inject({
      method: 'POST',
      url: '/api/any-request/',
      payload: { search: '', action: 'SEARCH_WORD' },
    });
    const found = words.json<{ search: string }[]>();
    expect(found.length).toBeGreaterThanOrEqual(6);
    // Each is a real search: it finds ads.
    const hits = await h.app.inject({
      method: 'GET',
      url: `/api/search-product/?search=${encodeURIComponent(found[0]!.search)}`,
    });
    expect(hits.json().count).toBeGreaterThan(0);
  });
});
