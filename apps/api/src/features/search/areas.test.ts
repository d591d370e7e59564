import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp } from '../../test/harness';
import { ensureCategories, makeUser, phoneAd } from '../ads/testing';

type Results = { count: number; results: { title: string; area: string; city: string }[] };

describe.each(dbKinds())('search by area on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;

  /** Ads titled by where they are: `Powai 1` is in Powai. */
  const ads: [title: string, city: string, area: string][] = [
    ['Powai 1', 'Mumbai', 'Powai'],
    ['Powai 2', 'Mumbai', 'powai'],
    ['Powai office', 'Mumbai', 'Powai Iit'],
    ['Andheri West', 'Mumbai', 'Andheri West'],
    ['Andheri office', 'Mumbai', 'Andheri H.O'],
    ['Bandra', 'Mumbai', 'Bandra West'],
    ['Mumbai, no area', 'Mumbai', ''],
    ['Koramangala', 'Bengaluru', 'Koramangala'],
    ['Koramangala block', 'Bengaluru', 'Koramangala VI Bk'],
    ['Indiranagar', 'Bengaluru', 'Indiranagar'],
    ['Pune camp', 'Pune', 'Pune Cantt East'],
    ['Pune Kothrud', 'Pune', 'Kothrud'],
  ];

  beforeAll(async () => {
    h = await makeApp(kind);
    await ensureCategories(h.db);
    const seller = await makeUser(h.db, h.clock.now(), { name: 'Seller' });
    for (const [title, city, area] of ads) {
      h.clock.advance(60_000);
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/product/',
        headers: seller.auth,
        payload: phoneAd({ title, city, area }),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  afterAll(() => h.close());

  const get = async (qs: string) => {
    const res = await h.app.inject({ method: 'GET', url: `/api/search-product/?${qs}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Results;
  };
  const titles = (r: Results) => r.results.map((a) => a.title).sort();

  test("an area gives only its neighbourhood's ads, those of its post offices included", async () => {
    const powai = ['Powai 1', 'Powai 2', 'Powai office'];
    expect(titles(await get('city=Mumbai&area=Powai'))).toEqual(powai);
    // The office's name, as the old location modal offered it, is the same neighbourhood.
    expect(titles(await get('city=Mumbai&area=Powai%20Iit'))).toEqual(powai);
    expect(titles(await get('city=Bengaluru&area=Koramangala'))).toEqual(['Koramangala', 'Koramangala block']);
    expect(titles(await get('city=Pune&area=Camp'))).toEqual(['Pune camp']);
  });

  test("a neighbourhood takes its parts ('Andheri' takes Andheri West) but not its neighbours", async () => {
    expect(titles(await get('city=Mumbai&area=Andheri'))).toEqual(['Andheri West', 'Andheri office']);
    expect(titles(await get('city=Mumbai&area=Andheri%20West'))).toEqual(['Andheri West']);
  });

  test('the POST body filters the same way; an area without ads gives none, not every ad of its city', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/search-product/',
      payload: { location: { name: 'Powai', city: 'Mumbai', state: 'Maharashtra', area: 'Powai' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(titles(res.json() as Results)).toEqual(['Powai 1', 'Powai 2', 'Powai office']);
    expect((await get('city=Mumbai&area=Colaba')).count).toBe(0);
    expect((await get('city=Mumbai&area=Koramangala')).count).toBe(0);
    // Without a city the area still filters (every city's neighbourhood of that name).
    expect(titles(await get('area=Koramangala'))).toEqual(['Koramangala', 'Koramangala block']);
  });
});
