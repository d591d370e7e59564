import type { CityWithAds } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp } from '../../test/harness';
import { ensureCategories, makeUser, phoneAd } from '../ads/testing';

const LUCKNOW = { lat: 26.83928, lng: 80.92313 };

describe.each(dbKinds())('cities with ads on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  const get = async (qs: string) => {
    const res = await h.app.inject({ method: 'GET', url: `/api/lookup/cities-with-ads/?${qs}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CityWithAds[];
  };

  beforeAll(async () => {
    h = await makeApp(kind);
    await ensureCategories(h.db);
    const seller = await makeUser(h.db, h.clock.now());
    const post = async (city: string, state: string) => {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/product/',
        headers: seller.auth,
        payload: phoneAd({ city, state, area: '' }),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number }>().id;
    };
    await post('Kanpur', 'Uttar Pradesh');
    await post('Kanpur', 'Uttar Pradesh');
    await post('Delhi', 'Delhi');
    await post('Mumbai', 'Maharashtra');
    // Ads no longer live do not count: Varanasi's only ad is sold.
    const sold = await post('Varanasi', 'Uttar Pradesh');
    await h.db.query(`UPDATE ads SET status = 'sold' WHERE id = $1`, [sold]);
  });
  afterAll(() => h.close());

  test('near a place with no ads: the cities that have live ads, nearest first, with their counts', async () => {
    const cities = await get(`lat=${LUCKNOW.lat}&lng=${LUCKNOW.lng}`);
    expect(cities.map((c) => c.city)).toEqual(['Kanpur', 'Delhi', 'Mumbai']);
    expect(cities[0]).toMatchObject({ city: 'Kanpur', state: 'Uttar Pradesh', count: 2 });
    expect(cities[0]!.distance_km).toBeGreaterThan(50);
    expect(cities[0]!.distance_km).toBeLessThan(100);
    expect((await get(`lat=${LUCKNOW.lat}&lng=${LUCKNOW.lng}&limit=1`)).map((c) => c.city)).toEqual(['Kanpur']);
  });

  test('a state alone gives its cities with ads first, without distances; nothing gives the popular ones', async () => {
    const inState = await get('state=Uttar%20Pradesh');
    expect(inState[0]).toEqual({ city: 'Kanpur', state: 'Uttar Pradesh', count: 2, distance_km: null });
    expect(inState.map((c) => c.city)).toEqual(['Kanpur', 'Mumbai', 'Delhi']);
    expect((await get('')).map((c) => c.city)).toEqual(['Mumbai', 'Delhi', 'Kanpur']);
  });

  test('half a point or a bad one is a field error', async () => {
    const half = await h.app.inject({ method: 'GET', url: '/api/lookup/cities-with-ads/?lat=26.8' });
    expect(half.statusCode).toBe(400);
    expect(half.json()).toHaveProperty('lng');
    const bad = await h.app.inject({ method: 'GET', url: '/api/lookup/cities-with-ads/?lat=x&lng=80' });
    expect(bad.statusCode).toBe(400);
  });
});
