import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp } from '../../test/harness';
import { ensureCategories, makeUser, phoneAd } from '../ads/testing';

describe.each(dbKinds())('favourites and stores on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let seller: Awaited<ReturnType<typeof makeUser>>;
  let buyer: Awaited<ReturnType<typeof makeUser>>;
  const ads: number[] = [];

  beforeAll(async () => {
    h = await makeApp(kind);
    await ensureCategories(h.db);
    seller = await makeUser(h.db, h.clock.now(), { name: 'Meera Traders', fresh: true });
    buyer = await makeUser(h.db, h.clock.now(), { name: 'Buyer' });
    for (const title of ['Redmi Note 12', 'OnePlus Nord', 'Vivo Y20']) {
      h.clock.advance(1000);
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/product/',
        headers: seller.auth,
        payload: phoneAd({ title }),
      });
      ads.push(res.json().id);
    }
  });
  afterAll(() => h.close());

  test('a customer saves ads (once), lists them newest saved first, and removes them', async () => {
    const save = (product: unknown) =>
      h.app.inject({ method: 'POST', url: '/api/favorite/', headers: buyer.auth, payload: { product } });
    expect((await save(ads[0])).statusCode).toBe(201);
    h.clock.advance(1000);
    expect((await save(ads[2])).statusCode).toBe(201);
    expect((await save(ads[2])).statusCode).toBe(200);
    const list = await h.app.inject({ method: 'GET', url: '/api/favorite/', headers: buyer.auth });
    expect(list.json().count).toBe(2);
    expect(list.json().results.map((a: { title: string }) => a.title)).toEqual(['Vivo Y20', 'Redmi Note 12']);
    const one = await h.app.inject({ method: 'GET', url: `/api/favorite/?product=${ads[1]}`, headers: buyer.auth });
    expect(one.json().count).toBe(0);

    expect(
      (await h.app.inject({ method: 'DELETE', url: `/api/favorite/${ads[0]}/`, headers: buyer.auth })).statusCode,
    ).toBe(204);
    expect(
      (await h.app.inject({ method: 'DELETE', url: `/api/favorite/?product=${ads[2]}`, headers: buyer.auth }))
        .statusCode,
    ).toBe(204);
    expect((await h.app.inject({ method: 'GET', url: '/api/favorite/', headers: buyer.auth })).json().count).toBe(0);
  });

  test('favourites need sign-in, a real ad and a numeric id', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/favorite/' })).statusCode).toBe(401);
    expect(
      (await h.app.inject({ method: 'POST', url: '/api/favorite/', payload: { product: ads[0] } })).statusCode,
    ).toBe(401);
    const missing = await h.app.inject({
      method: 'POST',
      url: '/api/favorite/',
      headers: buyer.auth,
      payload: { product: 999999 },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/favorite/',
      headers: buyer.auth,
      payload: { product: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('product');
  });

  test("a seller's store shows their name, member since and live ads, paginated", async () => {
    await h.app.inject({ method: 'POST', url: `/api/product/${ads[1]}/sold/`, headers: seller.auth });
    const res = await h.app.inject({ method: 'GET', url: `/api/store/${seller.id}/?limit=1` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.seller).toMatchObject({
      id: seller.id,
      name: 'Meera Traders',
      member_since: '2026-11-21T10:00:00.000Z',
      ads_live: 2,
      ads_sold: 1,
    });
    expect(body.count).toBe(2);
    expect(body.results.map((a: { title: string }) => a.title)).toEqual(['Vivo Y20']);
    expect(body.next).toContain(`/api/store/${seller.id}/?limit=1&offset=1`);
    expect((await h.app.inject({ method: 'GET', url: '/api/store/999999/' })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: '/api/store/abc/' })).statusCode).toBe(404);
  });
});
