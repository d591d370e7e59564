import { expect, test } from '@playwright/test';
import { signInWithToken, signUpByApi } from './support/accounts';
import { postCarAd } from './support/ads';
import { newMobile } from './support/sms';
import { untranslated } from './support/untranslated';

// The 20 busiest routes, read in Hindi (the `lang` cookie the language control writes): every word
// a person reads is Hindi, but for brand names, numbers and user content.
test.describe.configure({ mode: 'default' });
const mobile = newMobile();
let token = '';
let adId = 0;

test.beforeAll(async ({ request }) => {
  token = await signUpByApi(request, { mobile, name: 'Sunita Verma', password: 'sunita-password-1' });
  adId = await postCarAd(request, token, `Maruti Swift VXI ${mobile}`);
});

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'hi', url: baseURL! }]);
});

const PUBLIC = [
  '/',
  '/search/',
  '/search/Cars+Bikes/',
  '/pune/',
  '/about',
  '/pricing/',
  '/mobile-app',
  '/contact-us/',
  '/Terms+Conditions/',
  '/PrivacyPolicy/',
];
const PRIVATE = ['/post-free-ad/', '/my-ads/', '/my-account/', '/inbox/', '/my-banners/', '/banner/'];

for (const path of PUBLIC) {
  test(`${path} is in Hindi`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.headers()['content-language']).toBe('hi-IN');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    expect(await untranslated(page, ['Pune'], { legal: /Terms|Privacy/.test(path) })).toEqual([]);
  });
}

test('an ad page and its seller’s store are in Hindi', async ({ page }) => {
  await page.goto(`/view/${adId}/`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  // The brand the seller typed is theirs.
  expect(await untranslated(page, ['Maruti Suzuki'])).toEqual([]);
  await page.getByRole('link', { name: 'इस विक्रेता के सभी विज्ञापन देखें' }).click();
  await expect(page).toHaveURL(/\/store\/\d+\/$/);
  expect(await untranslated(page)).toEqual([]);
});

for (const path of PRIVATE) {
  test(`${path} is in Hindi for a signed-in seller`, async ({ page }) => {
    await signInWithToken(page, token, path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('main')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    expect(await untranslated(page, ['Sunita Verma'])).toEqual([]);
  });
}

test('a public page names its English and Hindi addresses for search engines', async ({ page, baseURL }) => {
  await page.goto('/search/?search=bike&lang=hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
  expect(alternates).toEqual([
    ['en-IN', `${baseURL}/search/?search=bike`],
    ['hi-IN', `${baseURL}/search/?search=bike&lang=hi`],
    ['x-default', `${baseURL}/search/?search=bike`],
  ]);
});

test('the language control switches a page to English and back, and the server renders it so', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  // A click on the name (the radio itself is drawn by its label); the page reloads in that language.
  await page.getByRole('contentinfo').getByText('English', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
  await page.getByRole('contentinfo').getByText('हिन्दी', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('button', { name: 'लॉग इन' })).toBeVisible();
});
