import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSession } from '../../http/auth';
import { dbKinds, type makeApp } from '../../test/harness';
import { makeUser, phoneAd, sellersApp } from './testing';

const DAY = 24 * 60 * 60 * 1000;

describe.each(dbKinds())('ads on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let asha: Awaited<ReturnType<typeof makeUser>>;
  let ravi: Awaited<ReturnType<typeof makeUser>>;
  let admin: Awaited<ReturnType<typeof makeUser>>;

  beforeAll(async () => {
    ({ h, asha, ravi } = await sellersApp(kind));
    admin = await makeUser(h.db, h.clock.now(), { name: 'Admin', admin: true });
  });
  afterAll(() => h.close());

  const post = (body: unknown, headers: Record<string, string> = asha.auth) =>
    h.app.inject({ method: 'POST', url: '/api/product/', headers, payload: body as object });

  test('a customer posts an ad; it answers with the full ad, live for 30 days', async () => {
    const res = await post(phoneAd());
    expect(res.statusCode).toBe(201);
    const ad = res.json();
    expect(ad).toMatchObject({
      title: 'Apple iPhone 13, 128 GB, blue',
      price: 42000,
      category_slug: 'Mobiles+Tablets',
      sub_category_slug: 'mobile-phones',
      status: 'active',
      featured: false,
      thumbnail: null,
      city: 'Bengaluru',
      owner: { id: asha.id, name: 'Asha' },
      data: { brand: 'Apple' },
    });
    expect(new Date(ad.expires_at).getTime() - new Date(ad.created_on).getTime()).toBe(30 * DAY);
  });

  test('anonymous posting is 401', async () => {
    expect((await post(phoneAd(), {})).statusCode).toBe(401);
  });

  test('house details get their defaults: 1 bedroom, 1 bathroom, unfurnished', async () => {
    const res = await post({
      title: '2 room flat near metro',
      price: 6500000,
      category: 'Properties',
      sub_category: 'houses-apartments',
      city: 'Pune',
      data: { building_type: 'Apartment' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ building_type: 'Apartment', bedrooms: 1, bathrooms: 1, furnished: false });
  });

  test('jobs default income_to to 0', async () => {
    const res = await post({ title: 'Delivery partner', price: 0, category: 'Jobs', city: 'Delhi' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ income_to: 0 });
  });

  test.each([
    ['an unknown category', { category: 'Spaceships' }, 'category'],
    ['a sub-category of another category', { sub_category: 'cars' }, 'sub_category'],
    ['a price above ten crore', { price: 100_000_001 }, 'price'],
    ['a fractional price', { price: 10.5 }, 'price'],
    ['a missing title', { title: '' }, 'title'],
    ['13 images', { images: Array.from({ length: 13 }, (_, i) => `https://img.example/${i}.jpg`) }, 'images'],
    ['an image path that was never uploaded', { images: ['/etc/passwd'] }, 'images.0'],
    ['an image address that cannot be parsed', { images: ['https://img.example/a.jpg', 'https://[::1'] }, 'images.1'],
    ['an image address that is not the web', { images: ['javascript:alert(1)'] }, 'images.0'],
    ['an image address with no host', { images: ['http://'] }, 'images.0'],
    ['an unknown phone detail', { data: { brand: 'Apple', colour: 'blue' } }, 'data.colour'],
  ])('%s is a 400 naming the field', async (_label, over, field) => {
    const res = await post(phoneAd(over as object));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toContain(field);
  });

  test('image addresses are kept as parsed: http or https, with a host', async () => {
    const res = await post(phoneAd({ images: ['http://img.example/a b.jpg', 'HTTPS://IMG.example/c.jpg'] }));
    expect(res.statusCode).toBe(201);
    expect(res.json().images.map((i: { url: string }) => i.url)).toEqual([
      'http://img.example/a%20b.jpg',
      'https://img.example/c.jpg',
    ]);
  });

  test.each([
    [{ year: 1949 }, 'data.year'],
    [{ year: new Date('2026-11-21').getUTCFullYear() + 2 }, 'data.year'],
    [{ fuel: 'Steam' }, 'data.fuel'],
    [{ transition: 'Semi' }, 'data.transition'],
    [{ owner: '5th' }, 'data.owner'],
    [{ mileage: 'low' }, 'data.mileage'],
  ])('car details %o are a 400 on %s, in words a person wrote', async (data, field) => {
    const res = await post(phoneAd({ title: 'Honda City 2015', category: 'Cars+Bikes', sub_category: 'cars', data }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty([field]);
    for (const message of res.json()[field] as string[])
      expect(message).not.toMatch(/expected|Invalid input|Too big|<=/);
  });

  test('a car from the year 3020 is told the years it may be', async () => {
    const data = { year: 3020 };
    const res = await post(phoneAd({ title: 'Honda City 2015', category: 'Cars+Bikes', sub_category: 'cars', data }));
    const next = h.clock.now().getUTCFullYear() + 1;
    expect(res.json()).toEqual({ 'data.year': [`Enter a year from 1950 to ${next}.`] });
  });

  test('valid car details are kept; next year is an allowed model year', async () => {
    const data = { brand: 'Honda', year: 2027, mileage: 54000, fuel: 'CNG', transition: 'Manual', owner: '2nd' };
    const res = await post(phoneAd({ title: 'Honda City 2015', category: 'Cars+Bikes', sub_category: 'cars', data }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual(data);
  });

  test('a house detail of the wrong type names it', async () => {
    const res = await post({
      title: 'Villa',
      price: 1,
      category: 'Properties',
      sub_category: 'houses-apartments',
      city: 'Goa',
      data: { bedrooms: 'three', furnished: 'yes' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty(['data.bedrooms']);
    expect(res.json()).toHaveProperty(['data.furnished']);
  });

  test('only the owner reads, edits, sells or deletes an ad: 403 for another user, 401 anonymous', async () => {
    const id = (await post(phoneAd({ title: 'Mine only' }))).json().id;
    for (const [method, url] of [
      ['GET', `/api/product/${id}/`],
      ['PUT', `/api/product/${id}/`],
      ['DELETE', `/api/product/${id}/`],
      ['POST', `/api/product/${id}/sold/`],
      ['POST', `/api/product/${id}/renew/`],
    ] as const) {
      const other = await h.app.inject({ method, url, headers: ravi.auth, payload: { price: 1 } });
      expect(other.statusCode, `${method} ${url} by another user`).toBe(403);
      const anon = await h.app.inject({ method, url, payload: { price: 1 } });
      expect(anon.statusCode, `${method} ${url} anonymous`).toBe(401);
    }
    expect((await h.app.inject({ method: 'GET', url: `/api/product/${id}/`, headers: asha.auth })).statusCode).toBe(
      200,
    );
    expect((await h.app.inject({ method: 'GET', url: '/api/product/999999/', headers: asha.auth })).statusCode).toBe(
      404,
    );
    expect((await h.app.inject({ method: 'GET', url: '/api/product/abc/', headers: asha.auth })).statusCode).toBe(404);
  });

  test('PUT changes the given fields and keeps the rest', async () => {
    const id = (await post(phoneAd({ title: 'Edit me' }))).json().id;
    h.clock.advance(60_000);
    const res = await h.app.inject({
      method: 'PUT',
      url: `/api/product/${id}/`,
      headers: asha.auth,
      payload: { price: 39999, title: 'Edited' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Edited', price: 39999, city: 'Bengaluru', data: { brand: 'Apple' } });
    expect(res.json().updated_on).not.toBe(res.json().created_on);
    const bad = await h.app.inject({
      method: 'PUT',
      url: `/api/product/${id}/`,
      headers: asha.auth,
      payload: { price: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('price');
  });

  test('public detail counts views (not the owner), and says when an ad is sold', async () => {
    const id = (await post(phoneAd({ title: 'Viewed' }))).json().id;
    const view = () => h.app.inject({ method: 'GET', url: `/api/products/${id}/` });
    /** The ads row's version: counting views must not rewrite it (nor its word index entries). */
    const rowVersion = async () =>
      (await h.db.query<{ v: string }>('SELECT xmin::text AS v FROM ads WHERE id = $1', [id])).rows[0]!.v;
    const before = await rowVersion();
    expect((await view()).json().views).toBe(1);
    expect((await view()).json().views).toBe(2);
    const own = await h.app.inject({ method: 'GET', url: `/api/products/${id}/`, headers: asha.auth });
    expect(own.json().views).toBe(2);
    // Views are written in batches, at most a second apart.
    h.clock.advance(1000);
    expect((await view()).json().views).toBe(3);
    const stored = await h.db.query<{ views: number }>('SELECT views FROM ad_views WHERE ad_id = $1', [id]);
    expect(stored.rows[0]!.views).toBe(3);
    expect(await rowVersion()).toBe(before);

    const sold = await h.app.inject({ method: 'POST', url: `/api/product/${id}/sold/`, headers: asha.auth });
    expect(sold.json().status).toBe('sold');
    expect((await view()).json()).toMatchObject({ id, status: 'sold' });
  });

  test('the owner can undo marking an ad sold for a minute; then it stays sold', async () => {
    const id = (await post(phoneAd({ title: 'Sold by mistake' }))).json().id;
    const act = (what: 'sold' | 'unsold', headers = asha.auth) =>
      h.app.inject({ method: 'POST', url: `/api/product/${id}/${what}/`, headers });

    expect((await act('unsold')).statusCode).toBe(400); // never sold
    expect((await act('sold')).json().status).toBe('sold');
    expect((await act('unsold', ravi.auth)).statusCode).toBe(403);
    h.clock.advance(50_000);
    const undone = await act('unsold');
    expect(undone.statusCode).toBe(200);
    expect(undone.json().status).toBe('active');
    expect((await h.app.inject({ method: 'GET', url: `/api/products/${id}/` })).json().status).toBe('active');

    expect((await act('sold')).statusCode).toBe(200);
    h.clock.advance(61_000);
    const late = await act('unsold');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toHaveProperty('status');
    expect((await h.app.inject({ method: 'GET', url: `/api/products/${id}/` })).json().status).toBe('sold');
  });

  test('a removed ad is gone from every public read; its owner still reads it', async () => {
    const phone = 'Call me on 9876543210';
    const id = (await post(phoneAd({ title: 'Removed phone', description: phone }))).json().id;
    const saved = await h.app.inject({
      method: 'POST',
      url: '/api/favorite/',
      headers: ravi.auth,
      payload: { product: id },
    });
    expect(saved.statusCode).toBe(201);
    const del = await h.app.inject({ method: 'DELETE', url: `/api/product/${id}/`, headers: asha.auth });
    expect(del.statusCode).toBe(204);

    const get = (url: string, headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url, headers });
    for (const headers of [{}, ravi.auth, admin.auth]) {
      const gone = await get(`/api/products/${id}/`, headers);
      expect(gone.statusCode).toBe(404);
      expect(gone.body).not.toContain('9876543210');
    }
    expect((await get(`/view/${id}/`)).statusCode).toBe(410);
    expect((await get(`/view/${id}/`)).body).not.toContain('9876543210');
    expect((await get('/sitemap.xml')).body).not.toContain(`/view/${id}/`);
    const ids = (res: { json: () => { results: { id: number }[] } }) => res.json().results.map((a) => a.id);
    expect(ids(await get(`/api/store/${asha.id}/`))).not.toContain(id);
    expect(ids(await get('/api/search-product/?search=removed'))).not.toContain(id);
    expect(ids(await get('/api/favorite/', ravi.auth))).not.toContain(id);

    // Its owner: the ad itself, on the public detail too, and My Ads when asked for removed ones.
    const mine = await get(`/api/product/${id}/`, asha.auth);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id, status: 'removed', description: phone });
    expect((await get(`/api/products/${id}/`, asha.auth)).json()).toMatchObject({ id, status: 'removed' });
    expect(ids(await get('/api/product/', asha.auth))).not.toContain(id);
    const removed = await get('/api/product/?status=removed', asha.auth);
    expect(ids(removed)).toEqual([id]);
    // Removed is final: it cannot be edited, sold or renewed back to life.
    for (const [method, url] of [
      ['PUT', `/api/product/${id}/`],
      ['POST', `/api/product/${id}/sold/`],
      ['POST', `/api/product/${id}/renew/`],
    ] as const) {
      expect((await h.app.inject({ method, url, headers: asha.auth, payload: {} })).statusCode).toBe(404);
    }
  });

  test('my ads: limit caps at 200, and next links chain through every page', async () => {
    const me = await makeUser(h.db, h.clock.now(), { name: 'Lister' });
    for (let i = 0; i < 5; i++) {
      h.clock.advance(1000);
      expect((await post(phoneAd({ title: `Listing ${i}` }), me.auth)).statusCode).toBe(201);
    }
    const titles: string[] = [];
    let url: string | null = '/api/product/?limit=2';
    let pages = 0;
    while (url) {
      const current: string = url;
      const res = await h.app.inject({ method: 'GET', url: current, headers: me.auth });
      expect(res.statusCode).toBe(200);
      const body: { count: number; next: string | null; results: { title: string }[] } = res.json();
      expect(body.count).toBe(5);
      titles.push(...body.results.map((a: { title: string }) => a.title));
      url = body.next;
      if (url) expect(url).toMatch(/^https?:\/\/[^/]+\/api\/product\/\?limit=2&offset=\d+$/);
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(titles).toEqual(['Listing 4', 'Listing 3', 'Listing 2', 'Listing 1', 'Listing 0']);
    const capped = await h.app.inject({ method: 'GET', url: '/api/product/?limit=5000', headers: me.auth });
    expect(capped.statusCode).toBe(200);
    const bad = await h.app.inject({ method: 'GET', url: '/api/product/?limit=zero', headers: me.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('limit');
  });

  test('the admin list is for admins only and filters by status', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/products/' })).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'GET', url: '/api/products/', headers: asha.auth })).statusCode).toBe(403);
    const all = await h.app.inject({ method: 'GET', url: '/api/products/', headers: admin.auth });
    expect(all.statusCode).toBe(200);
    const sold = await h.app.inject({ method: 'GET', url: '/api/products/?status=sold', headers: admin.auth });
    expect(sold.json().count).toBeGreaterThan(0);
    expect(sold.json().results.every((a: { status: string }) => a.status === 'sold')).toBe(true);
    expect(sold.json().count).toBeLessThan(all.json().count);
    const bad = await h.app.inject({ method: 'GET', url: '/api/products/?status=lost', headers: admin.auth });
    expect(bad.statusCode).toBe(400);
  });

  test('an ad expires after 30 days (404 to the public) until its owner renews it', async () => {
    const id = (await post(phoneAd({ title: 'Short lived' }))).json().id;
    h.clock.advance(30 * DAY + 1000);
    // Sessions also last 30 days: sign in again after the jump.
    asha.auth = { authorization: `Bearer ${await createSession(h.db, asha.id, h.clock.now())}` };
    expect((await h.app.inject({ method: 'GET', url: `/api/products/${id}/` })).statusCode).toBe(404);
    const mine = await h.app.inject({ method: 'GET', url: `/api/product/${id}/`, headers: asha.auth });
    expect(mine.json().status).toBe('expired');
    const renewed = await h.app.inject({ method: 'POST', url: `/api/product/${id}/renew/`, headers: asha.auth });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().status).toBe('active');
    expect((await h.app.inject({ method: 'GET', url: `/api/products/${id}/` })).statusCode).toBe(200);
  });

  test('ads are named by their category and sub-category, also in one added after the names were remembered', async () => {
    const id = (await post(phoneAd({ title: 'Named in a new category' }))).json().id;
    const before = await h.app.inject({ method: 'GET', url: `/api/products/${id}/` });
    expect(before.json()).toMatchObject({ category_title: 'Mobiles & Tablets', sub_category_title: 'Mobile Phones' });
    const cat = await h.db.query<{ id: number }>(
      `INSERT INTO categories (slug, title) VALUES ('Books+Music', 'Books & Music') RETURNING id`,
    );
    const sub = await h.db.query<{ id: number }>(
      `INSERT INTO sub_categories (category_id, slug, title) VALUES ($1, 'comics', 'Comics') RETURNING id`,
      [cat.rows[0]!.id],
    );
    await h.db.query('UPDATE ads SET category_id = $1, sub_category_id = $2 WHERE id = $3', [
      cat.rows[0]!.id,
      sub.rows[0]!.id,
      id,
    ]);
    const after = await h.app.inject({ method: 'GET', url: `/api/products/${id}/` });
    expect(after.json()).toMatchObject({
      category_slug: 'Books+Music',
      category_title: 'Books & Music',
      sub_category_slug: 'comics',
      sub_category_title: 'Comics',
    });
  });
});
