import { expect, test, type Page } from '@playwright/test';

/** The ad links of the results list, as the cards name them ("title, price"). */
// The ad cards (the ad slot after the 6th card holds a link too).
const resultCards = (page: Page) => page.getByRole('region', { name: 'Results' }).locator('a[href^="/view/"]');
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a new page starts at the top; Back returns to the scrolled feed with the ads it had loaded', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/search/');
  await expect(resultCards(page)).toHaveCount(12);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(resultCards(page)).toHaveCount(24);

  const card = resultCards(page).nth(20);
  await card.scrollIntoViewIfNeeded();
  const feedAt = await scrollY(page);
  expect(feedAt).toBeGreaterThan(1000);
  const title = (await card.innerText()).split('\n')[0]!;

  await card.click();
  await expect(page).toHaveURL(/\/view\/\d+\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

  await page.goBack();
  await expect(page).toHaveURL(/\/search\/$/);
  // The second page is still there, with no second Load More, and the feed is where it was left.
  await expect(resultCards(page)).toHaveCount(24);
  await expect.poll(() => scrollY(page)).toBe(feedAt);
  await expect(resultCards(page).nth(20)).toBeInViewport();
  await expect(resultCards(page).nth(20)).toContainText(title);

  await test.step('a link from the restored feed opens its page at the top again', async () => {
    await resultCards(page).nth(21).click();
    await expect(page).toHaveURL(/\/view\/\d+\//);
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});
