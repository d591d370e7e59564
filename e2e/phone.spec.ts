import { expect, test, type Page } from '@playwright/test';
import { holdBack } from './support/holdBack';

// A new visitor on a 360 px phone: search and categories on the home page, results before filters,
// the filters in a sheet, price and title before the photos; and nothing wider than a 320 px screen.

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

/** How far the page scrolls sideways: 0 when nothing is wider than the screen. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the phone home offers a search box and every category; searching lands on the results', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('search', { name: 'Search Haat' });
  await expect(search).toBeVisible();
  const grid = page.getByRole('navigation', { name: 'Browse categories' });
  await expect(grid.getByRole('link')).toHaveCount(12);
  // Both on the first screen.
  expect((await grid.boundingBox())!.y).toBeLessThan(740);

  await grid.getByRole('link', { name: 'Cars & Bikes' }).click();
  await expect(page).toHaveURL(/\/search\/Cars\+Bikes\/$/);

  await page.goto('/');
  await search.getByRole('combobox', { name: 'Search ads' }).fill('swift');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\/\?search=swift$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Results for “swift”/);
});

test('text typed into the phone home while its code is on its way is what gets searched', async ({ page }) => {
  // The window the first test can land in: the app has started taking the page over (it read the
  // fields already) but the home page's own code has not arrived, so React hears no typing yet.
  const release = await holdBack(page, /\/assets\/HomePage-[\w-]+\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  // React marks the root it listens on as soon as hydration begins.
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('_reactListening')),
  );
  const box = page.getByRole('search', { name: 'Search Haat' }).getByRole('combobox', { name: 'Search ads' });
  await box.fill('swift');
  release();
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await expect(box).toHaveValue('swift');
  await page.getByRole('search', { name: 'Search Haat' }).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\/\?search=swift$/);
});

test('on a phone the results come first; the filters open in a sheet and apply from there', async ({ page }) => {
  await page.goto('/search/Cars+Bikes/');
  const open = page.getByRole('button', { name: 'Filters (1)' });
  await expect(open).toBeVisible();
  await expect(page.getByRole('form', { name: 'Filters' })).toBeHidden();
  const firstAd = page.locator('main a[href^="/view/"]').first();
  await expect(firstAd).toBeVisible();
  const mainTop = (await page.locator('main').boundingBox())!.y;
  const adTop = (await firstAd.boundingBox())!.y;
  console.log(`first result ${Math.round(adTop - mainTop)} px below the top of main`);
  expect(adTop).toBeLessThan(740);

  await open.click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await sheet.getByRole('textbox', { name: 'Max price (₹)' }).fill('500000');
  await sheet.getByRole('button', { name: 'Apply filters' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/max_price=500000/);
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeFocused();
});

test('the phone ad page puts price and title above the photos, and takes over the rendered page quietly', async ({
  page,
}) => {
  await page.goto('/search/');
  const href = await page.locator('main a[href^="/view/"]').first().getAttribute('href');
  const problems: string[] = [];
  page.on('console', (m) => {
    // (the journeys run with service workers blocked: playwright.config.ts)
    if ((m.type() === 'error' || m.type() === 'warning') && !/blocked by Playwright/.test(m.text()))
      problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  // A fresh load: the server renders the ad page and the browser hydrates it.
  await page.goto(href!, { waitUntil: 'networkidle' });
  expect(problems).toEqual([]);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toBeVisible();
  const gallery = page.locator('main section[aria-roledescription="carousel"]');
  expect((await h1.boundingBox())!.y).toBeLessThan((await gallery.boundingBox())!.y);
  expect((await h1.boundingBox())!.y).toBeLessThan(740);
});

test('nothing scrolls sideways at 320 px on the public pages', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/search/');
  const ad = await page.locator('main a[href^="/view/"]').first().getAttribute('href');
  for (const path of ['/', '/search/', '/search/Cars+Bikes/', ad!]) {
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(await overflow(page), path).toBeLessThanOrEqual(0);
  }
  await page.goto('/search/Cars+Bikes/');
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  expect(await overflow(page), 'the filter sheet').toBeLessThanOrEqual(0);
});

test.describe('on desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false });

  test('the filters sit beside the results and every category is in the bar', async ({ page }) => {
    await page.goto('/search/Cars+Bikes/');
    await expect(page.getByRole('form', { name: 'Filters' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
    await expect(page.getByRole('search', { name: 'Search Haat' })).toBeHidden();
    const bar = page.getByRole('navigation', { name: 'Categories' });
    await expect(bar.getByRole('link', { name: 'Events' })).toBeInViewport();
  });
});
