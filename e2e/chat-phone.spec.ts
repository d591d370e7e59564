import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInWithToken, signUpByApi } from './support/accounts';
import { postCarAd } from './support/ads';
import { newMobile } from './support/sms';

const say = async (request: APIRequestContext, token: string, chatId: number, text: string) => {
  const res = await request.post(`/api/chat/${chatId}/messages/`, {
    headers: { authorization: `Bearer ${token}` },
    data: { client_id: crypto.randomUUID(), text },
  });
  expect(res.status()).toBe(201);
};

// On a 360 px phone a long conversation is one screen: its ad on top, the thread, the composer at
// the bottom, no footer; it opens at the newest message.
test('a chat on a phone is a full-height screen with the newest message and the composer in view', async ({
  browser,
  request,
}) => {
  const sellerMobile = newMobile();
  const sellerToken = await signUpByApi(request, { mobile: sellerMobile, name: 'Meera Shah', password: 'meera-pw-1' });
  const buyerToken = await signUpByApi(request, { mobile: newMobile(), name: 'Rahul Verma', password: 'rahul-pw-1' });
  const title = `Maruti Swift ZXI Plus, 2019, single owner, Pune registration ${sellerMobile}`;
  const adId = await postCarAd(request, sellerToken, title, 450000);
  const opened = await request.post('/api/chat/', {
    headers: { authorization: `Bearer ${buyerToken}` },
    data: { product: adId },
  });
  const chatId = ((await opened.json()) as { id: number }).id;
  for (let i = 1; i <= 10; i++) {
    await say(request, buyerToken, chatId, `Question ${i}: is the car still available, and can I see it this weekend?`);
    await say(request, sellerToken, chatId, `Answer ${i}: yes, it is available; come on Saturday morning.`);
  }

  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  try {
    await signInWithToken(page, buyerToken, `/chat/${adId}/${chatId}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Meera Shah' })).toBeVisible();
    const log = page.getByRole('log');
    await expect(log.getByText('Answer 10:')).toBeInViewport();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeInViewport();
    // No footer, no bottom bar, and the page itself does not scroll: only the thread does.
    await expect(page.getByRole('contentinfo')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(740);
    // The ad's long title stays on one line, cut short on screen.
    const titleLine = page.getByRole('link', { name: title }).locator('..');
    const box = (await titleLine.boundingBox())!;
    expect(box.height).toBeLessThan(30);
    expect(box.x + box.width).toBeLessThanOrEqual(360);

    // A new message keeps the newest in view, above the composer.
    await page.getByRole('textbox', { name: 'Message' }).fill('See you on Saturday');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(log.getByText('See you on Saturday')).toBeInViewport();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeInViewport();
  } finally {
    await context.close();
  }
});
