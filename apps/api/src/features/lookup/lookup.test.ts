import type { Category, City, Place } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp } from '../../test/harness';

describe.each(dbKinds())('lookups on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  beforeAll(async () => {
    h = await makeApp(kind);
  });
  afterAll(() => h.close());
  const get = (url: string) => h.app.inject({ method: 'GET', url });

  test('GET /api/lookup/cats/ lists the 12 categories with their sub-categories as cat_list', async () => {
    const res = await get('/api/lookup/cats/');
    expect(res.statusCode).toBe(200);
    const cats = res.json() as Category[];
    expect(cats).toHaveLength(12);
    expect(cats[0]).toMatchObject({ title: 'Mobiles & Tablets', slug: 'Mobiles+Tablets' });
    expect(cats[0]!.cat_list.slice(0, 3).map((s) => s.title)).toEqual(['Mobile Phones', 'Tablets', 'Accessories']);
    expect(cats[0]!.cat_list[0]).toEqual({ id: expect.any(Number), title: 'Mobile Phones', slug: 'mobile-phones' });
    const props = cats.find((c) => c.slug === 'Properties')!;
    expect(props.cat_list.slice(0, 3).map((s) => s.title)).toEqual([
      'Houses & Apartments',
      'Lands & Plots',
      'Shops & Offices',
    ]);
  });

  test('GET /api/lookup/popular-cities/ gives the 12 largest cities, Mumbai first', async () => {
    const cities = (await get('/api/lookup/popular-cities/')).json() as Place[];
    expect(cities).toHaveLength(12);
    expect(cities[0]).toMatchObject({ type: 'city', name: 'Mumbai', city: 'Mumbai', area: '', state: 'Maharashtra' });
  });

  test('GET /api/lookup/cities/?search= ranks prefix matches, tolerates typos and keeps same names apart by state', async () => {
    const pune = (await get('/api/lookup/cities/?search=pun')).json() as City[];
    expect(pune[0]).toMatchObject({ name: 'Pune', state: 'Maharashtra' });
    expect(pune.length).toBeLessThanOrEqual(10);
    const typo = (await get('/api/lookup/cities/?search=bangaluru')).json() as City[];
    expect(typo.map((c) => c.name)).toContain('Bengaluru');
    const aurangabad = (await get('/api/lookup/cities/?search=Aurangabad')).json() as City[];
    const states = aurangabad.filter((c) => c.name === 'Aurangabad').map((c) => c.state);
    expect(states).toEqual(expect.arrayContaining(['Maharashtra', 'Bihar']));
    const accent = (await get('/api/lookup/cities/?search=S%C5%ABrat')).json() as City[];
    expect(accent[0]?.name).toBe('Surat');
    expect((await get('/api/lookup/cities/?search=%25%25')).statusCode).toBe(200);
    expect((await get(`/api/lookup/cities/?search=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });

  test('GET /api/lookup/places/ finds cities and localities with pincodes, at most 10', async () => {
    const places = (await get('/api/lookup/places/?search=koramangala')).json() as Place[];
    expect(places.length).toBeLessThanOrEqual(10);
    expect(places[0]).toMatchObject({
      type: 'locality',
      area: 'Koramangala',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560034',
    });
    const city = (await get('/api/lookup/places/?search=jaipur')).json() as Place[];
    expect(city[0]).toMatchObject({ type: 'city', name: 'Jaipur', state: 'Rajasthan' });
    const byPin = (await get('/api/lookup/places/?search=400069')).json() as Place[];
    expect(byPin.length).toBeGreaterThan(0);
    expect(byPin.every((p) => p.pincode === '400069' && p.city === 'Mumbai')).toBe(true);
    expect((await get('/api/lookup/places/?search=')).json()).toEqual([]);
  });

  test('GET /api/lookup/nearest/ gives the nearest city, 404 far from India, 400 without coordinates', async () => {
    const res = await get('/api/lookup/nearest/?lat=12.9352&lng=77.6245'); // Koramangala
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'city', name: 'Bengaluru', state: 'Karnataka' });
    expect(res.json().distance_km).toBeLessThan(15);
    expect((await get('/api/lookup/nearest/?lat=51.5&lng=-0.12')).statusCode).toBe(404);
    const bad = await get('/api/lookup/nearest/?lat=abc');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(expect.arrayContaining(['lat', 'lng']));
  });

  test('GET /api/lookup/brands/?type= lists brands of a type; an unknown type is a 400', async () => {
    const cars = (await get('/api/lookup/brands/?type=cars')).json() as { name: string; type: string }[];
    expect(cars[0]).toEqual({ id: expect.any(Number), name: 'Maruti Suzuki', type: 'cars' });
    expect(cars.at(-1)?.name).toBe('Other');
    for (const type of ['phones', 'tablets', 'watches', 'bikes', 'scooters']) {
      expect(((await get(`/api/lookup/brands/?type=${type}`)).json() as unknown[]).length).toBeGreaterThan(5);
    }
    const bad = await get('/api/lookup/brands/?type=boats');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('type');
  });
});
