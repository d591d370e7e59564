import type { Category, City, Place } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp } from '../../test/harness';

/** Flat-earth kilometres: right to a few metres over the distances asked here. */
const kmBetween = (aLat: number, aLng: number, bLat: number, bLng: number) =>
  111.32 * Math.hypot(aLat - bLat, (aLng - bLng) * Math.cos((aLat * Math.PI) / 180));

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

  test('GET /api/lookup/places/ lists a neighbourhood once, as people name it, not its post offices or a town of its name', async () => {
    const powai = (await get('/api/lookup/places/?search=powai')).json() as Place[];
    expect(powai[0]).toMatchObject({
      type: 'locality',
      name: 'Powai',
      area: 'Powai',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400076',
    });
    expect(powai.filter((p) => p.name.toLowerCase().startsWith('powai') && p.state === 'Maharashtra')).toHaveLength(1);
    const koramangala = (await get('/api/lookup/places/?search=koramangala')).json() as Place[];
    expect(koramangala.filter((p) => p.city === 'Bengaluru').map((p) => p.name)).toEqual(['Koramangala']);
    // An office's own name finds its neighbourhood.
    const office = (await get('/api/lookup/places/?search=andheri%20h.o')).json() as Place[];
    expect(office[0]).toMatchObject({ name: 'Andheri', city: 'Mumbai' });
  });

  test("Koramangala's point is within a few km of Bengaluru's centre, Powai's of the lake", async () => {
    const [k] = (await get('/api/lookup/places/?search=koramangala')).json() as Place[];
    expect(kmBetween(k!.lat!, k!.lng!, 12.9716, 77.5946)).toBeLessThan(8);
    const [p] = (await get('/api/lookup/places/?search=powai')).json() as Place[];
    expect(kmBetween(p!.lat!, p!.lng!, 19.1273, 72.9052)).toBeLessThan(3);
  });

  test('GET /api/lookup/nearest/ answers the address of a point in a neighbourhood: area, subarea, city, district, state, pincode, country', async () => {
    const res = await get('/api/lookup/nearest/?lat=12.9352&lng=77.6245'); // Koramangala
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      type: 'locality',
      id: expect.any(Number),
      name: 'Koramangala',
      area: 'Koramangala',
      subarea: expect.any(String),
      city: 'Bengaluru',
      district: 'Bengaluru',
      state: 'Karnataka',
      pincode: expect.stringMatching(/^5600\d\d$/),
      country: 'India',
      lat: expect.any(Number),
      lng: expect.any(Number),
      distance_km: expect.any(Number),
    });
    expect(res.json().distance_km).toBeLessThan(1);
    const powai = (await get('/api/lookup/nearest/?lat=19.1176&lng=72.906')).json();
    expect(powai).toMatchObject({ area: 'Powai', subarea: 'Powai Iit', city: 'Mumbai', pincode: '400076' });
  });

  test('GET /api/lookup/nearest/ gives the nearest city away from known neighbourhoods, 404 far from India, 400 without coordinates', async () => {
    const res = await get('/api/lookup/nearest/?lat=13.0&lng=77.68'); // Krishnarajapuram, east of Bengaluru
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      type: 'city',
      name: 'Bengaluru',
      city: 'Bengaluru',
      area: '',
      subarea: '',
      district: 'Bengaluru',
      state: 'Karnataka',
      pincode: null,
      country: 'India',
    });
    expect(res.json().distance_km).toBeLessThan(15);
    expect((await get('/api/lookup/nearest/?lat=51.5&lng=-0.12')).statusCode).toBe(404);
    const bad = await get('/api/lookup/nearest/?lat=abc');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(expect.arrayContaining(['lat', 'lng']));
  });

  test('GET /api/lookup/resolve/{area}/ gives the neighbourhood with its city, not a town of its name', async () => {
    const powai = (await get('/api/lookup/resolve/Powai/')).json();
    expect(powai).toMatchObject({ type: 'place', place: { name: 'Powai', area: 'Powai', city: 'Mumbai' } });
    const k = (await get('/api/lookup/resolve/Koramangala/')).json();
    expect(k).toMatchObject({ type: 'place', place: { name: 'Koramangala', area: 'Koramangala', city: 'Bengaluru' } });
    const office = (await get('/api/lookup/resolve/powai-iit/')).json();
    expect(office).toMatchObject({ place: { name: 'Powai', area: 'Powai', city: 'Mumbai' } });
    const city = (await get('/api/lookup/resolve/mumbai/')).json();
    expect(city).toMatchObject({ place: { name: 'Mumbai', area: '', city: 'Mumbai' } });
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
