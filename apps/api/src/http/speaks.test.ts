import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ensureCategories } from '../features/ads/testing';
import { dbKinds, makeApp } from '../test/harness';

/** The server answers in the language `Accept-Language` prefers; the spec's English stays exact. */
describe.each(dbKinds())('the server speaks the request’s language on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  beforeAll(async () => {
    h = await makeApp(kind);
    await ensureCategories(h.db);
  });
  afterAll(() => h.close());

  const otp = (mobile: unknown, lang?: string) =>
    h.app.inject({
      method: 'POST',
      url: '/otp/',
      payload: { mobile } as object,
      headers: lang ? { 'accept-language': lang } : {},
    });

  test('a field error is Hindi with Accept-Language: hi, the spec’s English without it', async () => {
    expect((await otp('5123456789')).json()).toEqual({ mobile: ['Enter valid mobile number'] });
    expect((await otp('5123456789', 'en-IN,en;q=0.9')).json()).toEqual({ mobile: ['Enter valid mobile number'] });
    expect((await otp('5123456789', 'hi-IN,hi;q=0.9,en;q=0.8')).json()).toEqual({ mobile: ['सही मोबाइल नंबर लिखें'] });
    expect((await otp(undefined, 'hi')).json()).toEqual({ mobile: ['कृपया मोबाइल नंबर लिखें'] });
  });

  test('zod’s own rules, a 404 and a bad body answer in Hindi too', async () => {
    const long = await h.app.inject({
      method: 'POST',
      url: '/contact/',
      payload: { name: 'Asha', email: 'a@b.in', message: 'hi', phone: '9'.repeat(21) },
      headers: { 'accept-language': 'hi' },
    });
    expect(long.json().phone[0]).toBe('ज़्यादा से ज़्यादा 20 अक्षर लिखें।');
    const missing = await h.app.inject({
      method: 'GET',
      url: '/api/nothing-here/',
      headers: { 'accept-language': 'hi' },
    });
    expect(missing.json()).toEqual({ detail: 'नहीं मिला।' });
    const broken = await h.app.inject({
      method: 'POST',
      url: '/otp/',
      payload: '{"mobile":',
      headers: { 'content-type': 'application/json', 'accept-language': 'hi' },
    });
    expect(broken.json()).toEqual({ non_field_errors: ['अनुरोध का डेटा सही JSON नहीं है।'] });
  });

  test('the categories are named in Hindi for a Hindi request; slugs stay the spec’s keys', async () => {
    const cats = (lang?: string) =>
      h.app.inject({ method: 'GET', url: '/api/lookup/cats/', headers: lang ? { 'accept-language': lang } : {} });
    const hindi = await cats('hi');
    expect(hindi.headers.vary).toContain('Accept-Language');
    const mobiles = hindi.json().find((c: { slug: string }) => c.slug === 'Mobiles+Tablets');
    expect(mobiles).toMatchObject({ title: 'मोबाइल और टैबलेट' });
    expect(mobiles.cat_list[0]).toMatchObject({ slug: 'mobile-phones', title: 'मोबाइल फ़ोन' });
    const english = (await cats()).json().find((c: { slug: string }) => c.slug === 'Mobiles+Tablets');
    expect(english).toMatchObject({ title: 'Mobiles & Tablets' });
    expect(english.cat_list[0]).toMatchObject({ slug: 'mobile-phones', title: 'Mobile Phones' });
  });

  test('the featured plans are presented in the request’s language', async () => {
    const plans = (lang?: string) =>
      h.app.inject({ method: 'GET', url: '/api/plans/', headers: lang ? { 'accept-language': lang } : {} });
    const hindi = await plans('hi');
    expect(hindi.headers.vary).toContain('Accept-Language');
    expect(hindi.json().results[0]).toMatchObject({
      id: 'featured-7',
      title: '7 दिन के लिए फ़ीचर्ड',
      description: 'आपका विज्ञापन 7 दिन तक अपनी कैटेगरी और शहर में सबसे ऊपर दिखेगा।',
    });
    expect((await plans()).json().results[0]).toMatchObject({
      title: 'Featured for 7 days',
      description: 'Your ad is listed first in its category and city for 7 days.',
    });
  });

  test('a house banner is drawn in the page’s language (the lang cookie an <img> sends)', async () => {
    const banner = (headers: Record<string, string>) =>
      h.app.inject({ method: 'GET', url: '/api/banner-pool/house/post-free.svg', headers });
    const hindi = await banner({ cookie: 'lang=hi' });
    expect(hindi.body).toContain('अपना विज्ञापन मुफ़्त डालें');
    expect(hindi.headers.vary).toContain('Cookie');
    expect((await banner({})).body).toContain('Post your ad free');
  });

  test('20 interleaved requests in two languages each answer in their own', async () => {
    const langs = Array.from({ length: 20 }, (_, i) => (i % 2 ? 'hi' : 'en'));
    const answers = await Promise.all(langs.map((lang) => otp(i18nMobile, lang)));
    answers.forEach((res, i) =>
      expect(res.json()).toEqual({ mobile: [langs[i] === 'hi' ? 'सही मोबाइल नंबर लिखें' : 'Enter valid mobile number'] }),
    );
  });
});

const i18nMobile = '5123456789';
