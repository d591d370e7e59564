import type { SearchResults } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp, testConfig } from '../../test/harness';
import { planNodes, planOf, readsOfAds, statementsDuring } from '../../test/statements';
import { ensureCategories, makeUser } from '../ads/testing';

/**
 * Searches with more matches than the count cap (20 here, so a walk reads up to 100 ads): the
 * count says "more", and every page is still exactly the one a full sort would give, whichever
 * way the server reads it (one pass, a bounded walk, or every match after a walk came back short).
 */
const CAP = 20;
const MINUTE = 60_000;
/** Prices on both sides of every price band's edges (₹200, ₹1,000 … ₹10 lakh), in no order. */
const TABLA_PRICES = [
  0, 120, 199, 200, 450, 999, 1000, 1500, 2999, 3000, 5000, 6999, 7000, 9000, 14999, 15000, 20000, 29999, 30000, 45000,
  69999, 70000, 150000, 199999, 200000, 500000, 999999, 1000000, 2500000, 100000000, 150, 300, 2000, 4000, 10000, 25000,
  50000, 100000, 300000, 5000000,
];

interface Seeded {
  title: string;
  price: number;
  createdOn: number;
  featuredNow: boolean;
}

describe.each(dbKinds())('searches past the count cap on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  const ads: Seeded[] = [];

  const get = async (qs: string) => {
    const res = await h.app.inject({ method: 'GET', url: `/api/search-product/?${qs}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SearchResults;
  };
  /** What a full sort gives: featured-now first, then the order asked, ties by newest id. */
  const expected = (match: (a: Seeded) => boolean, order: 'new' | 'price' | '-price', offset: number, limit: number) =>
    ads
      .filter(match)
      .sort(
        (x, y) =>
          // featured ads lead the default order only; by price every ad takes its place by price
          (order === 'new' ? Number(y.featuredNow) - Number(x.featuredNow) : 0) ||
          (order === 'new' ? y.createdOn - x.createdOn : order === 'price' ? x.price - y.price : y.price - x.price),
      )
      .slice(offset, offset + limit)
      .map((a) => a.title);
  const titles = (r: SearchResults) => r.results.map((a) => a.title);

  beforeAll(async () => {
    h = await makeApp(kind, { config: testConfig({ SEARCH_COUNT_CAP: CAP }) });
    await ensureCategories(h.db);
    const seller = await makeUser(h.db, h.clock.now(), { name: 'Bulk Seller' });
    const now = h.clock.now().getTime();
    const rows: { title: string; price: number; city: string; at: Date; featured: 'now' | 'lapsed' | null }[] = [];
    const add = (title: string, price: number, minutesAgo: number, city: string, featured?: 'now' | 'lapsed') => {
      const at = new Date(now - minutesAgo * MINUTE);
      ads.push({ title, price, createdOn: at.getTime(), featuredNow: featured === 'now' });
      rows.push({ title, price, city, at, featured: featured ?? null });
    };
    // 150 Redmi phones in Mumbai, one a minute, the newest last; three featured now, one lapsed.
    for (let i = 1; i <= 150; i++) {
      const featured = [10, 20, 30].includes(i) ? 'now' : i === 40 ? 'lapsed' : undefined;
      add(`Redmi Note ${i}`, 1000 + ((i * 37) % 150) * 10, 200 - i, 'Mumbai', featured);
    }
    // 30 old radios in Delhi: more than the cap, but none among the newest 100 ads.
    for (let k = 1; k <= 30; k++) add(`Vintage radio ${k}`, 500 + k, 1000 + k, 'Delhi');
    // 40 tablas priced across every price band, one featured now: a word search by price past the cap.
    TABLA_PRICES.forEach((price, k) =>
      add(`Tabla set ${k + 1}`, price, 300 + k, 'Kolkata', k === 6 ? 'now' : undefined),
    );
    // 5 Nokias: a search under the cap.
    for (let k = 1; k <= 5; k++) add(`Nokia 3310 lot ${k}`, 900 + k, 500 + k, 'Pune');
    await h.db.query(
      `INSERT INTO ads (owner_id, title, price, category_id, sub_category_id, city, state, area, created_on,
                        updated_on, expires_at, featured, featured_until)
       SELECT $1, t, p, c.id, s.id, ci, 'Maharashtra', 'Centre', cr, cr, cr + interval '30 days', f IS NOT NULL,
              CASE f WHEN 'now' THEN $7::timestamptz + interval '7 days'
                     WHEN 'lapsed' THEN $7::timestamptz - interval '1 hour' END
         FROM unnest($2::text[], $3::int[], $4::text[], $5::timestamptz[], $6::text[]) AS u(t, p, ci, cr, f),
              categories c, sub_categories s
        WHERE c.slug = 'Mobiles+Tablets' AND s.slug = 'mobile-phones'`,
      [
        seller.id,
        rows.map((r) => r.title),
        rows.map((r) => r.price),
        rows.map((r) => r.city),
        rows.map((r) => r.at),
        rows.map((r) => r.featured),
        new Date(now),
      ],
    );
  });
  afterAll(() => h.close());

  const redmi = (a: Seeded) => a.title.startsWith('Redmi');

  test('a big search says the count is capped and pages exactly as a full sort would', async () => {
    const r = await get('search=redmi&limit=12');
    expect(r.count).toBe(CAP);
    expect(r.count_capped).toBe(true);
    expect(titles(r)).toEqual(expected(redmi, 'new', 0, 12));
    expect(titles(r).slice(0, 3)).toEqual(['Redmi Note 30', 'Redmi Note 20', 'Redmi Note 10']);
    expect(r.next).not.toBeNull();
  });

  test('Load More follows next past the cap until the last ad, never repeating one', async () => {
    const seen: string[] = [];
    let url: string | null = '/api/search-product/?search=redmi&limit=12&sort=-created_on';
    let last: SearchResults | undefined;
    while (url) {
      const res = await h.app.inject({ method: 'GET', url });
      last = res.json() as SearchResults;
      seen.push(...titles(last));
      url = last.next ? new URL(last.next).pathname + new URL(last.next).search : null;
    }
    expect(seen).toEqual(expected(redmi, 'new', 0, 150));
    // The last page reaches past the cap, so its count is exact again.
    expect(last).toMatchObject({ count: 150, count_capped: false, next: null });
  });

  test('price order past the cap: the cheapest first, featured or not', async () => {
    const r = await get('search=redmi&sort=price&limit=12');
    expect(r.count_capped).toBe(true);
    expect(titles(r)).toEqual(expected(redmi, 'price', 0, 12));
  });

  test('price order past the cap reads band by band and still pages exactly, both ways', async () => {
    const tabla = (a: Seeded) => a.title.startsWith('Tabla');
    for (const sort of ['price', '-price'] as const) {
      for (const offset of [0, 12, 24, 36]) {
        const r = await get(`search=tabla&sort=${sort}&limit=12&offset=${offset}`);
        expect(r.count_capped, `${sort} ${offset}`).toBe(offset + 12 <= 40);
        expect(titles(r), `${sort} ${offset}`).toEqual(expected(tabla, sort, offset, 12));
      }
    }
    // The featured set 7 (₹1,000) takes its place by price, after the sets at ₹0, ₹120 and ₹150.
    expect(titles(await get('search=tabla&sort=price&limit=3'))).toEqual([
      'Tabla set 1',
      'Tabla set 2',
      'Tabla set 31',
    ]);
    // A price filter inside the bands.
    const mid = (a: Seeded) => tabla(a) && a.price >= 1000 && a.price <= 30000;
    const r = await get('search=tabla&sort=-price&min_price=1000&max_price=30000&limit=12');
    expect(titles(r)).toEqual(expected(mid, '-price', 0, 12));
  });

  test('price order past the cap reads only the bands the page needs, in one statement', async () => {
    /** How many price bands the statement that read the page ran (the others never ran). */
    const bandsRead = async (qs: string) => {
      h.clock.advance(1000); // past the one-second listing cache of the same request above
      const { ran } = await statementsDuring(h.db, () => get(qs));
      const calls = ran.filter(([sql]) => sql.includes('UNION ALL') && sql.includes('a.price <'));
      expect(calls).toHaveLength(1);
      const plan = await planOf(calls[0]!, h.db, true);
      const bands = planNodes(plan).find((p) => p['Node Type'] === 'Append' && p.Plans?.length === 10);
      return bands!.Plans!.filter((p) => p['Actual Loops']! > 0).length;
    };
    // Four tablas under ₹200 fill a page of 3; 12 need the four cheapest bands (the featured one is
    // read apart); the dearest 6 are in the top two.
    expect(await bandsRead('search=tabla&sort=price&limit=3')).toBe(1);
    expect(await bandsRead('search=tabla&sort=price&limit=12')).toBe(4);
    expect(await bandsRead('search=tabla&sort=-price&limit=6')).toBe(2);
  });

  test('a filter on a walked search (price) still gives the exact page', async () => {
    const cheap = (a: Seeded) => redmi(a) && a.price <= 1700;
    const r = await get('search=redmi&max_price=1700&limit=12');
    expect(ads.filter(cheap).length).toBeGreaterThan(CAP);
    expect(r.count_capped).toBe(true);
    expect(titles(r)).toEqual(expected(cheap, 'new', 0, 12));
  });

  test('matches spread thin behind many newer ads are all read when the walk comes back short', async () => {
    const r = await get('search=vintage&limit=12');
    expect(r.count_capped).toBe(true);
    expect(titles(r)).toEqual(expected((a) => a.title.startsWith('Vintage'), 'new', 0, 12));
  });

  test('a listing with no words past the cap (category and city) walks its index', async () => {
    const r = await get('category=Mobiles%2BTablets&city=Mumbai&limit=12');
    expect(r.count_capped).toBe(true);
    expect(titles(r)).toEqual(expected(redmi, 'new', 0, 12));
  });

  test('exclude_featured past the cap: every way of reading leaves out ads featured now', async () => {
    const plain = (a: Seeded) => !a.featuredNow;
    const cases = [
      ['search=redmi&limit=12', (a: Seeded) => redmi(a) && plain(a), 'new'], // a walk
      ['search=tabla&sort=price&limit=12', (a: Seeded) => a.title.startsWith('Tabla') && plain(a), 'price'], // bands
      ['category=Mobiles%2BTablets&city=Mumbai&limit=12', (a: Seeded) => redmi(a) && plain(a), 'new'], // an index
      ['search=vintage&limit=12', (a: Seeded) => a.title.startsWith('Vintage'), 'new'], // every match
    ] as const;
    for (const [qs, match, order] of cases) {
      const r = await get(`${qs}&exclude_featured=true`);
      expect(r.count_capped, qs).toBe(true);
      expect(titles(r), qs).toEqual(expected(match, order, 0, 12));
    }
  });

  test('under the cap the count is exact, also on a page past the end', async () => {
    const nokia = (a: Seeded) => a.title.startsWith('Nokia');
    expect(await get('search=nokia&limit=12')).toMatchObject({ count: 5, count_capped: false, next: null });
    expect(titles(await get('search=nokia&limit=12'))).toEqual(expected(nokia, 'new', 0, 12));
    // Once counted, a page past the end reads no ads at all.
    const { result: beyond, ran } = await statementsDuring(h.db, () => get('search=nokia&limit=12&offset=24'));
    expect(beyond).toMatchObject({ count: 5, count_capped: false, results: [] });
    expect(readsOfAds(ran)).toEqual([]);
  });

  test('a count changed behind the API (another process) is right within 30 seconds', async () => {
    expect((await get('search=nokia&limit=12')).count).toBe(5);
    await h.db.query(
      `INSERT INTO ads (owner_id, title, price, category_id, city, created_on, updated_on, expires_at)
       SELECT owner_id, 'Nokia 3310 lot 6', 950, category_id, city, $1, $1, $1::timestamptz + interval '30 days'
         FROM ads WHERE title = 'Nokia 3310 lot 1'`,
      [h.clock.now()],
    );
    h.clock.advance(30_000);
    const r = await get('search=nokia&limit=12');
    expect(r).toMatchObject({ count: 6, count_capped: false });
    expect(titles(r)[0]).toBe('Nokia 3310 lot 6');
  });
});
