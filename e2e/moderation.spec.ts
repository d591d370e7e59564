import { expect, test } from '@playwright/test';
import { asAdmin, signInWithToken, signUpByApi } from './support/accounts';
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
    // Its address opened directly (a notification's link, a reload) is the owner's page too.
    await page.goto(`/view/${id}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('note')).toContainText('Weapons and ammunition cannot be sold on Haat.');
  });

  await test.step('an admin approves it in the review queue', async () => {
    await asAdmin(browser, request, '/admin/reviews/', async (admin) => {
      await expect(admin.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
      const card = admin.getByRole('article', { name: new RegExp(`Ad #${id}:`) });
      await expect(card).toContainText('In the title: desi katta');
      await card.getByRole('button', { name: /^Approve: review/ }).click();
      const dialog = admin.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('A toy set for a film shoot');
      await dialog.getByRole('button', { name: 'Approve and publish' }).click();
      await expect(admin.getByText(`Ad #${id} is approved and live.`)).toBeVisible();
    });
  });

  await test.step('it is live: in search and on its page for everyone', async () => {
    await expect.poll(find).toContain(id);
    expect((await request.get(`/api/products/${id}/`)).status()).toBe(200);
  });
});

// Three people report a seller within a week: the account waits for review with its ads hidden,
// the seller is told why, and an admin clears it from the same queue.
test('a reported account: held after three reports, cleared by an admin, its ad back', async ({
  page,
  browser,
  request,
}) => {
  const mobile = newMobile();
  const name = `Vijay ${mobile.slice(-4)}`;
  const token = await signUpByApi(request, { mobile, name, password: 'vijay-password-1' });
  const title = `Honda City ZX reported ${mobile}`;
  const id = await postCarAd(request, token, title);

  await test.step('three different people report the ad', async () => {
    for (const who of ['Asha', 'Ravi', 'Meena']) {
      const reporter = await signUpByApi(request, { mobile: newMobile(), name: who, password: `${who}-password-1` });
      const res = await request.post(`/api/products/${id}/report/`, {
        headers: { authorization: `Bearer ${reporter}` },
        data: { reason: 'fraud', details: 'Asked for an advance before any visit' },
      });
      expect(res.status()).toBe(201);
    }
    expect((await request.get(`/api/products/${id}/`)).status()).toBe(404);
  });

  await test.step('the seller reads why, in the bell and on the ad', async () => {
    await signInWithToken(page, token, '/my-ads/');
    await page
      .getByRole('tablist', { name: 'My ads by status' })
      .getByRole('tab', { name: /In review/ })
      .click();
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('note')).toContainText('Several people reported this account.');
  });

  await test.step('an admin clears the account in the review queue', async () => {
    await asAdmin(browser, request, '/admin/reviews/', async (admin) => {
      const card = admin.getByRole('article', { name: new RegExp(`Account #\\d+: ${name}`) });
      await expect(card).toContainText('3 people sent 3 reports within a week: fraud');
      await card.getByRole('button', { name: /^Approve: review/ }).click();
      const dialog = admin.getByRole('dialog', { name: /^Clear account/ });
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('The buyers confused him with another seller');
      await dialog.getByRole('button', { name: 'Clear account' }).click();
      await expect(admin.getByText(/^Account #\d+ is cleared\.$/)).toBeVisible();
    });
  });

  await test.step('the ad is live again for everyone', async () => {
    expect((await request.get(`/api/products/${id}/`)).status()).toBe(200);
  });
});
