import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp } from '../../test/harness';
import { ensureCategories, makeUser, phoneAd } from '../ads/testing';

type Item = { id: number; title: string; description: string };

const BIKE = { category: 'Cars+Bikes', sub_category: 'bikes', data: { brand: 'Hero', year: 2019, fuel: 'Petrol' } };
const FRIDGE = { category: 'Electronics+Appliances', sub_category: 'fridges', data: { brand: 'Samsung' } };

describe.each(dbKinds())('search in Hindi and English on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let seller: Awaited<ReturnType<typeof makeUser>>;

  const post = async (over: object) => {
    h.clock.advance(60_000);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/product/',
      headers: seller.auth,
      payload: phoneAd(over),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Item;
  };
  const find = async (search: string) => {
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/search-product/?search=${encodeURIComponent(search)}&limit=50`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { results: Item[] }).results.map((a) => a.title).sort();
  };

  beforeAll(async () => {
    h = await makeApp(kind);
    await ensureCategories(h.db);
    seller = await makeUser(h.db, h.clock.now(), { name: 'Seller' });
    await post({ title: 'Apple iPhone 12, 64 GB', data: { brand: 'Apple' } });
    await post({ title: 'Royal Enfield Classic 350 bike', ...BIKE, data: { ...BIKE.data, brand: 'Royal Enfield' } });
    await post({ title: 'Samsung double door fridge', ...FRIDGE });
    await post({ title: 'Whirlpool refrigerator 190 L', ...FRIDGE, data: { brand: 'Whirlpool' } });
    await post({ title: 'Teak wood sofa set', category: 'Furniture', sub_category: 'sofas-dining', data: {} });
    await post({
      title: 'बाइक बेचना है, हीरो स्प्लेंडर',
      description: 'एक मालिक, सारे कागज़ साथ में।',
      ...BIKE,
    });
    await post({
      title: 'लकड़ी की अलमारी',
      description: 'तीन दरवाज़ों वाली, अच्छी हालत।',
      category: 'Furniture',
      sub_category: 'beds-wardrobes',
      data: {},
    });
  });
  afterAll(() => h.close());

  test('a word typed in Devanagari finds ads written in Latin letters', async () => {
    expect(await find('आईफोन')).toEqual(['Apple iPhone 12, 64 GB']);
    expect(await find('बाइक')).toEqual(['Royal Enfield Classic 350 bike', 'बाइक बेचना है, हीरो स्प्लेंडर']);
    expect(await find('फ्रिज')).toEqual(['Samsung double door fridge', 'Whirlpool refrigerator 190 L']);
  });

  test('a word typed in Latin letters finds an ad written in Devanagari', async () => {
    expect(await find('bike')).toEqual(['Royal Enfield Classic 350 bike', 'बाइक बेचना है, हीरो स्प्लेंडर']);
    // Words heard alike in both scripts need no vocabulary: हीरो स्प्लेंडर is 'hero splendor'.
    expect(await find('hero')).toEqual(['बाइक बेचना है, हीरो स्प्लेंडर']);
    expect(await find('almari')).toEqual(['लकड़ी की अलमारी']);
    expect(await find('wardrobe')).toEqual(['लकड़ी की अलमारी']);
  });

  test('a Devanagari word finds an ad in Devanagari, whatever its ending or vowel length', async () => {
    expect(await find('अलमारी')).toEqual(['लकड़ी की अलमारी']);
    // The plural finds the singular through the Hindi stem; the description is searched too.
    expect(await find('अलमारियाँ')).toEqual(['लकड़ी की अलमारी']);
    expect(await find('मालिक')).toEqual(['बाइक बेचना है, हीरो स्प्लेंडर']);
  });

  test('a typo in Devanagari still finds', async () => {
    // A long vowel for a short one, and a letter added.
    expect(await find('फ्रीज')).toEqual(['Samsung double door fridge', 'Whirlpool refrigerator 190 L']);
    expect(await find('मोबाईल')).toEqual(await find('मोबाइल'));
    expect(await find('मोबाईल')).toContain('Apple iPhone 12, 64 GB');
    expect(await find('बाईक')).toContain('Royal Enfield Classic 350 bike');
    expect(await find('अलमारीी')).toEqual(['लकड़ी की अलमारी']);
  });

  test('a typo in Latin letters still finds an ad written in Devanagari', async () => {
    expect(await find('almaari')).toEqual(['लकड़ी की अलमारी']);
    expect(await find('splendur')).toEqual(['बाइक बेचना है, हीरो स्प्लेंडर']);
  });

  test('mixed queries need every word, whichever script it is in', async () => {
    expect(await find('samsung फ्रिज')).toEqual(['Samsung double door fridge']);
    expect(await find('हीरो bike')).toEqual(['बाइक बेचना है, हीरो स्प्लेंडर']);
    expect(await find('royal बाइक')).toEqual(['Royal Enfield Classic 350 bike']);
    expect(await find('सोफा')).toEqual(['Teak wood sofa set']);
    // Words every Hindi ad says ('is', 'to sell') are left out, as 'for sale' is in English.
    expect(await find('फ्रिज बेचना है')).toEqual(await find('फ्रिज'));
  });

  test('signs without letters, joiners and stray marks are searched, never a server error', async () => {
    for (const odd of ['्', 'ं ः', '\u200d\u200c', 'ाािी', 'क़्\u200d', '॥ । ऽ', '०१२', 'ऀ'.repeat(90)]) {
      // `find` expects a 200; what matters is the answer, whatever it holds.
      expect(Array.isArray(await find(odd))).toBe(true);
    }
  });

  test('a Hindi title and description are accepted and come back intact', async () => {
    const title = 'पुराना फ़्रिज, डबल डोर — ₹8,000 में';
    const description = 'सिर्फ़ दो साल पुराना।\nकोई खराबी नहीं।';
    const ad = await post({ title, description, ...FRIDGE, price: 8000 });
    expect(ad.title).toBe(title);
    const read = await h.app.inject({ method: 'GET', url: `/api/products/${ad.id}/` });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ title, description });
    expect(await find('fridge')).toContain(title);
    expect(await find('पुराना फ्रिज')).toEqual([title]);
  });

  test('a title of three Devanagari letters is long enough; two letters are not', async () => {
    expect((await post({ title: 'कार', category: 'Cars+Bikes', sub_category: 'cars', data: BIKE.data })).title).toBe(
      'कार',
    );
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/product/',
      headers: seller.auth,
      payload: phoneAd({ title: 'घर' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('title');
  });
});
