import { expect, test } from '@playwright/test';
import { signInWithToken, signUpByApi } from './support/accounts';
import { postCarAd } from './support/ads';
import { jpeg } from './support/images';
import { newMobile } from './support/sms';

// A buyer and a seller in two browser contexts: each sees the other's messages live, read
// receipts update, and a reload loses nothing.
test('buyer and seller chat live about an ad', async ({ browser, request }) => {
  const sellerMobile = newMobile();
  const buyerMobile = newMobile();
  const sellerToken = await signUpByApi(request, {
    mobile: sellerMobile,
    name: 'Meera Shah',
    password: 'meera-password-1',
  });
  const buyerToken = await signUpByApi(request, {
    mobile: buyerMobile,
    name: 'Rahul Verma',
    password: 'rahul-password-1',
  });
  const title = `Maruti Swift ZXI ${sellerMobile}`;
  const adId = await postCarAd(request, sellerToken, title, 450000);

  const sellerContext = await browser.newContext();
  const buyerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  const buyer = await buyerContext.newPage();
  try {
    await signInWithToken(seller, sellerToken, '/inbox/');
    await expect(seller.getByText('No chats yet')).toBeVisible();

    await signInWithToken(buyer, buyerToken, `/view/${adId}/`);
    await buyer.getByRole('button', { name: 'Chat with seller' }).click();
    await expect(buyer).toHaveURL(new RegExp(`/chat/${adId}/\\d+/$`));
    await expect(buyer.getByRole('heading', { name: 'Meera Shah' })).toBeVisible();
    await buyer.getByRole('button', { name: 'Is it available?' }).click();
    const buyerLog = buyer.getByRole('log');
    await expect(buyerLog.getByText('Is it available?')).toBeVisible();
    await expect(buyerLog.getByText('Sent')).toBeVisible();

    // The seller's inbox shows the new chat live, with its unread message.
    const chatLink = seller.getByRole('link', { name: /Rahul Verma/ });
    await expect(chatLink).toBeVisible();
    await expect(chatLink).toContainText('Is it available?');
    await chatLink.click();
    const sellerLog = seller.getByRole('log');
    await expect(sellerLog.getByText('Is it available?')).toBeVisible();

    // Reading it turns the buyer's "Sent" into "Read".
    await expect(buyerLog.getByText('Read')).toBeVisible();

    // The seller types (the buyer sees it) and answers; the buyer sees the answer live.
    const box = seller.getByRole('textbox', { name: 'Message' });
    await box.fill('Yes, come at 5');
    await expect(buyer.getByText('Meera Shah is typing…')).toBeVisible();
    await box.press('Enter');
    await expect(buyerLog.getByText('Yes, come at 5')).toBeVisible();
    await expect(sellerLog.getByText('Read')).toBeVisible();

    // A photo: uploaded from the buyer's browser, shown to the seller live.
    await buyer.locator('input[type=file]').setInputFiles({
      name: 'dent.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpeg(buyer, 640, 480, '#b45309'),
    });
    await expect(sellerLog.getByRole('img', { name: 'Photo' })).toBeVisible({ timeout: 15_000 });

    // A reload loses nothing.
    await buyer.reload();
    await expect(buyer.getByRole('log').getByText('Is it available?')).toBeVisible();
    await expect(buyer.getByRole('log').getByText('Yes, come at 5')).toBeVisible();
  } finally {
    await sellerContext.close();
    await buyerContext.close();
  }
});
