import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInWithToken, signUpByApi } from './support/accounts';
import { newMobile } from './support/sms';

// A seller attaches a floor plan to a flat; a buyer sees only that there is one until they chat,
// then downloads it from the chat. The file is private: the server refuses it to anyone else.
test('a floor plan on a flat reaches the buyer who chats, and nobody else', async ({ browser, request }) => {
  const sellerMobile = newMobile();
  const sellerToken = await signUpByApi(request, {
    mobile: sellerMobile,
    name: 'Meera Shah',
    password: 'meera-docs-1',
  });
  const buyerToken = await signUpByApi(request, { mobile: newMobile(), name: 'Rahul Verma', password: 'rahul-docs-1' });
  const title = `2 BHK flat in Kothrud ${sellerMobile.slice(-4)}`;
  const pdf = Buffer.from(`%PDF-1.4\n% floor plan of ${title}\ntrailer<<>>\n%%EOF\n`);

  const sellerContext = await browser.newContext();
  const buyerContext = await browser.newContext({ acceptDownloads: true });
  const seller = await sellerContext.newPage();
  const buyer = await buyerContext.newPage();
  let adPath = '';
  try {
    await test.step('the seller posts the flat with its floor plan', async () => {
      await signInWithToken(seller, sellerToken, '/post-free-ad/');
      await seller.getByRole('combobox', { name: /^Category/ }).selectOption({ label: 'Properties' });
      await seller.getByRole('combobox', { name: /^Sub-category/ }).selectOption('houses-apartments');
      const documents = seller.getByRole('region', { name: 'Documents (optional)' });
      await documents
        .getByLabel(/Drag and drop documents/)
        .setInputFiles({ name: 'Floor plan.pdf', mimeType: 'application/pdf', buffer: pdf });
      await expect(documents.getByRole('link', { name: 'Floor plan.pdf' })).toBeVisible();
      await seller.getByRole('textbox', { name: /^Ad title/ }).fill(title);
      await seller.getByRole('textbox', { name: /^Price/ }).fill('8500000');
      await seller.getByRole('textbox', { name: /^City or area/ }).fill('Pune');
      await seller
        .getByRole('button', { name: /^Pune, Maharashtra/ })
        .first()
        .click();
      await seller.getByRole('button', { name: 'Post Free Ad' }).click();
      await expect(seller).toHaveURL(/\/view\/\d+\/\?posted=1$/);
      adPath = new URL(seller.url()).pathname;
      await expect(seller.getByRole('link', { name: 'Download Floor-plan.pdf' })).toBeVisible();
    });

    await test.step('a buyer sees there is a document, chats, and downloads it', async () => {
      await signInWithToken(buyer, buyerToken, adPath);
      const documents = buyer.getByRole('region', { name: 'Documents' });
      await expect(documents).toContainText('This ad has a document');
      await expect(documents.getByRole('link')).toHaveCount(0);
      await documents.getByRole('button', { name: 'Chat with seller' }).click();
      await expect(buyer.getByRole('heading', { name: 'Meera Shah' })).toBeVisible();
      await buyer.getByText('Documents with this ad (1)').click();
      const [download] = await Promise.all([
        buyer.waitForEvent('download'),
        buyer.getByRole('link', { name: 'Download Floor-plan.pdf' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('Floor-plan.pdf');
      expect((await readFile((await download.path())!)).equals(pdf)).toBe(true);
    });

    await test.step('the file itself is refused to an account without a chat, and to nobody signed in', async () => {
      const adId = adPath.split('/')[2];
      const ad = await (
        await request.get(`/api/products/${adId}/documents/`, { headers: { authorization: `Bearer ${sellerToken}` } })
      ).json();
      const url = new URL(ad.results[0].url).pathname;
      const stranger = await signUpByApi(request, { mobile: newMobile(), name: 'Kiran', password: 'kiran-docs-1' });
      expect((await request.get(url, { headers: { authorization: `Bearer ${stranger}` } })).status()).toBe(403);
      expect((await request.get(url)).status()).toBe(401);
    });
  } finally {
    await sellerContext.close();
    await buyerContext.close();
  }
});
