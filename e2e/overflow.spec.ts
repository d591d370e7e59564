import { expect, test } from '@playwright/test';
import { signInWithToken, signUpByApi } from './support/accounts';
import { newMobile } from './support/sms';

// A phone of 320 px: no public page scrolls sideways (issue: phone first).
test.use({ viewport: { width: 320, height: 640 } });

const routes = [
  '/',
  '/search/',
  '/search/?q=phone',
  '/Cars/',
  '/delhi/',
  '/pricing/',
  '/about',
  '/mobile-app',
  '/amazon-deals/',
  '/contact-us/',
  '/Terms+Conditions/',
  '/PrivacyPolicy/',
  '/forgot-password/',
  '/no-such-page/',
];

test('no public page is wider than a 320 px phone', async ({ page }) => {
  const wide: string[] = [];
  const check = async (path: string) => {
    await page.goto(path, { waitUntil: 'networkidle' });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 320) wide.push(`${path}: ${width} px`);
  };
  for (const path of routes) await check(path);
  // an ad page and a store page, from the home page's first ad
  await page.goto('/');
  const ad = (await page.locator('main a[href^="/view/"]').first().getAttribute('href'))!;
  await check(ad);
  const store = await page.locator('main a[href^="/store/"]').first().getAttribute('href');
  if (store) await check(store);
  expect(wide).toEqual([]);
});

test("the post-ad form's place list fits a 320 px phone", async ({ page, request }) => {
  const token = await signUpByApi(request, { mobile: newMobile(), name: 'Narrow Seller', password: 'narrow-pass-1' });
  await signInWithToken(page, token, '/post-free-ad/');
  await page.getByRole('textbox', { name: /^City or area/ }).fill('Kora');
  const places = page.getByRole('list', { name: /place/i }).getByRole('button');
  await expect(places.first()).toBeVisible();
  // Every choice's words are inside its button, and nothing pushes the page sideways.
  const clipped = await places.evaluateAll((buttons) =>
    buttons.filter((b) => b.scrollWidth > b.clientWidth + 1).map((b) => b.textContent),
  );
  expect(clipped).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
