import { expect, test, type Page } from '@playwright/test';

/** The ad links of the results list. */
// The ad cards (the ad slot after the 6th card holds a link too).
const resultCards = (page: Page) => page.getByRole('region', { name: 'Results' }).locator('a[href^="/view/"]');

test('an area picked in the location modal lists only its ads, under its name', async ({ page, request }) => {
  const count = async (qs: string) =>
    ((await (await request.get(`/api/search-product/?limit=1&${qs}`)).json()) as { count: number }).count;
  const inPowai = await count('city=Mumbai&area=Powai');
  expect(inPowai).toBeGreaterThan(0);
  expect(await count('city=Mumbai')).toBeGreaterThan(inPowai);

  await page.goto('/search/');
  await page.getByRole('button', { name: /^Location/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').fill('Powai');
  const options = dialog.getByRole('option');
  // The neighbourhood once, with its city: not the post office "Powai Iit", nor a town "Powai".
  await expect(options.first()).toHaveText(/^Powai\s*Mumbai, Maharashtra$/);
  await expect(options.filter({ hasText: /^Powai/ })).toHaveCount(1);
  await options.first().click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ads in Powai, Mumbai');
  await expect(resultCards(page).first()).toBeVisible();
  const shown = await resultCards(page).count();
  expect(shown).toBe(Math.min(inPowai, 12));
  for (const card of await resultCards(page).all()) await expect(card).toContainText('Powai');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('location'))) ?? '{}')).toMatchObject({
    name: 'Powai',
    area: 'Powai',
    city: 'Mumbai',
  });
});

test("/{area}/ is the area's page: its name in the title, its ads only", async ({ page }) => {
  await page.goto('/Koramangala/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ads in Koramangala, Bengaluru');
  await expect(resultCards(page).first()).toBeVisible();
  for (const card of await resultCards(page).all()) await expect(card).toContainText('Koramangala');
  await expect(page.getByRole('button', { name: /^Location/ })).toContainText('Koramangala');
});

test('Use current location in the modal picks the neighbourhood the device is in', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 12.9352, longitude: 77.6245 });
  await page.goto('/search/');
  await page.getByRole('button', { name: /^Location/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Use current location' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ads in Koramangala, Bengaluru');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('location'))) ?? '{}')).toMatchObject({
    area: 'Koramangala',
    city: 'Bengaluru',
    state: 'Karnataka',
  });
});
