import type { AdminBanner, BannerPool, MyBanner, TopupOrder, Wallet } from '@haat/contract';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp, testConfig } from '../../test/harness';
import { makeUser } from '../ads/testing';
import { verifyLedger } from '../wallet/ledger';
import { BANNER_NARROW, BANNER_WIDE, bannerImageMessage } from './image';
import { indiaDay } from './service';
import { uploadBannerImage } from './testing';

type User = Awaited<ReturnType<typeof makeUser>>;
const DAY = 24 * 60 * 60 * 1000;

describe.each(dbKinds())('promo banners on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let dir: string;
  let asha: User;
  let admin: User;

  const call = (user: User | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    h.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
  const day = (offset: number) => indiaDay(new Date(h.clock.now().getTime() + offset * DAY));
  /** An image of `width × height` uploaded by `user`; its key. */
  const upload = (user: User, width = 1600, height = 400) => uploadBannerImage(h.app, user.auth, width, height);
  const topUp = async (user: User, amount_paise: number) => {
    const order = (
      await call(user, 'POST', '/api/wallet/topup/', { amount_paise, idempotency_key: randomUUID() })
    ).json<TopupOrder>();
    await call(user, 'POST', `/api/wallet/topup/${order.id}/confirm/`, {});
  };
  const balance = async (user: User) => (await call(user, 'GET', '/api/wallet/')).json<Wallet>().balance_paise;
  const create = async (user: User, over: object = {}) =>
    call(user, 'POST', '/api/banner/', {
      image: await upload(user),
      link: 'https://shop.example.in/diwali',
      title: 'Diwali sale at Sharma Electronics',
      city: 'Pune',
      start_date: day(0),
      end_date: day(4),
      ...over,
    });
  const review = (id: number, body: object, user: User = admin) => call(user, 'PUT', `/api/banner/${id}/review/`, body);
  const pool = async (city = '') =>
    (
      await call(null, 'GET', `/api/banner-pool/?pool_type=banners&sort=-created_on&limit=2&city=${city}`)
    ).json<BannerPool>();

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'haat-banners-'));
    h = await makeApp(kind, { config: testConfig({ DATA_DIR: dir, BANNER_PRICE_PER_DAY_PAISE: 4_900 }) });
    asha = await makeUser(h.db, h.clock.now(), { name: 'Asha' });
    admin = await makeUser(h.db, h.clock.now(), { name: 'Admin', admin: true });
  });
  afterEach(async () => expect(await verifyLedger(h.db)).toEqual([]));
  afterAll(async () => {
    await h.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a new banner waits for review, with WebP copies 1200 and 600 wide and its price', async () => {
    const res = await create(asha);
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json<MyBanner>();
    expect(b).toMatchObject({
      status: 'pending',
      days: 5,
      price_per_day_paise: 4_900,
      total_paise: 24_500,
      charged_paise: 0,
    });
    for (const [url, width] of [
      [b.image.wide, BANNER_WIDE],
      [b.image.narrow, BANNER_NARROW],
    ] as const) {
      const file = await h.app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(file.statusCode).toBe(200);
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width / 4]);
    }
    // Pending banners are not shown: the pool still holds the house banners.
    expect((await pool('Pune')).results.map((r) => r.id)).toEqual([2, 1]);
  });

  test('house banners come with a phone drawing whose text is legible at 360 px', async () => {
    const houses = (await pool('Pune')).results.flatMap((r) => r.assets);
    expect(houses.length).toBeGreaterThan(0);
    for (const asset of houses) {
      expect(asset.image_small).toBe(asset.image.replace(/\.svg$/, '-small.svg'));
      const wide = await sharp(
        (await h.app.inject({ method: 'GET', url: new URL(asset.image).pathname })).rawPayload,
      ).metadata();
      const res = await h.app.inject({ method: 'GET', url: new URL(asset.image_small!).pathname });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
      const small = await sharp(res.rawPayload).metadata();
      // the same 4:1 shape, drawn half as wide, so its text is twice as large on a phone
      expect([wide.width, wide.height, small.width, small.height]).toEqual([1200, 300, 600, 150]);
      const size = (svg: string) => Math.min(...[...svg.matchAll(/font-size="(\d+)"/g)].map((m) => Number(m[1])));
      const wideText = size((await h.app.inject({ method: 'GET', url: new URL(asset.image).pathname })).body);
      // at 360 px: the wide drawing's smallest text is 34 × 0.3 ≈ 10 px; the phone's 24 × 0.6 ≈ 14 px
      expect(size(res.body) * (360 / 600)).toBeGreaterThan(wideText * (360 / 1200) * 1.4);
    }
    expect((await h.app.inject({ method: 'GET', url: '/api/banner-pool/house/nope-small.svg' })).statusCode).toBe(404);
  });

  test.each([
    ['link', { link: 'javascript:alert(1)' }, 'Enter a web address that starts with http:// or https://.'],
    [
      'link',
      { link: 'data:text/html,<script>x</script>' },
      'Enter a web address that starts with http:// or https://.',
    ],
    ['link', { link: 'ftp://files.example.in/x' }, 'Enter a web address that starts with http:// or https://.'],
    ['start_date', { start_date: '2020-01-01', end_date: '2020-01-02' }, 'Start today or later.'],
    ['end_date', { end_date: '2000-01-01' }, 'End on or after the start date.'],
    ['title', { title: 'x' }, 'Enter a title of at least 3 characters.'],
    ['image', { image: 'https://elsewhere.example.in/b.png' }, 'Attach a photo you uploaded.'],
  ])('a banner with a bad %s is refused on that field', async (field, over, message) => {
    const res = await create(asha, over);
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual([message]);
  });

  test.each([
    [1000, 250],
    [1600, 900],
  ])('an image of %i × %i is not a banner', async (width, height) => {
    const res = await create(asha, { image: await upload(asha, width, height) });
    expect(res.statusCode).toBe(400);
    expect(res.json().image).toEqual([bannerImageMessage()]);
  });

  test('approval debits the owner in the same step; short wallets and customers are refused', async () => {
    const owner = await makeUser(h.db, h.clock.now(), { name: 'Sharma Electronics' });
    const b = (await create(owner)).json<MyBanner>();
    expect((await review(b.id, { approve: true }, owner)).statusCode).toBe(403);
    expect((await call(null, 'PUT', `/api/banner/${b.id}/review/`, { approve: true })).statusCode).toBe(401);

    const short = await review(b.id, { approve: true });
    expect(short.statusCode).toBe(402);
    expect(short.json()).toMatchObject({ shortfall_paise: 24_500 });
    expect(short.json().detail).toBe("The owner's wallet is short by ₹245. Ask them to top up, or reject it.");

    await topUp(owner, 30_000);
    const ok = await review(b.id, { approve: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<AdminBanner>()).toMatchObject({
      status: 'live',
      charged_paise: 24_500,
      owner: { name: 'Sharma Electronics' },
    });
    expect(await balance(owner)).toBe(5_500);
    expect((await review(b.id, { approve: true })).statusCode).toBe(400);

    // Live today: first for Pune's visitors, among all-India ones elsewhere? No: targeted at Pune only.
    expect((await pool('Pune')).results[0]).toMatchObject({
      assets: [{ link: 'https://shop.example.in/diwali', title: 'Diwali sale at Sharma Electronics' }],
    });
    expect((await pool('Delhi')).results.map((r) => r.id)).toEqual([2, 1]);
    const bell = (await call(owner, 'GET', '/api/notification/')).json<{ results: { kind: string; text: string }[] }>();
    expect(bell.results[0]).toMatchObject({
      kind: 'banner',
      text: 'Your banner “Diwali sale at Sharma Electronics” is approved; ₹245 was paid from your wallet.',
    });
  });

  test('a rejected banner costs nothing and says why; editing sends it back to review', async () => {
    const b = (await create(asha, { city: '' })).json<MyBanner>();
    const before = await balance(asha);
    expect((await review(b.id, { approve: false })).json()).toEqual({
      reason: ['Say why it is rejected (at least 3 characters).'],
    });
    const rejected = await review(b.id, { approve: false, reason: 'The image is blurry.' });
    expect(rejected.json<AdminBanner>()).toMatchObject({ status: 'rejected', reject_reason: 'The image is blurry.' });
    expect(await balance(asha)).toBe(before);

    const edited = await call(asha, 'PUT', `/api/banner/${b.id}/`, {
      image: await upload(asha),
      link: 'https://shop.example.in/sale',
      title: 'Sharper banner',
      city: '',
      start_date: day(1),
      end_date: day(2),
    });
    expect(edited.json<MyBanner>()).toMatchObject({ status: 'pending', reject_reason: '', title: 'Sharper banner' });
    // Someone else's banner is not found.
    const stranger = await makeUser(h.db, h.clock.now());
    expect((await call(stranger, 'POST', `/api/banner/${b.id}/stop/`)).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', `/api/banner/${b.id}/`)).statusCode).toBe(404);
  });

  test('stopping a live banner refunds the days after today', async () => {
    const owner = await makeUser(h.db, h.clock.now());
    await topUp(owner, 50_000);
    const b = (await create(owner, { city: '', start_date: day(0), end_date: day(9) })).json<MyBanner>();
    await review(b.id, { approve: true });
    expect(await balance(owner)).toBe(50_000 - 49_000);
    expect((await call(owner, 'DELETE', `/api/banner/${b.id}/`)).statusCode).toBe(400);
    h.clock.advance(3 * DAY);
    const stopped = await call(owner, 'POST', `/api/banner/${b.id}/stop/`);
    expect(stopped.json<MyBanner>()).toMatchObject({ status: 'ended', refunded_paise: 6 * 4_900 });
    expect(await balance(owner)).toBe(1_000 + 6 * 4_900);
    const w = (await call(owner, 'GET', '/api/wallet/')).json<Wallet>();
    expect(w.results[0]).toMatchObject({ kind: 'refund', amount_paise: 29_400, link: '/my-banners/' });
    expect((await call(owner, 'POST', `/api/banner/${b.id}/stop/`)).statusCode).toBe(400);
    h.clock.advance(-3 * DAY);
  });

  test('my banners lists mine only; the pricing is public', async () => {
    const mine = (await call(asha, 'GET', '/api/banner/')).json<{ results: MyBanner[] }>();
    expect(mine.results.length).toBeGreaterThan(0);
    expect((await call(admin, 'GET', '/api/banner/')).json<{ count: number }>().count).toBe(0);
    expect((await call(null, 'GET', '/api/banner/')).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/banner/pricing/')).json()).toEqual({
      price_per_day_paise: 4_900,
      max_days: 60,
      max_lead_days: 90,
      min_width: 1200,
      min_height: 300,
    });
    const queue = (await call(admin, 'GET', '/api/banner/review/?status=pending')).json<{ results: AdminBanner[] }>();
    expect(queue.results.every((b) => b.status === 'pending')).toBe(true);
  });
});
