import { expect, test, type Page } from '@playwright/test';

/** The ad links of the results list, as the cards name them ("title, price"). */
// The ad cards (the ad slot after the 6th card holds a link too).
const resultCards = (page: Page) => page.getByRole('region', { name: 'Results' }).locator('a[href^="/view/"]');

const rupees = (text: string) => Number(/₹\s?([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);

test('a visitor picks a city, searches with a typo, filters, sorts, loads more and opens an ad', async ({ page }) => {
  await page.goto('/');

  await test.step('pick a popular city in the location modal; the choice shows in the header and persists', async () => {
    await page.getByRole('button', { name: /^Location/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByPlaceholder('Enter city, area')).toBeVisible();
    await dialog.getByRole('button', { name: 'Mumbai', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /^Location/ })).toContainText('Mumbai');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mumbai');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('location'))) ?? '{}')).toMatchObject({
      city: 'Mumbai',
    });
  });

  await test.step('Fresh Postings lists the city’s latest ads, with VIEW ALL to /search/', async () => {
    const fresh = page.getByRole('region', { name: 'Fresh Postings' });
    await expect(fresh.getByRole('link').first()).toBeVisible();
    await expect(fresh.getByRole('link', { name: 'VIEW ALL' })).toHaveAttribute('href', '/search/');
  });

  await test.step('a search with a typo still finds what was meant, in the chosen city', async () => {
    const box = page.getByRole('banner').getByRole('searchbox');
    await box.fill('samsng');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/\?search=samsng$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mumbai');
    await expect(resultCards(page).first()).toContainText(/Samsung/i, { timeout: 15_000 });
  });

  await test.step('a category filter and a price sort go into the URL and reload the list', async () => {
    await page.goto('/search/');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Mobiles+Tablets');
    await expect(page).toHaveURL(/\/search\/Mobiles\+Tablets\/$/);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price');
    await expect(page).toHaveURL(/\/search\/Mobiles\+Tablets\/\?sort=price$/);
    await expect(resultCards(page).first()).toBeVisible();
    const prices = (await resultCards(page).allInnerTexts()).slice(0, 4).map(rupees);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  await test.step('Load More appends the next page', async () => {
    await page.goto('/search/');
    await expect(resultCards(page)).toHaveCount(12);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(resultCards(page)).toHaveCount(24);
  });

  await test.step('back restores the previous search', async () => {
    await page.goBack();
    await expect(page).toHaveURL(/\/search\/Mobiles\+Tablets\/\?sort=price$/);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price');
  });

  await test.step('an ad opens with its price, title, details, seller and a chat button', async () => {
    const first = resultCards(page).first();
    const name = (await first.innerText()).split('\n')[0]!;
    await first.click();
    await expect(page).toHaveURL(/\/view\/\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Chat with seller' })).toBeVisible();
    await expect(page.getByRole('link', { name: /.+/ }).filter({ hasText: /./ }).first()).toBeVisible();
    expect(name.length).toBeGreaterThan(0);
    await expect(page).toHaveTitle(/\| Haat$/);
  });
});

test('a crawler without JavaScript gets the ad’s title, canonical and Product JSON-LD in the HTML', async ({
  request,
  page,
}) => {
  await page.goto('/search/');
  const href = await resultCards(page).first().getAttribute('href');
  const html = await (await request.get(href!)).text();
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/view\/\d+\/"/);
  expect(html).toContain('"@type":"Product"');
  expect(html).toContain('"priceCurrency":"INR"');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap:');
  expect((await request.get('/sitemap.xml')).headers()['content-type']).toContain('xml');
});
