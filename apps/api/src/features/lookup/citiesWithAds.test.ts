import type { AdInput, CityWithAds } from '@haat/contract';
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
    const post = async (city: string, state: string, over: Partial<AdInput> = {}) => {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/product/',
        headers: seller.auth,
        payload: phoneAd({ city, state, area: '', ...over }),
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
    // Vehicles: a car in Delhi, a bike in Mumbai, and Kanpur's only car is sold.
    const car = { title: 'Honda City 2015', category: 'Cars+Bikes', sub_category: 'cars', data: { brand: 'Honda' } };
    await post('Delhi', 'Delhi', car);
    await post('Mumbai', 'Maharashtra', { ...car, title: 'Honda Activa 6G', sub_category: 'bikes' });
    const soldCar = await post('Kanpur', 'Uttar Pradesh', car);
    await h.db.query(`UPDATE ads SET status = 'sold' WHERE id = $1`, [soldCar]);
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

  test('with a category, only cities with live ads of it, counting only those ads', async () => {
    const near = `lat=${LUCKNOW.lat}&lng=${LUCKNOW.lng}`;
    const vehicles = await get(`${near}&category=${encodeURIComponent('Cars+Bikes')}`);
    expect(vehicles.map((c) => [c.city, c.count])).toEqual([
      ['Delhi', 1],
      ['Mumbai', 1],
    ]);
    // A sub-category alone, or with its category; the category by its title as search takes it.
    expect((await get(`${near}&sub_category=cars`)).map((c) => c.city)).toEqual(['Delhi']);
    expect((await get(`${near}&category=Cars%20%26%20Bikes&sub_category=bikes`)).map((c) => c.city)).toEqual([
      'Mumbai',
    ]);
    expect((await get('state=Uttar%20Pradesh&category=Furniture')).map((c) => c.city)).toEqual([]);
    // Empty is absent: the answer of no category.
    expect((await get(`${near}&category=&sub_category=`)).map((c) => c.city)).toEqual(['Kanpur', 'Delhi', 'Mumbai']);
  });

  test.each([
    ['category=Boats', { category: ['Unknown category.'] }],
    ['sub_category=yachts', { sub_category: ['Unknown sub-category.'] }],
    ['category=99999999999', { category: ['Unknown category.'] }],
    ['category=Cars%2BBikes&sub_category=sofas', { sub_category: ['This sub-category is not part of Cars & Bikes.'] }],
  ])('%s is a 400 naming the field', async (qs, errors) => {
    const res = await h.app.inject({ method: 'GET', url: `/api/lookup/cities-with-ads/?${qs}` });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(errors);
  });

  test('a category name past 60 characters is a 400 before any lookup', async () => {
    const res = await h.app.inject({ method: 'GET', url: `/api/lookup/cities-with-ads/?category=${'x'.repeat(61)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('category');
  });

  test('half a point or a bad one is a field error', async () => {
    const half = await h.app.inject({ method: 'GET', url: '/api/lookup/cities-with-ads/?lat=26.8' });
    expect(half.statusCode).toBe(400);
    expect(half.json()).toHaveProperty('lng');
    const bad = await h.app.inject({ method: 'GET', url: '/api/lookup/cities-with-ads/?lat=x&lng=80' });
    expect(bad.statusCode).toBe(400);
  });
});
