import { expect, test, type Page } from '@playwright/test';
import { signInWithToken, signUpByApi } from './support/accounts';
import { newMobile } from './support/sms';

// The dark scheme (issue 39): a visitor who chose Dark gets a page that is dark from its first
// byte, before any script runs (the server writes <html data-scheme>); System follows the phone.

const DARK_PAGE = 'rgb(11, 15, 20)'; // tokens.ts darkColors.bg.page
const LIGHT_PAGE = 'rgb(248, 249, 251)'; // colors.bg.page

/** Holds every script until `release()`: what shows meanwhile is what the HTML and CSS alone paint. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

const pageColour = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('a visitor who chose Dark gets a dark page before any script runs, on a slow connection', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'haat_scheme', value: 'dark', url: baseURL! }]);
  const release = await holdScripts(page);
  const response = await page.goto('/', { waitUntil: 'commit' });
  expect(await response!.text()).toMatch(/^<!doctype html>\s*<html lang="en-IN" data-scheme="dark"/i);
  await page.locator('h1').first().waitFor({ state: 'attached' });
  // The server's HTML and its stylesheet alone, with the app's code still on its way.
  expect(await pageColour(page)).toBe(DARK_PAGE);
  release();
  await page.waitForLoadState('networkidle');
  expect(await pageColour(page)).toBe(DARK_PAGE);
});

test("System follows the phone's setting; a chosen Light overrides a dark phone", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ colorScheme: 'dark', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${baseURL}/`);
  expect(await pageColour(page)).toBe(DARK_PAGE);
  await context.addCookies([{ name: 'haat_scheme', value: 'light', url: baseURL! }]);
  await page.goto(`${baseURL}/`);
  await expect(page.locator('html')).toHaveAttribute('data-scheme', 'light');
  expect(await pageColour(page)).toBe(LIGHT_PAGE);
  await context.close();
});

test('Dark chosen in the account menu applies at once and is the next page the server sends', async ({
  page,
  request,
}) => {
  const token = await signUpByApi(request, { mobile: newMobile(), name: 'Meera Iyer', password: 'secret-123' });
  await signInWithToken(page, token, '/');
  expect(await pageColour(page)).toBe(LIGHT_PAGE);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('dialog').getByText('Dark', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
  expect(await pageColour(page)).toBe(DARK_PAGE);

  const html = await (await page.request.get('/search/?search=car')).text();
  expect(html).toMatch(/<html lang="en-IN" data-scheme="dark"/);
  await page.reload();
  expect(await pageColour(page)).toBe(DARK_PAGE);

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('dialog').getByText('System', { exact: true }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-scheme', /.+/);
  expect(await pageColour(page)).toBe(LIGHT_PAGE);
});
