import { expect, test } from '@playwright/test';
import { demoAdminToken, signInWithToken, signUpByApi } from './support/accounts';
import { postCarAd } from './support/ads';
import { newMobile } from './support/sms';

// A seller's ad names a prohibited item: it waits for review, its owner sees why, nobody else sees
// it; an admin approves it in /admin/reviews/ and it is in search.
test('a held ad: the owner reads why, an admin approves it, search finds it', async ({ page, browser, request }) => {
  const mobile = newMobile();
  const token = await signUpByApi(request, { mobile, name: 'Farhan Ali', password: 'farhan-password-1' });
  const title = `Maruti Swift with a water pistol and a desi katta ${mobile}`;
  const id = await postCarAd(request, token, title);
  const find = async () =>
    (
      (await (await request.get(`/api/search-product/?search=${encodeURIComponent(title)}`)).json()) as {
        results: { id: number }[];
      }
    ).results.map((a) => a.id);

  await test.step('nobody else sees it', async () => {
    expect((await request.get(`/api/products/${id}/`)).status()).toBe(404);
    expect((await request.get(`/view/${id}/`)).status()).toBe(404);
    expect(await find()).not.toContain(id);
  });

  await test.step('its owner sees it waiting in My Ads, and why on its page', async () => {
    await signInWithToken(page, token, '/my-ads/');
    const tabs = page.getByRole('tablist', { name: 'My ads by status' });
    await tabs.getByRole('tab', { name: /In review/ }).click();
    await expect(page.getByText('Waiting for review', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('note')).toContainText('Waiting for review');
    await expect(page.getByRole('note')).toContainText('Weapons and ammunition cannot be sold on Haat.');
  });

  await test.step('an admin approves it in the review queue', async () => {
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    try {
      await signInWithToken(admin, await demoAdminToken(request), '/admin/reviews/');
      await expect(admin.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
      const card = admin.getByRole('article', { name: new RegExp(`Ad #${id}:`) });
      await expect(card).toContainText('In the title: desi katta');
      await card.getByRole('button', { name: /^Approve: review/ }).click();
      const dialog = admin.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('A toy set for a film shoot');
      await dialog.getByRole('button', { name: 'Approve and publish' }).click();
      await expect(admin.getByText(`Ad #${id} is approved and live.`)).toBeVisible();
    } finally {
      await adminContext.close();
    }
  });

  await test.step('it is live: in search and on its page for everyone', async () => {
    await expect.poll(find).toContain(id);
    expect((await request.get(`/api/products/${id}/`)).status()).toBe(200);
  });
});
