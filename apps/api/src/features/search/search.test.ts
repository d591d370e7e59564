import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp } from '../../test/harness';
import { ensureCategories, makeUser, phoneAd } from '../ads/testing';

const DAY = 24 * 60 * 60 * 1000;
type Item = { id: number; title: string; featured: boolean; price: number; distance_km?: number };

describe.each(dbKinds())('search on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let seller: Awaited<ReturnType<typeof makeUser>>;
  const ids: Record<string, number> = {};

  const add = async (key: string, over: object) => {
    h.clock.advance(60_000);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/product/',
      headers: seller.auth,
      payload: phoneAd(over),
    });
    expect(res.statusCode, JSON.stringify(res.json())).toBe(201);
    ids[key] = res.json().id;
  };
  const get = async (qs: string) => {
    const res = await h.app.inject({ method: 'GET', url: `/api/search-product/?${qs}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { count: number; next: string | null; previous: string | null; results: Item[] };
  };
  const titles = (r: { results: Item[] }) => r.results.map((a) => a.title);

  beforeAll(async () => {
    h = await makeApp(kind);
    await ensureCategories(h.db);
    seller = await makeUser(h.db, h.clock.now(), { name: 'Seller' });
    await add('iphone', {
      title: 'Apple iPhone 13 Pro',
      price: 60000,
      city: 'Mumbai',
      area: 'Andheri West',
      lat: 19.1197,
      lng: 72.8464,
    });
    await add('samsung', {
      title: 'Samsung Galaxy S21',
      price: 30000,
      city: 'Mumbai',
      area: 'Bandra',
      data: { brand: 'Samsung' },
      lat: 19.0596,
      lng: 72.8295,
    });
    await add('honda', {
      title: 'Honda Activa 6G scooter',
      price: 55000,
      category: 'Cars+Bikes',
      sub_category: 'bikes',
      city: 'Pune',
      area: 'Kothrud',
      data: { brand: 'Honda', year: 2021, fuel: 'Petrol' },
      lat: 18.5074,
      lng: 73.8077,
    });
    await add('city', {
      title: 'Honda City ZX',
      price: 450000,
      category: 'Cars+Bikes',
      sub_category: 'cars',
      city: 'Pune',
      data: { brand: 'Honda', year: 2012, fuel: 'Diesel' },
    });
    await add('sofa', {
      title: 'Teak wood sofa set',
      price: 12000,
      category: 'Furniture',
      sub_category: 'sofas',
      city: 'Delhi',
      data: {},
    });
    await add('old', { title: 'Nokia 3310 classic', price: 900, city: 'Delhi', data: { brand: 'Nokia' } });
    // The oldest ad is featured (still within featured_until); another's featuring has run out.
    await h.db.query(`UPDATE ads SET featured = true, featured_until = $2 WHERE id = $1`, [
      ids.iphone,
      new Date(h.clock.now().getTime() + 7 * DAY),
    ]);
    await h.db.query(`UPDATE ads SET featured = true, featured_until = $2 WHERE id = $1`, [
      ids.samsung,
      new Date(h.clock.now().getTime() - 1000),
    ]);
  });
  afterAll(() => h.close());

  test('home latest: featured first, then newest first', async () => {
    const r = await get('sort=-created_on&limit=12');
    expect(r.count).toBe(6);
    expect(titles(r)).toEqual([
      'Apple iPhone 13 Pro',
      'Nokia 3310 classic',
      'Teak wood sofa set',
      'Honda City ZX',
      'Honda Activa 6G scooter',
      'Samsung Galaxy S21',
    ]);
    expect(r.results[0]!.featured).toBe(true);
    expect(r.results.at(-1)!.featured).toBe(false); // its featured_until has passed
  });

  test('home featured: only ads featured now', async () => {
    const r = await get('featured=true&limit=10');
    expect(titles(r)).toEqual(['Apple iPhone 13 Pro']);
  });

  test('home latest beside home featured: exclude_featured leaves out ads featured now', async () => {
    const r = await get('sort=-created_on&limit=12&exclude_featured=true');
    expect(r.count).toBe(5);
    expect(titles(r)).toEqual([
      'Nokia 3310 classic',
      'Teak wood sofa set',
      'Honda City ZX',
      'Honda Activa 6G scooter',
      'Samsung Galaxy S21', // its featuring has run out
    ]);
    // With other filters, in a price order, and as a POST body.
    expect(titles(await get('exclude_featured=true&city=Mumbai&sort=price'))).toEqual(['Samsung Galaxy S21']);
    const posted = await h.app.inject({
      method: 'POST',
      url: '/api/search-product/?order=-price',
      payload: { exclude_featured: true, search: 'apple iphone' },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().count).toBe(0);
  });

  test('featured=false and exclude_featured=false still filter nothing', async () => {
    expect((await get('featured=false')).count).toBe(6);
    expect((await get('exclude_featured=false&featured=false')).count).toBe(6);
  });

  test('asking for featured ads only and none of them is a field error', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/search-product/?featured=true&exclude_featured=1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('exclude_featured');
  });

  test('price orders sort by price alone: featured ads lead only the newest-first order', async () => {
    const byPrice = (await get('sort=price&limit=50')).results;
    expect(byPrice.map((a) => a.price)).toEqual(byPrice.map((a) => a.price).sort((x, y) => x - y));
    // the featured iPhone (₹60,000) takes its place by price, not the top
    expect(byPrice[0]!.title).toBe('Nokia 3310 classic');
    expect(byPrice.some((a) => a.featured && a.title === 'Apple iPhone 13 Pro')).toBe(true);
    const dearest = (await get('order=-price&limit=50')).results;
    expect(dearest.map((a) => a.price)).toEqual(dearest.map((a) => a.price).sort((x, y) => y - x));
    expect(titles(await get('sort=-created_on')).at(0)).toBe('Apple iPhone 13 Pro');
    const bad = await h.app.inject({ method: 'GET', url: '/api/search-product/?sort=cheapest' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('sort');
  });

  test('next repeats the same search for the following page until the end', async () => {
    const seen: string[] = [];
    let url: string | null = '/api/search-product/?sort=-created_on&limit=4&city=Pune&search=honda';
    const first = await h.app.inject({ method: 'GET', url });
    expect(first.json().count).toBe(2);
    url = '/api/search-product/?sort=price&limit=2';
    let pages = 0;
    while (url) {
      const current: string = url;
      const res = await h.app.inject({ method: 'GET', url: current });
      const body: { next: string | null; results: Item[] } = res.json();
      seen.push(...titles(body));
      if (body.next) expect(new URL(body.next).searchParams.get('sort')).toBe('price');
      url = body.next;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(6);
  });

  test('POST takes the filter as the body and its next link, posted with the same body, continues', async () => {
    const body = { category: 'Cars+Bikes', location: { city: 'pune' } };
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/search-product/?limit=1&order=-created_on',
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    const page1 = res.json();
    expect(page1.count).toBe(2);
    expect(titles(page1)).toEqual(['Honda City ZX']);
    const next = new URL(page1.next);
    const res2 = await h.app.inject({ method: 'POST', url: next.pathname + next.search, payload: body });
    expect(titles(res2.json())).toEqual(['Honda Activa 6G scooter']);
    expect(res2.json().next).toBeNull();
    expect(res2.json().previous).not.toBeNull();
  });

  test('category, sub-category, price and detail filters narrow the results', async () => {
    expect(titles(await get('category=Cars%2BBikes&sub_category=cars'))).toEqual(['Honda City ZX']);
    // A '+' left unencoded arrives as a space, and still names the category.
    expect(titles(await get('category=Cars+Bikes&sub_category=cars'))).toEqual(['Honda City ZX']);
    expect(titles(await get('min_price=10000&max_price=50000'))).toEqual(['Teak wood sofa set', 'Samsung Galaxy S21']);
    expect(titles(await get('category=Cars%2BBikes&data.year_min=2015'))).toEqual(['Honda Activa 6G scooter']);
    expect(titles(await get('data.fuel=diesel'))).toEqual(['Honda City ZX']);
    const post = await h.app.inject({
      method: 'POST',
      url: '/api/search-product/',
      payload: { data: { brand: ['nokia', 'samsung'] } },
    });
    expect(titles(post.json())).toEqual(['Nokia 3310 classic', 'Samsung Galaxy S21']);
  });

  test('words no ad has together find ads with any of them; a word nobody used finds similar titles', async () => {
    expect(titles(await get('search=samsung%20scooter'))).toEqual(['Honda Activa 6G scooter', 'Samsung Galaxy S21']);
    expect(titles(await get('search=samsung%20scooter&sort=price'))).toEqual([
      'Samsung Galaxy S21',
      'Honda Activa 6G scooter',
    ]);
    expect(titles(await get('search=nokia%203310x'))).toEqual(['Nokia 3310 classic']);
  });

  test('a word search stays inside the city, category and sub-category asked', async () => {
    expect(titles(await get('search=honda&city=Pune'))).toEqual(['Honda City ZX', 'Honda Activa 6G scooter']);
    expect(titles(await get('search=honda&city=pune'))).toEqual(['Honda City ZX', 'Honda Activa 6G scooter']);
    expect(titles(await get('search=honda&category=Cars%2BBikes&sub_category=cars'))).toEqual(['Honda City ZX']);
    expect(titles(await get('search=scooter&category=Cars%2BBikes'))).toEqual(['Honda Activa 6G scooter']);
    expect(titles(await get('search=samsung&category=Mobiles%2BTablets&city=Mumbai'))).toEqual(['Samsung Galaxy S21']);
    expect((await get('search=honda&city=Delhi')).count).toBe(0);
    expect((await get('search=samsung&category=Cars%2BBikes')).count).toBe(0);
  });

  test('bad filters are a 400 naming the field, not a 500', async () => {
    for (const [qs, field] of [
      ['category=Spaceships', 'category'],
      ['min_price=abc', 'min_price'],
      ['min_price=500&max_price=100', 'max_price'],
      ['limit=-1', 'limit'],
      ['lat=12.9', 'location.lng'],
      ['data.year_min=new', 'data.year_min'],
      // Category ids past PostgreSQL's integer name no category (and never reach SQL).
      ['category=9223372036854775808', 'category'],
      ['category=99999999999999999999999999999', 'category'],
      ['category=Mobiles%2BTablets&sub_category=9223372036854775808', 'sub_category'],
    ]) {
      const res = await h.app.inject({ method: 'GET', url: `/api/search-product/?${qs}` });
      expect(res.statusCode, qs).toBe(400);
      expect(Object.keys(res.json()), qs).toContain(field);
    }
  });

  test.each([
    ['iphon', 'Apple iPhone 13 Pro'],
    ['i phone', 'Apple iPhone 13 Pro'],
    ['IPHONE 13', 'Apple iPhone 13 Pro'],
    ['hondaa', 'Honda'],
    ['samsng galaxy', 'Samsung Galaxy S21'],
    ['andheri', 'Apple iPhone 13 Pro'],
    ['nokia for sale', 'Nokia 3310 classic'],
  ])('full-text search %j finds %j', async (q, expected) => {
    const r = await get(`search=${encodeURIComponent(q)}`);
    expect(r.count).toBeGreaterThan(0);
    expect(titles(r).every((t) => t.includes(expected))).toBe(true);
  });

  test('two words find ads with both, not every ad with one of them', async () => {
    // 'hondacity' is close to 'honda': that must not widen the search to every Honda.
    expect(titles(await get('search=honda%20city'))).toEqual(['Honda City ZX']);
    expect(titles(await get('search=hondaa%20city'))).toEqual(['Honda City ZX']);
    expect(titles(await get('search=iphone%2013'))).toEqual(['Apple iPhone 13 Pro']);
  });

  test('a search that matches nothing is an empty page', async () => {
    const r = await get('search=xylophone');
    expect(r).toEqual({ count: 0, count_capped: false, next: null, previous: null, results: [] });
  });

  test('lat/lng searches by distance (radius_km, default 25) and reports how far', async () => {
    const near = await get('lat=19.07&lng=72.87');
    expect(titles(near).sort()).toEqual(['Apple iPhone 13 Pro', 'Samsung Galaxy S21']);
    expect(near.results.every((a) => typeof a.distance_km === 'number' && a.distance_km < 25)).toBe(true);
    const tight = await get('lat=19.07&lng=72.87&radius_km=5');
    expect(titles(tight)).toEqual(['Samsung Galaxy S21']);
  });

  test('identical listings share an answer for a second; a write through the API shows at once', async () => {
    const before = await get('sort=-created_on&limit=12');
    await add('fresh', { title: 'Fresh Realme Narzo', city: 'Delhi' });
    const after = await get('sort=-created_on&limit=12');
    expect(after.count).toBe(before.count + 1);
    // A change behind the API's back (another process) shows once the second has passed.
    await h.db.query(`UPDATE ads SET title = 'Renamed elsewhere' WHERE id = $1`, [ids.fresh]);
    expect(titles(await get('sort=-created_on&limit=12'))).toContain('Fresh Realme Narzo');
    h.clock.advance(1000);
    expect(titles(await get('sort=-created_on&limit=12'))).toContain('Renamed elsewhere');
  });

  test('cities of several words, or written outside ASCII, narrow a word search too', async () => {
    await add('navi', { title: 'Vivo Y20 in Navi Mumbai', city: 'Navi Mumbai', data: { brand: 'Vivo' } });
    await add('accent', { title: 'Vivo V25 near Bārāmati', city: 'Bārāmati', data: { brand: 'Vivo' } });
    expect(titles(await get('search=vivo&city=Navi%20Mumbai'))).toEqual(['Vivo Y20 in Navi Mumbai']);
    expect(titles(await get(`search=vivo&city=${encodeURIComponent('Bārāmati')}`))).toEqual(['Vivo V25 near Bārāmati']);
    expect(titles(await get('search=vivo&city=Mumbai'))).toEqual([]);
  });

  test('expired, sold and removed ads are not listed', async () => {
    const sold = await h.app.inject({ method: 'POST', url: `/api/product/${ids.old}/sold/`, headers: seller.auth });
    expect(sold.statusCode).toBe(200);
    expect(titles(await get('search=nokia'))).toEqual([]);
    h.clock.advance(31 * DAY);
    expect((await get('limit=12')).count).toBe(0);
  });

  test('GET /api/search/ is the same search as GET /api/search-product/; GET /api/store/ lists sellers', async () => {
    const post = async (user: Awaited<ReturnType<typeof makeUser>>, title: string) =>
      expect(
        (await h.app.inject({ method: 'POST', url: '/api/product/', headers: user.auth, payload: phoneAd({ title }) }))
          .statusCode,
      ).toBe(201);
    const two = await makeUser(h.db, h.clock.now(), { name: 'Two ads' });
    const one = await makeUser(h.db, h.clock.now(), { name: 'One ad' });
    await post(two, 'Nokia 3310 classic');
    await post(two, 'Nokia 6600 slider');
    await post(one, 'Nokia 1100 torch');

    const qs = 'search=nokia&limit=5';
    const alias = await h.app.inject({ method: 'GET', url: `/api/search/?${qs}` });
    expect(alias.statusCode).toBe(200);
    expect(alias.json().count).toBe(3);
    expect(alias.json().results).toEqual((await get(qs)).results);

    const page = (url: string) => h.app.inject({ method: 'GET', url }).then((r) => r.json());
    const all = await page('/api/store/?limit=50');
    const ours = all.results.filter((s: { id: number }) => s.id === two.id || s.id === one.id);
    expect(ours.map((s: { name: string; ads: number }) => [s.name, s.ads])).toEqual([
      ['Two ads', 2],
      ['One ad', 1],
    ]);
    const first = await page('/api/store/?limit=1');
    expect(first).toMatchObject({ count: all.count, previous: null, results: [all.results[0]] });
    expect(first.next).toMatch(/\/api\/store\/\?.*offset=1/);
  });
});
