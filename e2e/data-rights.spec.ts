import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { signInWithToken, signUpByApi } from './support/accounts';
import { postCarAd } from './support/ads';
import { newMobile } from './support/sms';

test('a seller downloads their data, deletes the account, and the number signs up again as someone new', async ({
  page,
  request,
}) => {
  const account = { mobile: newMobile(), name: 'Kavya Menon', password: 'haat-e2e-pass-1' };
  const token = await signUpByApi(request, account);
  const title = `Swift ${account.mobile.slice(-4)} for Kavya`;
  const adId = await postCarAd(request, token, title);
  await signInWithToken(page, token, '/my-account/');

  await test.step('Download my data: a JSON file that holds the ad', async () => {
    const card = page.getByRole('region', { name: 'Your data' });
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^haat-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
      profile: { mobile: string };
      ads: { id: number; title: string }[];
    };
    expect(data.profile.mobile).toBe(account.mobile);
    expect(data.ads).toEqual([expect.objectContaining({ id: adId, title })]);
    await expect(card.getByRole('status')).toContainText('is downloaded');
  });

  await test.step('Delete my account: the password, then the final question; signed out at home', async () => {
    await page
      .getByRole('region', { name: 'Delete account' })
      .getByRole('button', { name: 'Delete my account' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog.getByText('What happens')).toBeVisible();
    await dialog.getByLabel('Your password').fill(account.password);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account is deleted.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'LOGIN' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  await test.step('the ad is gone for good: 410 from the API and its page', async () => {
    expect((await request.get(`/api/products/${adId}/`)).status()).toBe(410);
    const response = await page.goto(`/view/${adId}/`);
    expect(response?.status()).toBe(410);
  });

  await test.step('the same number signs up again as a new, empty account', async () => {
    const again = await signUpByApi(request, { ...account, name: 'Someone New' });
    const profile = await (
      await request.get('/api/profile/', { headers: { authorization: `Bearer ${again}` } })
    ).json();
    expect(profile).toMatchObject({ name: 'Someone New', mobile: account.mobile, email: null, wallet: 0 });
  });
});
