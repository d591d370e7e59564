import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp } from '../../test/harness';
import { ensureCategories, makeUser, phoneAd } from '../ads/testing';

describe.each(dbKinds())('suggestions, resolve, plans and banners on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  beforeAll(async () => {
    h = await makeApp(kind);
    await ensureCategories(h.db);
    const seller = await makeUser(h.db, h.clock.now());
    for (const title of ['Apple iPhone 12', 'Honda Activa']) {
      await h.app.inject({ method: 'POST', url: '/api/product/', headers: seller.auth, payload: phoneAd({ title }) });
    }
  });
  afterAll(() => h.close());

  const suggest = async (search: string, lang = 'en-IN') => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/any-request/',
      headers: { 'accept-language': lang },
      payload: { search, action: 'SEARCH_WORD' },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { label: string; search: string; category: string | null }[];
  };

  test('categories and sub-categories are suggested by prefix, with their category', async () => {
    const s = await suggest('mob');
    expect(s).toContainEqual({ label: 'Mobile Phones', search: 'mobile phones', category: 'Mobiles+Tablets' });
    expect(s.length).toBeLessThanOrEqual(10);
  });

  test('a Hindi reader gets category names in Hindi, typed in either script; the search finds the same ads', async () => {
    const latin = await suggest('mob', 'hi');
    expect(latin).toContainEqual({ label: 'मोबाइल फ़ोन', search: 'mobile phones', category: 'Mobiles+Tablets' });
    expect(latin).toContainEqual({ label: 'मोबाइल और टैबलेट', search: '', category: 'Mobiles+Tablets' });
    expect(latin.map((w) => w.label)).not.toContain('Mobile Phones');
    const devanagari = await suggest('मोबा', 'hi');
    expect(devanagari).toContainEqual({ label: 'मोबाइल फ़ोन', search: 'mobile phones', category: 'Mobiles+Tablets' });
    // The same prefix in English is still English (each language's answer is cached apart).
    expect(await suggest('mob')).toContainEqual({
      label: 'Mobile Phones',
      search: 'mobile phones',
      category: 'Mobiles+Tablets',
    });
  });

  test('searches people make become suggestions, the most searched first', async () => {
    for (let i = 0; i < 3; i++) await h.app.inject({ method: 'GET', url: '/api/search-product/?search=iphone%2012' });
    await h.app.inject({ method: 'GET', url: '/api/search-product/?search=iphone' });
    const s = await suggest('iph');
    expect(s.slice(0, 2).map((w) => w.search)).toEqual(['iphone 12', 'iphone']);
    // A search that found nothing is not remembered.
    await h.app.inject({ method: 'GET', url: '/api/search-product/?search=qwertyuiop' });
    expect(await suggest('qwerty')).toEqual([]);
    // Nothing typed: the most searched.
    expect((await suggest(''))[0]!.search).toBe('iphone 12');
  });

  test('words of ads are suggested before anyone has searched them', async () => {
    expect(await suggest('acti')).toContainEqual({ label: 'activa', search: 'activa', category: null });
  });

  test('a typo still suggests the word meant', async () => {
    expect((await suggest('furnitur')).map((w) => w.label)).toContain('Furniture');
  });

  test('an unknown action is a 400', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/any-request/',
      payload: { search: 'x', action: 'DROP' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('action');
  });

  test('resolve names a category, a sub-category, or 404s', async () => {
    const cat = await h.app.inject({ method: 'GET', url: '/api/lookup/resolve/Mobiles+Tablets/' });
    expect(cat.json()).toMatchObject({ type: 'category', category: { slug: 'Mobiles+Tablets' } });
    const sub = await h.app.inject({ method: 'GET', url: '/api/lookup/resolve/mobile-phones/' });
    expect(sub.json()).toMatchObject({
      type: 'sub_category',
      category: { slug: 'Mobiles+Tablets' },
      sub_category: { slug: 'mobile-phones' },
    });
    expect((await h.app.inject({ method: 'GET', url: '/api/lookup/resolve/no-such-thing-here/' })).statusCode).toBe(
      404,
    );
  });

  test('resolve finds a city of the reference list when it is loaded', async () => {
    const { rows } = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cities');
    if (!rows[0]!.n) return; // the reference seed is not in this template
    const res = await h.app.inject({ method: 'GET', url: '/api/lookup/resolve/bengaluru/' });
    expect(res.json()).toMatchObject({ type: 'place', place: { city: 'Bengaluru', state: 'Karnataka' } });
  });

  test('plans come from configuration with price, days and the cashback promise', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/plans/' });
    const plans = res.json().results;
    expect(plans.length).toBeGreaterThan(0);
    expect(plans[0]).toMatchObject({ id: 'featured-7', days: 7, price_paise: 9900, price: 99 });
    expect(plans[0].cashback).toContain('7 days');
  });

  test('the banner pool answers the newest house banners with their assets', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/banner-pool/?pool_type=banners&sort=-created_on&limit=2',
    });
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results).toHaveLength(2);
    expect(results[0].id).toBe(2);
    expect(results[0].assets[0]).toMatchObject({ link: '/inbox/', title: expect.stringContaining('Chat') });
    const img = await h.app.inject({ method: 'GET', url: new URL(results[0].assets[0].image).pathname });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/svg+xml');
    expect((await h.app.inject({ method: 'GET', url: '/api/banner-pool/?limit=0' })).statusCode).toBe(400);
  });
});
