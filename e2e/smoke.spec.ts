import { expect, test } from '@playwright/test';

test('a visitor opens the home page served by the API, and the API is healthy', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok', db: 'pglite' });

  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Haat', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('a deep link to an app route is answered with the app shell, not a 404', async ({ page }) => {
  const res = await page.goto('/search/');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Haat', exact: true })).toBeVisible();
});
