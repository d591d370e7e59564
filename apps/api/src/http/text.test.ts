import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ensureCategories, makeUser, phoneAd } from '../features/ads/testing';
import { dbKinds, makeApp } from '../test/harness';
import { errorText } from './errorText';

describe.each(dbKinds())('NUL and lone surrogates on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let asha: Awaited<ReturnType<typeof makeUser>>;
  const ads = async () => (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ads')).rows[0]!.n;

  beforeAll(async () => {
    h = await makeApp(kind);
    await ensureCategories(h.db);
    asha = await makeUser(h.db, h.clock.now(), { name: 'Asha' });
  });
  afterAll(() => h.close());

  /** A JSON body as raw text, so escapes such as `\ud800` arrive as sent. */
  const postAd = (json: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/product/',
      headers: { ...asha.auth, 'content-type': 'application/json' },
      payload: json,
    });
  const adJson = (over: Record<string, string>) => {
    let json = JSON.stringify({ ...phoneAd(), ...Object.fromEntries(Object.keys(over).map((k) => [k, '@@'])) });
    for (const [k, raw] of Object.entries(over)) json = json.replace(`"${k}":"@@"`, `"${k}":${raw}`);
    return json;
  };

  test.each([
    ['NUL in a text field', adJson({ title: '"iPhone\\u0000 13"' }), 'title'],
    ['a lone high surrogate', adJson({ description: '"broken \\ud800 text"' }), 'description'],
    ['a lone low surrogate in a detail', adJson({ data: '{"brand":"\\udc00"}' }), 'data.brand'],
    ['NUL in an image address', adJson({ images: '["https://img.example/a\\u0000.jpg"]' }), 'images.0'],
    ['NUL in a key', adJson({ data: '{"bra\\u0000nd":"Apple"}' }), 'data'],
  ])('a body with %s is a 400 on the field, and nothing is saved', async (_label, json, field) => {
    const before = await ads();
    const res = await postAd(json);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: [errorText.unsafeText] });
    expect(await ads()).toBe(before);
  });

  test('NUL at the bottom of 10,000-deep nesting is found, without a stack overflow', async () => {
    const deep = '{"a":'.repeat(10_000) + '"\\u0000"' + '}'.repeat(10_000);
    const res = await postAd(adJson({ data: deep }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())[0]).toMatch(/^data(\.a)+$/);
  });

  test('whole pairs (emoji, Devanagari) are text like any other', async () => {
    const res = await postAd(adJson({ title: '"Phone 📱 फ़ोन"' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().title).toBe('Phone 📱 फ़ोन');
  });

  test.each([
    ['a query', '/api/search-product/?city=Pune%00', 'city'],
    ['a query parameter of a page', '/api/store/1/?offset=%00', 'offset'],
    ['a path', '/api/lookup/resolve/Mobiles%00/', 'slug'],
    ['an ad page', '/view/%00/', 'id'],
    ['a category page', '/search/%00/', 'slug'],
    ['a store page', '/store/1%00/', 'id'],
    ['the upload store', '/uploads/assets/1/a%00.jpg', '*'],
  ])('NUL in %s is a 400 naming it', async (_label, url, field) => {
    const res = await h.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: [errorText.unsafeText] });
  });
});
