import { expect, test } from '@playwright/test';
import { watchCodeAndData } from './support/parallel';
import { holdBack } from './support/holdBack';

// Server rendering: the first response carries the first screen (readable with JavaScript off),
// and the browser takes the page over without asking the API again or repainting it.

test.describe("with JavaScript off, the server's HTML is the page", () => {
  test.use({ javaScriptEnabled: false });

  test('home shows its heading, the category bar and the fresh ads', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Buy and sell near you, all over India' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Haat', exact: true })).toBeVisible();
    const adLinks = page.locator('main a[href^="/view/"]');
    expect(await adLinks.count()).toBeGreaterThanOrEqual(12);
  });

  test('an ad page shows its title, price and seller', async ({ page }) => {
    await page.goto('/');
    const href = await page.locator('main a[href^="/view/"]').first().getAttribute('href');
    await page.goto(href!);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.getByText(/₹\s?[\d,]+/).first()).toBeVisible();
  });

  test('an address that is nothing answers 404 with the not-found page; a place or category 200', async ({ page }) => {
    for (const url of ['/xyzzy-nothing/', '/a/b/c/', '/view/999999999/']) {
      const res = await page.goto(url);
      expect(res?.status(), url).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(/not found/i);
    }
    for (const url of ['/Mumbai/', '/search/']) expect((await page.goto(url))?.status(), url).toBe(200);
  });

  test('a visitor saving data gets no eager thumbnails; others get the first row eagerly', async ({ page }) => {
    const loading = () => page.locator('main li img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('loading')));
    await page.goto('/search/');
    expect((await loading()).slice(0, 2)).toEqual(['eager', 'eager']);
    await page.setExtraHTTPHeaders({ 'Save-Data': 'on' });
    await page.goto('/search/');
    const lazy = await loading();
    expect(lazy.length).toBeGreaterThanOrEqual(8);
    expect(lazy.every((l) => l === 'lazy')).toBe(true);
  });

  test('the chosen location (its cookie) is the place the page is rendered for', async ({ page, context, baseURL }) => {
    await context.addCookies([
      {
        name: 'haat_location',
        value: encodeURIComponent(JSON.stringify({ name: 'Delhi', city: 'Delhi', state: 'Delhi' })),
        url: baseURL!,
      },
    ]);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Buy and sell near you in Delhi' })).toBeVisible();
  });

  test('a browser holding a session is not offered LOGIN before the app reads it', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
    await context.addCookies([{ name: 'haat_session', value: '1', url: baseURL! }]);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toHaveCount(0);
  });
});

test("a rendered ad page asks for its photo first; a signed-in screen's script keeps its priority", async ({
  request,
}) => {
  const home = await (await request.get('/')).text();
  // An ad with a photo (another journey may have posted a newer one without).
  const href = /href="(\/view\/\d+\/)"[^>]*>(?:(?!<\/a>).)*?<img/s.exec(home)?.[1];
  expect(href).toBeDefined();
  const html = await (await request.get(href!)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  // the photo the gallery shows first, preloaded before any script or stylesheet
  const photo = /<link rel="preload" as="image" href="([^"]+)"[^>]*fetchpriority="high"/.exec(head);
  expect(photo).not.toBeNull();
  expect(head.indexOf(photo![0])).toBeLessThan(head.indexOf('<script'));
  expect(html).toContain(`src="${photo![1]}"`);
  // the scripts only hydrate what is on screen: low priority, and the stylesheet is in the page
  expect(head).toMatch(/<script type="module" fetchpriority="low"/);
  expect(head).not.toMatch(/<link rel="stylesheet"[^>]*index-[\w-]+\.css/);
  // one title: the ad's, not the app's default as well
  expect(head.match(/<title>/g)).toHaveLength(1);

  const screen = await (await request.get('/my-ads/')).text();
  expect(screen).toContain('<div id="root"></div>');
  expect(screen).not.toContain('fetchpriority="low"');
});

test('the browser takes over a rendered page without asking again, then navigates', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    // (the journeys run with service workers blocked: playwright.config.ts)
    if ((m.type() === 'error' || m.type() === 'warning') && !/blocked by Playwright/.test(m.text()))
      problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  const listings: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/(search-product|lookup\/cats|products|store)\b/.test(r.url())) listings.push(r.url());
  });
  for (const path of ['/', '/search/', '/Cars/']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(problems).toEqual([]);
  expect(listings).toEqual([]);

  // hydrated: a click is the app's navigation, which loads the ad through the API
  await page.goto('/', { waitUntil: 'networkidle' });
  const first = page.locator('main a[href^="/view/"]').first();
  const title = (await first.getAttribute('href'))!;
  const adAnswer = page.waitForResponse((r) => r.url().includes('/api/products/'));
  await first.click();
  await adAnswer;
  await expect(page).toHaveURL(new RegExp(title.replace(/\//g, '\\/')));
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  expect(problems).toEqual([]);
});

test("a navigation asks for the next page's code and its data at once, not one after the other", async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const watch = await watchCodeAndData(page, /\/assets\/AdPage-[\w-]+\.js$/, /\/api\/products\/\d+\/$/);
  await page.locator('main a[href^="/view/"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await watch.expectAtOnce();
});

test('text typed before the scripts take over is kept, and is what gets searched', async ({ page }) => {
  const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
  // The HTML arrives and shows; its module script waits behind the gate.
  await page.goto('/', { waitUntil: 'commit' });
  const box = page.getByRole('banner').getByRole('searchbox');
  await expect(box).toBeVisible();
  await box.pressSequentially('royal enfield');
  release();
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await expect(box).toHaveValue('royal enfield');
  await expect(box).toBeFocused();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?search=royal(%20|\+)enfield$/);
});

test('a category chosen before the scripts take over is kept, and is what gets listed', async ({ page }) => {
  const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto('/search/', { waitUntil: 'commit' });
  const category = page.getByRole('combobox', { name: 'Category', exact: true });
  await expect(category).toBeVisible();
  await category.selectOption('Mobiles+Tablets');
  release();
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await expect(page).toHaveURL(/\/search\/Mobiles\+Tablets\/$/);
  await expect(category).toHaveValue('Mobiles+Tablets');
});

test("a button pressed before the page's code arrives is pressed again once it has", async ({ page }) => {
  await page.goto('/');
  const ad = (await page.locator('main a[href^="/view/"]').first().getAttribute('href'))!;
  // The app's scripts run; the ad page's own code (and so its part of the page) waits behind the gate.
  const release = await holdBack(page, /\/assets\/AdPage-[\w-]+\.js$/);
  await page.goto(ad, { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Chat with seller' }).click();
  await expect(page).toHaveURL(new RegExp(`${ad}$`));
  release();
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  // A visitor who asks to chat is asked to sign in first, then sent back to the chat
  await expect(page).toHaveURL(/\?login=true&redirect=%2Fchat%2F\d+%2F$/);
});

test('no page without Hindi text downloads more than 60 KB of fonts', async ({ browser, page }) => {
  await page.goto('/');
  const ad = (await page.locator('main a[href^="/view/"]').first().getAttribute('href'))!;
  for (const path of ['/', '/search/', '/pricing/', ad]) {
    // a fresh context for each page: nothing from the one before in its cache
    const context = await browser.newContext();
    const fresh = await context.newPage();
    const fonts = new Map<string, number>();
    fresh.on('response', async (res) => {
      if (res.request().resourceType() === 'font' && !res.url().startsWith('data:'))
        fonts.set(res.url(), (await res.body()).length);
    });
    await fresh.goto(path, { waitUntil: 'networkidle' });
    await fresh.mouse.wheel(0, 4000);
    await fresh.waitForLoadState('networkidle');
    const bytes = [...fonts.values()].reduce((a, b) => a + b, 0);
    expect(bytes, `${path}: ${[...fonts.keys()].join(', ')}`).toBeGreaterThan(0);
    expect(bytes, `${path}: ${[...fonts.keys()].join(', ')}`).toBeLessThanOrEqual(60 * 1024);
    // Inter's latin text comes from the kit's 400-700 file, never fontsource's for every weight too
    expect([...fonts.keys()].filter((url) => /inter-latin-wght-normal/.test(url))).toEqual([]);
    expect([...fonts.keys()].some((url) => /inter-latin-wght-400-700/.test(url))).toBe(true);
    await context.close();
  }
});

test('on a phone, Inter arriving late moves nothing: the fallback font has its metrics', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // Inter's latin file comes a second late, as it can on a slow 4G connection: the page first paints
  // in the fallback font, then swaps.
  await page.route(/inter-latin-wght-400-700.*\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.shifted += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/', '/search/']) {
    await page.goto(path);
    await page.waitForFunction(() =>
      [...document.fonts].some((f) => f.family.includes('Inter Variable') && f.status === 'loaded'),
    );
    // two frames for the swap's layout to be reported
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const shifted = await page.evaluate(() => (window as unknown as { shifted: number }).shifted);
    console.log(`${path}: layout shift ${shifted.toFixed(4)} with Inter a second late`);
    expect(shifted, path).toBeLessThan(0.005);
  }
});
