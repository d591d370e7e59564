import { expect, test, type Page } from '@playwright/test';

/**
 * Screenshots of the three busiest pages at a phone width and a desktop width, saved by every run
 * as artefacts under test-results/screenshots/ (not compared: the demo data is seeded fresh).
 */
const WIDTHS = [360, 1280] as const;

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  // no placeholder cards left: the listings have loaded
  await expect(page.locator('[data-placeholder]')).toHaveCount(0);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 780 : 900 } });

    test('home, search and an ad detail render and are saved as screenshots', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settle(page);
      await page.screenshot({ path: `test-results/screenshots/home-${width}.png`, fullPage: true });

      await page.goto('/search/Cars+Bikes/');
      await expect(page.getByRole('region', { name: 'Results' }).locator('a[href^="/view/"]').first()).toBeVisible();
      await settle(page);
      await page.screenshot({ path: `test-results/screenshots/search-${width}.png`, fullPage: true });

      await page.getByRole('region', { name: 'Results' }).locator('a[href^="/view/"]').first().click();
      await expect(page.getByRole('button', { name: 'Chat with seller' })).toBeVisible();
      await settle(page);
      await page.screenshot({ path: `test-results/screenshots/ad-${width}.png`, fullPage: true });

      // Nothing may be wider than the viewport (no sideways scrolling on phones).
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
