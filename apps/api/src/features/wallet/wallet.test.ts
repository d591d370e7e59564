import type { Featured, Shortfall, TopupOrder, Wallet } from '@haat/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { runCli } from '../../cli';
import { dbKinds, makeApp, testConfig } from '../../test/harness';
import { ensureCategories, makeUser, phoneAd } from '../ads/testing';
import { notifyFeaturingEnded } from '../featured/service';
import { listenAt, openSocket } from '../chat/testing';
import { verifyLedger } from './ledger';

type User = Awaited<ReturnType<typeof makeUser>>;
const DAY = 24 * 60 * 60 * 1000;
const key = () => randomUUID();

describe.each(dbKinds())('wallet and featured ads on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let asha: User;
  let ravi: User;

  const post = (user: User | null, url: string, payload: object = {}) =>
    h.app.inject({ method: 'POST', url, headers: user?.auth ?? {}, payload });
  const get = (user: User | null, url: string) => h.app.inject({ method: 'GET', url, headers: user?.auth ?? {} });
  const wallet = async (user: User) => (await get(user, '/api/wallet/')).json<Wallet>();
  /** Top up in test mode: order, then confirmation. */
  const topUp = async (user: User, amount_paise: number) => {
    const order = (await post(user, '/api/wallet/topup/', { amount_paise, idempotency_key: key() })).json<TopupOrder>();
    const res = await post(user, `/api/wallet/topup/${order.id}/confirm/`);
    expect(res.statusCode).toBe(200);
    return order;
  };
  const newAd = async (user: User, title = `Phone ${key().slice(0, 6)}`) =>
    (await post(user, '/api/product/', phoneAd({ title }))).json<{ id: number }>().id;
  const feature = (user: User, adId: number, plan = 'featured-7', idempotency_key = key()) =>
    post(user, `/api/product/${adId}/feature/`, { plan, idempotency_key });

  beforeAll(async () => {
    h = await makeApp(kind);
    await ensureCategories(h.db);
    asha = await makeUser(h.db, h.clock.now(), { name: 'Asha' });
    ravi = await makeUser(h.db, h.clock.now(), { name: 'Ravi' });
  });
  // The ledger invariant holds after every test's operations.
  afterEach(async () => expect(await verifyLedger(h.db)).toEqual([]));
  afterAll(() => h.close());

  test('a test-mode top-up credits once, whatever is replayed', async () => {
    const idempotency_key = key();
    const first = await post(asha, '/api/wallet/topup/', { amount_paise: 50_000, idempotency_key });
    expect(first.statusCode).toBe(201);
    const order = first.json<TopupOrder>();
    expect(order).toMatchObject({ provider: 'test', amount_paise: 50_000, status: 'created', checkout: null });

    const again = await post(asha, '/api/wallet/topup/', { amount_paise: 50_000, idempotency_key });
    expect(again.statusCode).toBe(200);
    expect(again.json<TopupOrder>().id).toBe(order.id);

    const confirmed = await post(asha, `/api/wallet/topup/${order.id}/confirm/`);
    expect(confirmed.json()).toMatchObject({ order: { id: order.id, status: 'paid' }, balance_paise: 50_000 });
    const replay = await post(asha, `/api/wallet/topup/${order.id}/confirm/`);
    expect(replay.json()).toMatchObject({ balance_paise: 50_000 });

    const w = await wallet(asha);
    expect(w.balance_paise).toBe(50_000);
    expect(w.results).toEqual([
      expect.objectContaining({
        kind: 'topup',
        amount_paise: 50_000,
        balance_after_paise: 50_000,
        reference: `order:${order.id}`,
        description: 'Wallet top-up of ₹500 (test mode)',
      }),
    ]);
    // The profile's wallet is the same balance in rupees.
    expect((await get(asha, '/api/profile/')).json().wallet).toBe(500);
  });

  test('every tab of the account hears the new balance: a top-up, a purchase, a cashback', async () => {
    const seller = await makeUser(h.db, h.clock.now());
    const tab = await openSocket(await listenAt(h.app), seller.token);
    try {
      await topUp(seller, 20_000);
      expect((await tab.next('wallet', (f) => f.balance_paise === 20_000)).balance_paise).toBe(20_000);
      const ad = await newAd(seller);
      await feature(seller, ad);
      await tab.next('wallet', (f) => f.balance_paise === 10_100);
      await post(seller, `/api/product/${ad}/sold/`);
      await tab.next('wallet', (f) => f.balance_paise === 10_100 + 4_950);
      await tab.next('notification', (f) => f.notification.kind === 'cashback');
    } finally {
      await tab.close();
    }
  });

  test('50 confirmations of one order at once credit it once', async () => {
    const order = (
      await post(ravi, '/api/wallet/topup/', { amount_paise: 12_345, idempotency_key: key() })
    ).json<TopupOrder>();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post(ravi, `/api/wallet/topup/${order.id}/confirm/`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const w = await wallet(ravi);
    expect(w.balance_paise).toBe(12_345);
    expect(w.results.filter((t) => t.reference === `order:${order.id}`)).toHaveLength(1);
  });

  test('50 top-ups with one key at once make one order', async () => {
    const idempotency_key = key();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post(ravi, '/api/wallet/topup/', { amount_paise: 1_000, idempotency_key })),
    );
    expect(new Set(answers.map((a) => a.json<TopupOrder>().id)).size).toBe(1);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
  });

  test.each([
    [{ amount_paise: 999 }, 'amount_paise', 'The smallest top-up is ₹10.'],
    [{ amount_paise: 5_000_001 }, 'amount_paise', 'The largest top-up is ₹50,000.'],
    [{ amount_paise: 100.5 }, 'amount_paise', 'Enter a whole amount in paise.'],
    [{ amount_paise: '500' }, 'amount_paise', 'Enter an amount.'],
    [{ amount_paise: 1_000, idempotency_key: 'x' }, 'idempotency_key', 'An idempotency key has 8 to 80 characters.'],
  ])('a top-up of %j is refused on %s', async (body, field, message) => {
    const res = await post(asha, '/api/wallet/topup/', { idempotency_key: key(), ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual([message]);
  });

  test("anonymous callers get 401, and someone else's order is not found", async () => {
    expect((await get(null, '/api/wallet/')).statusCode).toBe(401);
    expect((await post(null, '/api/wallet/topup/', { amount_paise: 1_000, idempotency_key: key() })).statusCode).toBe(
      401,
    );
    const order = (
      await post(asha, '/api/wallet/topup/', { amount_paise: 1_000, idempotency_key: key() })
    ).json<TopupOrder>();
    const res = await post(ravi, `/api/wallet/topup/${order.id}/confirm/`);
    expect(res.statusCode).toBe(404);
    expect((await wallet(ravi)).results.some((t) => t.reference === `order:${order.id}`)).toBe(false);
  });

  test('featuring debits the plan, lists the ad first, and a replay charges nothing', async () => {
    const seller = await makeUser(h.db, h.clock.now(), { name: 'Meera' });
    await topUp(seller, 20_000);
    const older = await newAd(seller, 'Older phone to feature');
    h.clock.advance(1000);
    await newAd(seller, 'Newer phone');
    const idempotency_key = key();
    const res = await feature(seller, older, 'featured-7', idempotency_key);
    expect(res.statusCode).toBe(200);
    const f = res.json<Featured>();
    expect(f).toMatchObject({ ad: older, plan: 'featured-7', price_paise: 9_900, balance_paise: 10_100 });
    expect(Date.parse(f.featured_until) - h.clock.now().getTime()).toBe(7 * DAY);

    const replay = await feature(seller, older, 'featured-7', idempotency_key);
    expect(replay.json<Featured>()).toMatchObject({ featured_until: f.featured_until, balance_paise: 10_100 });
    const w = await wallet(seller);
    expect(w.results[0]).toMatchObject({
      kind: 'feature',
      amount_paise: -9_900,
      description: 'Featured for 7 days: Older phone to feature',
      link: `/view/${older}/`,
    });
    expect(w.results.filter((t) => t.kind === 'feature')).toHaveLength(1);

    const listed = (await get(null, `/api/store/${seller.id}/`)).json<{
      results: { id: number; featured: boolean }[];
    }>();
    expect(listed.results[0]).toMatchObject({ id: older, featured: true });
  });

  test('a short wallet answers 402 with the shortfall and nothing moves', async () => {
    const seller = await makeUser(h.db, h.clock.now());
    await topUp(seller, 5_000);
    const ad = await newAd(seller);
    const res = await feature(seller, ad, 'featured-15');
    expect(res.statusCode).toBe(402);
    expect(res.json<Shortfall>()).toMatchObject({ shortfall_paise: 12_900, balance_paise: 5_000 });
    expect(res.json<Shortfall>().detail).toBe('Your wallet has ₹50; this needs ₹179. Top up ₹129 to continue.');
    expect((await wallet(seller)).balance_paise).toBe(5_000);
    expect((await get(seller, `/api/product/${ad}/`)).json().featured).toBe(false);
  });

  test('only the owner features a live ad, with a plan that exists', async () => {
    const ad = await newAd(asha);
    expect((await feature(ravi, ad)).statusCode).toBe(403);
    expect(
      (await post(null, `/api/product/${ad}/feature/`, { plan: 'featured-7', idempotency_key: key() })).statusCode,
    ).toBe(401);
    const bad = await feature(asha, ad, 'featured-999');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().plan).toEqual(['Choose one of the plans.']);
    await post(asha, `/api/product/${ad}/sold/`);
    const sold = await feature(asha, ad);
    expect(sold.statusCode).toBe(400);
    expect(sold.json().non_field_errors).toEqual(['Only a live ad can be featured. Renew it first.']);
    expect((await feature(asha, 999_999_999)).statusCode).toBe(404);
  });

  test('50 purchases at once from a wallet that covers 3: 3 succeed, the balance never goes negative', async () => {
    const seller = await makeUser(h.db, h.clock.now());
    await topUp(seller, 3 * 9_900 + 500);
    const ads: number[] = [];
    for (let i = 0; i < 5; i++) ads.push(await newAd(seller));
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => feature(seller, ads[i % 5]!)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 402)).toHaveLength(47);
    expect((await wallet(seller)).balance_paise).toBe(500);
  });

  test('featuring a featured ad extends it from its current end', async () => {
    const seller = await makeUser(h.db, h.clock.now());
    await topUp(seller, 50_000);
    const ad = await newAd(seller);
    const first = (await feature(seller, ad, 'featured-7')).json<Featured>();
    h.clock.advance(2 * DAY);
    const second = (await feature(seller, ad, 'featured-15')).json<Featured>();
    expect(Date.parse(second.featured_until) - Date.parse(first.featured_until)).toBe(15 * DAY);
  });

  test('featuring ends at featured_until by itself, with one notice', async () => {
    const seller = await makeUser(h.db, h.clock.now());
    await topUp(seller, 10_000);
    const ad = await newAd(seller, 'Phone whose featuring ends');
    const f = (await feature(seller, ad)).json<Featured>();
    const featuredNow = async () =>
      (await get(null, '/api/search-product/?featured=true&limit=200'))
        .json<{ results: { id: number }[] }>()
        .results.some((r) => r.id === ad);
    h.clock.set(new Date(Date.parse(f.featured_until) - 1));
    expect(await featuredNow()).toBe(true);
    h.clock.set(new Date(f.featured_until));
    expect((await get(null, `/api/products/${ad}/`)).json().featured).toBe(false);
    // Listings share an answer for up to a second (search/routes.ts), so they follow within one.
    h.clock.set(new Date(Date.parse(f.featured_until) + 1000));
    expect(await featuredNow()).toBe(false);

    expect(await notifyFeaturingEnded(h.ctx)).toBeGreaterThanOrEqual(1);
    expect(await notifyFeaturingEnded(h.ctx)).toBe(0);
    const bell = (await get(seller, '/api/notification/')).json<{
      results: { kind: string; text: string; link: string }[];
    }>();
    expect(bell.results.filter((n) => n.kind === 'featured_ended')).toEqual([
      {
        ...bell.results.find((n) => n.kind === 'featured_ended'),
        text: 'Featuring of “Phone whose featuring ends” has ended. Feature it again to stay on top.',
        link: `/make-featured/${ad}/`,
      },
    ]);
  });

  test('selling within the cashback window pays the cashback once, with a notification', async () => {
    const seller = await makeUser(h.db, h.clock.now());
    await topUp(seller, 10_000);
    const ad = await newAd(seller, 'Phone that sells');
    const f = (await feature(seller, ad, 'featured-7')).json<Featured>();
    expect(f).toMatchObject({ cashback_percent: 50, cashback_paise: 4_950 });
    h.clock.set(new Date(Date.parse(f.cashback_until) - 1));
    expect((await get(null, `/api/products/${ad}/`)).json().featured).toBe(true);
    const sold = await post(seller, `/api/product/${ad}/sold/`);
    expect(sold.statusCode).toBe(200);
    expect(sold.json().status).toBe('sold');
    // Its featuring had time left, but a sold ad shows no Featured badge.
    expect((await get(null, `/api/products/${ad}/`)).json()).toMatchObject({ featured: false, featured_until: null });
    const w = await wallet(seller);
    expect(w.balance_paise).toBe(100 + 4_950);
    expect(w.results[0]).toMatchObject({
      kind: 'cashback',
      amount_paise: 4_950,
      description: 'Cashback for selling Phone that sells',
    });
    const bell = (await get(seller, '/api/notification/')).json<{
      results: { kind: string; text: string; link: string }[];
    }>();
    expect(bell.results.find((n) => n.kind === 'cashback')).toMatchObject({
      text: '₹49.50 cashback for selling “Phone that sells” is in your wallet.',
      link: '/my-account/#wallet',
    });
    // Selling it again, or many times at once, never pays twice.
    await Promise.all(Array.from({ length: 10 }, () => post(seller, `/api/product/${ad}/sold/`)));
    expect((await wallet(seller)).results.filter((t) => t.kind === 'cashback')).toHaveLength(1);
  });

  test('selling at the end of the cashback window pays nothing', async () => {
    const seller = await makeUser(h.db, h.clock.now());
    await topUp(seller, 10_000);
    const ad = await newAd(seller);
    const f = (await feature(seller, ad, 'featured-7')).json<Featured>();
    h.clock.set(new Date(f.cashback_until));
    await post(seller, `/api/product/${ad}/sold/`);
    const w = await wallet(seller);
    expect(w.balance_paise).toBe(100);
    expect(w.results.some((t) => t.kind === 'cashback')).toBe(false);
  });

  test('npm run admin -- verify-ledger finds a balance that is off', async () => {
    const run = async () => {
      let text = '';
      const code = await runCli(['verify-ledger'], {
        out: { write: (s: string) => ((text += s), true) },
        openDatabase: async () => ({ ...h.db, close: async () => undefined }),
      });
      return { code, text };
    };
    const ok = await run();
    expect(ok.code).toBe(0);
    expect(ok.text).toMatch(/^The ledger checks out: \d+ accounts, \d+ rows\.\n$/);
    await h.db.query('UPDATE users SET wallet_paise = wallet_paise + 1 WHERE id = $1', [asha.id]);
    const off = await run();
    expect(off.code).toBe(1);
    expect(off.text).toContain(`account ${asha.id}: balance 50001 paise but the ledger sums to 50000`);
    await h.db.query('UPDATE users SET wallet_paise = wallet_paise - 1 WHERE id = $1', [asha.id]);
  });
});

describe('a free plan', () => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  beforeAll(async () => {
    const plans = [{ id: 'launch-offer', title: 'Launch offer', days: 3, price_paise: 0, cashback_percent: 0 }];
    h = await makeApp('pglite', { config: testConfig({ PLANS: JSON.stringify(plans) }) });
    await ensureCategories(h.db);
  });
  afterAll(() => h.close());

  test('features the ad at once in listings, moving no money', async () => {
    const seller = await makeUser(h.db, h.clock.now());
    const ad = (
      await h.app.inject({ method: 'POST', url: '/api/product/', headers: seller.auth, payload: phoneAd() })
    ).json<{
      id: number;
    }>().id;
    const featuredIds = async () =>
      (await h.app.inject({ method: 'GET', url: '/api/search-product/?featured=true&limit=200' }))
        .json<{ results: { id: number }[] }>()
        .results.map((r) => r.id);
    expect(await featuredIds()).not.toContain(ad);
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/product/${ad}/feature/`,
      headers: seller.auth,
      payload: { plan: 'launch-offer', idempotency_key: randomUUID() },
    });
    expect(res.json<Featured>()).toMatchObject({ price_paise: 0, balance_paise: 0 });
    // Within the listings' one-second shared answer: the write itself starts them afresh.
    expect(await featuredIds()).toContain(ad);
    expect(await verifyLedger(h.db)).toEqual([]);
  });
});
