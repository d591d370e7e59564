import { expect, test, type Page } from '@playwright/test';
import { signInWithToken, signUpByApi } from './support/accounts';
import { postCarAd } from './support/ads';
import { newMobile } from './support/sms';
import { watchCodeAndData } from './support/parallel';

// Route loaders: the server renders a page once with its loader's data in the HTML, the browser
// takes it over without a hydration warning or asking for that data again, and a navigation
// (a signed-in screen's too) asks for the page's code and its data at the same moment.

/** Console errors and warnings about hydration (React's "did not match", a recoverable error). */
function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && /hydrat|did not match/i.test(m.text()))
      problems.push(m.text());
  });
  page.on('pageerror', (e) => {
    if (/hydrat|did not match/i.test(e.message)) problems.push(e.message);
  });
  return problems;
}

/** The first ad the home page links to. */
async function firstAdPath(page: Page): Promise<string> {
  await page.goto('/', { waitUntil: 'networkidle' });
  return (await page.locator('main a[href^="/view/"]').first().getAttribute('href'))!;
}

test('home, a search and an ad page take over their HTML without a hydration warning', async ({ page }) => {
  const adPath = await firstAdPath(page);
  const problems = hydrationProblems(page);
  for (const path of ['/', '/search/?search=car', '/Cars/', adPath]) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  }
  expect(problems).toEqual([]);
});

test('an ad page the server rendered is not asked for again by the browser', async ({ page }) => {
  const adPath = await firstAdPath(page);
  const id = adPath.match(/\/view\/(\d+)\//)![1];
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/products/${id}/`) asked.push(r.url());
  });
  await page.goto(adPath, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  // Interactive: the page is the app's now (a click on a link is a client navigation).
  await expect(page.getByRole('button', { name: /Save to favourites|Saved to favourites/ })).toBeVisible();
  expect(asked).toEqual([]);
});

test('a signed-in navigation asks for the private page’s code and its data at once', async ({ page, request }) => {
  const token = await signUpByApi(request, { mobile: newMobile(), name: 'Meera Iyer', password: 'meera-password-1' });
  const title = `Hyundai i20 Asta ${Date.now()}`;
  await postCarAd(request, token, title);
  await signInWithToken(page, token, '/');
  await page.waitForLoadState('networkidle');
  const watch = await watchCodeAndData(page, /\/assets\/MyAdsPage-[\w-]+\.js$/, /\/api\/product\/\?.*status=active/);
  await page.getByRole('banner').getByRole('link', { name: 'MY ADS' }).click();
  await expect(page).toHaveURL(/\/my-ads\/$/);
  await expect(page.getByRole('tablist', { name: 'My ads by status' })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await watch.expectAtOnce();
});
