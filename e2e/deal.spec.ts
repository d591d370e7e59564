import { expect, test, type Page } from '@playwright/test';
import { signInWithToken, signUpByApi } from './support/accounts';
import { newMobile } from './support/sms';

/**
 * Issue 41's journey: a buyer bargains in chat, the seller counters, the buyer accepts, asks for the
 * number and gets it; the seller marks the bike sold to that buyer; both rate each other; the store
 * page then shows the rating and the reply figures.
 */
test('offer, counter, accept, number on request, sold to the buyer, both rate: the store shows it', async ({
  browser,
  request,
}) => {
  const sellerMobile = newMobile();
  const sellerToken = await signUpByApi(request, {
    mobile: sellerMobile,
    name: 'Meera Shah',
    password: 'meera-password-1',
  });
  const buyerToken = await signUpByApi(request, {
    mobile: newMobile(),
    name: 'Rahul Verma',
    password: 'rahul-password-1',
  });
  const sellerId = (
    (await (await request.get('/api/profile/', { headers: { authorization: `Bearer ${sellerToken}` } })).json()) as {
      id: number;
    }
  ).id;
  const title = `Bajaj Pulsar 150 ${sellerMobile}`;
  const posted = await request.post('/api/product/', {
    headers: { authorization: `Bearer ${sellerToken}` },
    data: {
      title,
      price: 50000,
      category: 'Cars+Bikes',
      sub_category: 'bikes',
      city: 'Pune',
      state: 'Maharashtra',
      data: { brand: 'Bajaj', year: 2020 },
      contact: 'phone_request',
      phone: `+91 ${sellerMobile}`,
    },
  });
  expect(posted.status()).toBe(201);
  const adId = ((await posted.json()) as { id: number }).id;

  const buyerContext = await browser.newContext();
  const sellerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  const seller = await sellerContext.newPage();
  try {
    // The buyer opens a chat from the ad and offers ₹45,000; the number is not on the ad
    await signInWithToken(buyer, buyerToken, `/view/${adId}/`);
    await expect(buyer.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(buyer.getByText('The seller shares their phone number on request: ask for it in chat.')).toBeVisible();
    await expect(buyer.locator('main a[href^="tel:"]')).toHaveCount(0);
    // "Make an offer" on the ad opens the chat with the form ready: the offer is its first message
    await buyer.getByRole('button', { name: 'Make an offer' }).click();
    await expect(buyer).toHaveURL(new RegExp(`/chat/${adId}/\\d+/\\?offer=1$`));
    const chatPath = new URL(buyer.url()).pathname;
    await expect(buyer.getByLabel('Your offer in rupees')).toBeFocused();
    await buyer.getByLabel('Your offer in rupees').fill('45000');
    await buyer.getByRole('button', { name: 'Send offer' }).click();
    const buyerLog = buyer.getByRole('log');
    await expect(buyerLog.getByText('Your offer')).toBeVisible();

    // The seller counters ₹47,500
    await signInWithToken(seller, sellerToken, chatPath);
    const sellerLog = seller.getByRole('log');
    await expect(sellerLog.getByText('Their offer')).toBeVisible();
    await sellerLog.getByRole('button', { name: 'Counter' }).click();
    await sellerLog.getByLabel('Your counter-offer in rupees').fill('47500');
    await sellerLog.getByRole('button', { name: 'Send counter-offer' }).click();

    // Live to the buyer, who accepts: the deal shows in the chat's header on both sides
    await buyerLog.getByRole('button', { name: 'Accept' }).click();
    await expect(buyer.getByText('Deal: ₹47,500')).toBeVisible();
    await expect(seller.getByText('Deal: ₹47,500')).toBeVisible();

    // The buyer asks for the number; the seller shares it; only then does the buyer see it
    await expect(buyer.getByRole('link', { name: 'Call' })).toHaveCount(0);
    await buyer.getByRole('button', { name: 'Request phone number' }).click();
    await expect(sellerLog.getByText('Share your number with Rahul Verma?')).toBeVisible();
    await sellerLog.getByRole('button', { name: 'Share', exact: true }).click();
    const call = buyer.getByRole('banner').or(buyer.locator('header')).getByRole('link', { name: 'Call' }).first();
    await expect(call).toHaveAttribute('href', `tel:+91${sellerMobile}`);

    // The seller marks the bike sold, to Rahul (the accepted offer's buyer comes first, chosen)
    await seller.goto('/my-ads/');
    await seller
      .getByRole('group', { name: `Actions for ${title}` })
      .getByRole('button', { name: 'Mark as sold' })
      .click();
    const soldTo = seller.getByRole('dialog', { name: 'Sold to whom?' });
    await expect(soldTo.getByRole('radio', { name: /Rahul Verma/ })).toBeChecked();
    await soldTo.getByRole('button', { name: 'Mark as sold' }).click();
    await expect(seller.getByText(`"${title}" is marked as sold.`)).toBeVisible();

    // Both rate each other from the chat
    await rate(buyer, chatPath, 'Meera Shah', 5, 'Bike exactly as in the photos.');
    await rate(seller, chatPath, 'Rahul Verma', 4, 'Paid on time, easy to deal with.');

    // The store shows the rating and how the seller deals
    await buyer.goto(`/store/${sellerId}/`);
    await expect(buyer.getByRole('img', { name: '5.0 out of 5, 1 rating' }).first()).toBeVisible();
    await expect(buyer.getByText('Bike exactly as in the photos.')).toBeVisible();
    const facts = buyer.getByRole('list', { name: 'About this seller' });
    await expect(facts).toContainText('Mobile verified');
    await expect(facts).toContainText('Replies to 100% of chats within a day');
    await expect(facts).toContainText('Typically replies in 1 minute');
    await expect(facts).toContainText('Active today');
    await expect(facts).toContainText('1 sold');

    // The seller hears of the rating (the bell leads to My Account's notifications), follows it to their store and replies once
    await seller.goto('/my-account/#notifications');
    await seller.getByRole('link', { name: /Rahul Verma rated you 5 out of 5/ }).click();
    await expect(seller).toHaveURL(new RegExp(`/store/${sellerId}/$`));
    await seller.getByRole('button', { name: 'Reply' }).click();
    await seller.getByRole('textbox', { name: 'Your reply' }).fill('Thank you, Rahul. Ride safe!');
    await seller.getByRole('button', { name: 'Post reply' }).click();
    await expect(seller.getByText('Your reply is posted under the rating.')).toBeVisible();
    // Read back from the server: under the rating, and no second reply offered
    await expect(seller.getByText('Thank you, Rahul. Ride safe!')).toBeVisible();
    await expect(seller.getByRole('button', { name: 'Reply' })).toHaveCount(0);
  } finally {
    await buyerContext.close();
    await sellerContext.close();
  }
});

async function rate(page: Page, chatPath: string, name: string, stars: number, text: string) {
  await page.goto(chatPath);
  await page.getByRole('button', { name: `Rate ${name}` }).click();
  // The stars are radios drawn as stars: a person taps the star (its label)
  await page.locator('label', { has: page.getByRole('radio', { name: `${stars} stars out of 5` }) }).click();
  await expect(page.getByRole('radio', { name: `${stars} stars out of 5` })).toBeChecked();
  await page.getByLabel(/Tell others about the deal/).fill(text);
  await page.getByRole('button', { name: 'Post rating' }).click();
  await expect(page.getByText(`Thank you. Your rating of ${name} is posted.`)).toBeVisible();
}
