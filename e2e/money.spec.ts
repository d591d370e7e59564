import { expect, test } from '@playwright/test';
import { signInWithToken, signUpByApi } from './support/accounts';
import { postCarAd } from './support/ads';
import { newMobile } from './support/sms';

// A seller tops up ₹500 in test mode, makes a car featured for 7 days, sees it first among cars,
// marks it sold within the cashback window and finds the cashback in the wallet and the bell.
test('top up, make an ad featured, sell it and get the cashback', async ({ page, request }) => {
  const mobile = newMobile();
  const token = await signUpByApi(request, { mobile, name: 'Kavya Iyer', password: 'kavya-password-1' });
  const title = `Hyundai i20 Asta ${mobile}`;
  const adId = await postCarAd(request, token, title, 520000);

  await test.step('the wallet is empty: the page says by how much it is short', async () => {
    await signInWithToken(page, token, `/make-featured/${adId}/`);
    await expect(page.getByRole('heading', { name: 'Make your ad featured' })).toBeVisible();
    await expect(page.getByRole('article', { name: title })).toBeVisible();
    await page.getByRole('radio', { name: /Featured for 7 days/ }).check();
    await expect(page.getByText('Your wallet is short by ₹99 for this plan.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay ₹99 from wallet' })).toBeDisabled();
  });

  await test.step('top up ₹500 in clearly labelled test mode', async () => {
    await expect(page.getByText('Test mode: no real money is charged.')).toBeVisible();
    const amount = page.getByRole('textbox', { name: /Amount/ });
    await amount.fill('500');
    await page.getByRole('button', { name: 'Add ₹500' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Test payment' });
    await expect(dialog).toContainText('no real money is charged');
    await dialog.getByRole('button', { name: 'Add ₹500 (test)' }).click();
    await expect(page.getByText('₹500 added to your wallet.')).toBeVisible();
  });

  await test.step('pay for 7 days from the wallet; the header shows the new balance', async () => {
    await page.getByRole('button', { name: 'Pay ₹99 from wallet' }).click();
    await expect(page.getByText(/Your ad is featured until/)).toBeVisible();
    await expect(page.getByText(/Mark it sold by .* and ₹49\.50 comes back to your wallet\./)).toBeVisible();
    await page
      .getByRole('button', { name: /Kavya Iyer|Account/ })
      .first()
      .click();
    await expect(page.getByText('Wallet: ₹401')).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('the ad comes first among cars, with its Featured badge', async () => {
    await page.goto('/cars/');
    const first = page.getByRole('main').getByRole('listitem').first();
    await expect(first).toContainText(title);
    await expect(first).toContainText('Featured');
  });

  await test.step('marked sold: the cashback is in the wallet and the bell', async () => {
    await page.goto('/my-ads/');
    await page
      .getByRole('group', { name: `Actions for ${title}` })
      .getByRole('button', { name: 'Mark as sold' })
      .click();
    // It asks first, then offers Undo for a few seconds.
    await page
      .getByRole('alertdialog', { name: 'Mark this ad as sold?' })
      .getByRole('button', { name: 'Mark as sold' })
      .click();
    await expect(page.getByText(`"${title}" is marked as sold.`)).toBeVisible();
    await page.goto('/my-account/#wallet');
    const wallet = page.locator('#wallet');
    await expect(wallet).toContainText('₹450.50');
    await expect(wallet).toContainText(`Cashback for selling ${title}`);
    await expect(wallet).toContainText('+₹49.50');
    await expect(page.getByText(`₹49.50 cashback for selling “${title}” is in your wallet.`)).toBeVisible();
  });
});
