import { chromium, expect, test, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumArgs, findChromium } from '../test/chromium';
import { pushServiceStandIn } from '../apps/api/src/features/push/testing';
import { E2E_PUSH_PORT } from '../playwright.config';
import { signInWithToken, signUpByApi } from './support/accounts';
import { postCarAd } from './support/ads';
import { newMobile } from './support/sms';

// The installable app: its manifest, its service worker (offline reading, the offline page) and Web
// Push from a buyer's message to the seller's notification.
test.use({ serviceWorkers: 'allow' });

/** The page once the service worker controls it (it registers when the page is idle; a first visit is controlled from its next load). */
async function controlled(page: Page) {
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('Haat is installable: Chromium finds no fault in its manifest', async ({ baseURL }) => {
  // A profile of its own: Chromium offers no install in an incognito context, which tests use
  const profile = mkdtempSync(path.join(os.tmpdir(), 'haat-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: chromiumArgs,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    const parsed = JSON.parse(manifest.data!) as Record<string, unknown>;
    expect(parsed).toMatchObject({
      short_name: 'Haat',
      display: 'standalone',
      start_url: '/?source=pwa',
      theme_color: '#0c5d75',
    });
    expect((parsed.shortcuts as { url: string }[]).map((s) => s.url)).toEqual([
      '/post-free-ad/',
      '/inbox/',
      '/my-ads/',
    ]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    // A Hindi page links the Hindi manifest: the same app (its id), named in Hindi.
    await page.goto('/?lang=hi');
    const hindi = await cdp.send('Page.getAppManifest');
    expect(hindi.url).toMatch(/\/manifest\.hi\.webmanifest$/);
    expect(hindi.errors).toEqual([]);
    const parsedHindi = JSON.parse(hindi.data!) as Record<string, unknown>;
    expect(parsedHindi).toMatchObject({ id: parsed.id, lang: 'hi-IN', start_url: '/?source=pwa' });
    expect((parsedHindi.shortcuts as { name: string }[]).map((s) => s.name)).toEqual([
      'मुफ़्त विज्ञापन डालें',
      'इनबॉक्स',
      'मेरे विज्ञापन',
    ]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('an ad page read online opens offline; a page never opened shows the offline page', async ({ page, context }) => {
  await page.goto('/');
  await controlled(page);
  const href = await page.locator('main a[href^="/view/"]').first().getAttribute('href');
  await page.goto(href!);
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  expect(title).toBeTruthy();

  await context.setOffline(true);
  try {
    await page.goto(href!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
    await page.goto('/store/999999/');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    // A visitor who chose हिन्दी gets it in Hindi.
    await context.addCookies([{ name: 'lang', value: 'hi', url: new URL('/', page.url()).href }]);
    await page.goto('/store/999998/');
    await expect(page.getByRole('heading', { level: 1, name: 'आप ऑफ़लाइन हैं' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  } finally {
    await context.setOffline(false);
  }
});

test("a buyer's message reaches the seller's push subscription within 2 s, and shows as a notification", async ({
  browser,
  request,
}) => {
  const service = await pushServiceStandIn(E2E_PUSH_PORT);
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
  const title = `Honda City ${sellerMobile}`;
  const adId = await postCarAd(request, sellerToken, title);

  // The seller's phone: its subscription on the stand-in push service (a browser here reaches no real one)
  const phone = service.browser();
  const subscribed = await request.post('/api/push/subscriptions/', {
    headers: { authorization: `Bearer ${sellerToken}` },
    data: { endpoint: phone.endpoint, keys: phone.keys },
  });
  expect(subscribed.status()).toBe(201);

  const buyerContext = await browser.newContext({ serviceWorkers: 'block' });
  const buyer = await buyerContext.newPage();
  const sellerContext = await browser.newContext();
  await sellerContext.grantPermissions(['notifications']);
  const seller = await sellerContext.newPage();
  try {
    await signInWithToken(buyer, buyerToken, `/view/${adId}/`);
    await buyer.getByRole('button', { name: 'Chat with seller' }).click();
    const arrived = service.next();
    const sent = Date.now();
    await buyer.getByRole('button', { name: 'Is it available?' }).click();
    await arrived;
    expect(Date.now() - sent).toBeLessThan(2000);
    const push = service.pushesTo(phone)[0]!.payload as { body: string; url: string; tag: string };
    expect(push.body).toContain(title);
    expect(push.url).toMatch(new RegExp(`^/chat/${adId}/\\d+/$`));

    // What the seller's service worker does with that push: one notification, tagged by chat
    await signInWithToken(seller, sellerToken, '/my-ads/');
    await controlled(seller);
    const cdp = await sellerContext.newCDPSession(seller);
    await cdp.send('ServiceWorker.enable');
    const registration = await new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      }),
    );
    const origin = new URL(seller.url()).origin;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registration,
      data: JSON.stringify(push),
    });
    await expect
      .poll(() =>
        seller.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ body: n.body, tag: n.tag })),
        ),
      )
      .toEqual([{ body: push.body, tag: push.tag }]);
  } finally {
    await buyerContext.close();
    await sellerContext.close();
    await service.close();
  }
});
