import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { ensureCategories, makeUser, phoneAd } from '../features/ads/testing';
import { captureMail } from '../features/auth/testing';
import { hashPassword } from '../features/auth/passwords';
import { indiaDay } from '../features/banners/service';
import { dbKinds, makeApp, testConfig } from '../test/harness';
import { LIMITS, RENDER_HEADER } from './limits';

type User = Awaited<ReturnType<typeof makeUser>>;
type Answer = { statusCode: number; headers: Record<string, unknown>; json: () => { detail?: string } };
const HOUR = 60 * 60 * 1000;

/** Fire `make(i)` 50 times at once; the statuses, counted. */
async function fifty(make: (i: number) => Promise<Answer>) {
  const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => make(i)));
  const count = (status: number) => answers.filter((a) => a.statusCode === status).length;
  const refused = answers.filter((a) => a.statusCode === 429);
  // Every refusal says when to come back.
  for (const r of refused) expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
  return { count, refused: refused.length, answers };
}

describe.each(dbKinds())('a limit on every write, 50 requests at once, on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let dir: string;
  const mail = captureMail();

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'haat-limits-'));
    h = await makeApp(kind, { mail: mail.provider, config: testConfig({ DATA_DIR: dir, SEARCH_PER_MINUTE: 20 }) });
    await ensureCategories(h.db);
  });
  afterAll(async () => {
    await h.close();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    h.clock.advance(2 * 24 * HOUR); // every test starts with every window empty
  });

  const call = (user: User | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    h.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });

  test('reset mails: 3 an hour to one address, from anywhere; 10 an hour from one client address', async () => {
    const owner = await makeUser(h.db, h.clock.now());
    const email = `owner-${owner.id}@example.in`;
    await h.db.query('UPDATE users SET email = $2, email_verified_at = $3 WHERE id = $1', [
      owner.id,
      email,
      h.clock.now(),
    ]);
    const before = mail.sent.length;
    const one = await fifty((i) =>
      h.app.inject({ method: 'POST', url: '/forgot-password/', payload: { email }, remoteAddress: `10.35.1.${i}` }),
    );
    expect(one.count(200)).toBe(LIMITS.resetPerTarget[0].limit);
    expect(one.refused).toBe(50 - LIMITS.resetPerTarget[0].limit);
    expect(mail.sent.length - before).toBe(LIMITS.resetPerTarget[0].limit);
    // An address without an account is refused alike: the 429 tells nothing.
    const nobody = await fifty((i) =>
      h.app.inject({
        method: 'POST',
        url: '/forgot-password/',
        payload: { email: 'nobody@example.in' },
        remoteAddress: `10.35.2.${i}`,
      }),
    );
    expect(nobody.count(200)).toBe(LIMITS.resetPerTarget[0].limit);
    // From one client address, to 50 different targets (mobiles too).
    const spray = await fifty((i) =>
      h.app.inject({
        method: 'POST',
        url: '/forgot-password/',
        payload: i % 2 ? { email: `spray-${i}@example.in` } : { mobile: `97000000${String(i).padStart(2, '0')}` },
        remoteAddress: '10.35.3.1',
      }),
    );
    expect(spray.count(200)).toBe(LIMITS.resetPerAddress[0].limit);
    expect(spray.refused).toBe(50 - LIMITS.resetPerAddress[0].limit);
  });

  test('current-password checks: 5 of 50 guesses at once are checked; the right one is not counted', async () => {
    const me = await makeUser(h.db, h.clock.now());
    await h.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [me.id, await hashPassword('right-pass-1')]);
    const change = (old_password: string, new_password = 'next-pass-22') =>
      call(me, 'PUT', '/change-password/', { old_password, new_password });
    // A right one first: changing the password is not a guess.
    expect((await change('right-pass-1', 'right-pass-1')).statusCode).toBe(200);
    const guesses = await fifty((i) => change(`wrong-guess-${i}`));
    const allowed = LIMITS.passwordChecks[0].limit;
    expect(guesses.count(400)).toBe(allowed);
    expect(guesses.refused).toBe(50 - allowed);
    // Even the right password waits now: the guesses' allowance is the account's.
    expect((await change('right-pass-1')).statusCode).toBe(429);
    h.clock.advance(LIMITS.passwordChecks[0].windowMs);
    expect((await change('right-pass-1')).statusCode).toBe(200);
  });

  test('banners: 10 created a day per account; refused ones are not counted', async () => {
    const me = await makeUser(h.db, h.clock.now());
    const signed = await call(me, 'POST', '/api/get-signed-url/', {
      file_name: 'banner.png',
      file_type: 'image/png',
      public: true,
    });
    const u = new URL(signed.json<{ url: string }>().url);
    const png = await sharp({ create: { width: 1600, height: 400, channels: 3, background: '#258' } })
      .png()
      .toBuffer();
    const put = await h.app.inject({
      method: 'PUT',
      url: u.pathname + u.search,
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    expect(put.statusCode).toBe(201);
    const day = (offset: number) => indiaDay(new Date(h.clock.now().getTime() + offset * 24 * HOUR));
    const banner = (image: string) => ({
      image,
      link: 'https://shop.example.in/sale',
      title: 'Festival sale',
      city: 'Pune',
      start_date: day(0),
      end_date: day(3),
    });
    // Not the caller's image: refused, and not counted.
    const other = await makeUser(h.db, h.clock.now());
    expect((await call(other, 'POST', '/api/banner/', banner(signed.json().path))).statusCode).toBe(400);
    const made = await fifty(() => call(me, 'POST', '/api/banner/', banner(signed.json().path)));
    expect(made.count(201)).toBe(LIMITS.bannerCreates[0].limit);
    expect(made.refused).toBe(50 - LIMITS.bannerCreates[0].limit);
    expect(made.answers.find((a) => a.statusCode === 429)!.json().detail).toMatch(/10 banners a day/);
    expect((await call(other, 'POST', '/api/banner/', banner(signed.json().path))).statusCode).toBe(400);
  });

  test('top-up orders: 10 an hour per account; a retry with the same key costs nothing', async () => {
    const me = await makeUser(h.db, h.clock.now());
    const key = randomUUID();
    const first = await call(me, 'POST', '/api/wallet/topup/', { amount_paise: 10_000, idempotency_key: key });
    expect(first.statusCode).toBe(201);
    for (let i = 0; i < 3; i++) {
      const again = await call(me, 'POST', '/api/wallet/topup/', { amount_paise: 10_000, idempotency_key: key });
      expect(again.statusCode).toBe(200);
    }
    const orders = await fifty(() =>
      call(me, 'POST', '/api/wallet/topup/', { amount_paise: 10_000, idempotency_key: randomUUID() }),
    );
    const allowed = LIMITS.topupOrders[0].limit - 1;
    expect(orders.count(201)).toBe(allowed);
    expect(orders.refused).toBe(50 - allowed);
    const { rows } = await h.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payment_orders WHERE user_id = $1',
      [me.id],
    );
    expect(rows[0]!.n).toBe(LIMITS.topupOrders[0].limit);
  });

  test('favourites: saving and unsaving share 30 a minute per account', async () => {
    const me = await makeUser(h.db, h.clock.now());
    const ad = (await call(me, 'POST', '/api/product/', phoneAd())).json<{ id: number }>().id;
    const toggles = await fifty((i) =>
      i % 2
        ? call(me, 'POST', '/api/favorite/', { product: ad })
        : call(me, 'DELETE', `/api/favorite/${ad}/`, undefined),
    );
    const allowed = LIMITS.favoriteToggles[0].limit;
    expect(toggles.count(201) + toggles.count(200) + toggles.count(204)).toBe(allowed);
    expect(toggles.refused).toBe(50 - allowed);
    // Reading the list is not a toggle.
    expect((await call(me, 'GET', '/api/favorite/')).statusCode).toBe(200);
    h.clock.advance(LIMITS.favoriteToggles[0].windowMs);
    expect((await call(me, 'POST', '/api/favorite/', { product: ad })).statusCode).toBeLessThan(300);
  });

  test('anonymous search: SEARCH_PER_MINUTE per address; signed in, or a page rendering, is not counted', async () => {
    const search = (headers: Record<string, string> = {}, remoteAddress = '10.35.9.1') =>
      h.app.inject({ method: 'GET', url: '/api/search-product/?search=iphone', headers, remoteAddress });
    const anonymous = await fifty(() => search());
    expect(anonymous.count(200)).toBe(20);
    expect(anonymous.refused).toBe(30);
    expect(anonymous.answers.find((a) => a.statusCode === 429)!.json().detail).toMatch(/log in/);
    // The same address, signed in: not counted.
    const me = await makeUser(h.db, h.clock.now());
    const signedIn = await fifty(() => search(me.auth));
    expect(signedIn.count(200)).toBe(50);
    // A token that is no token counts as none.
    expect((await search({ authorization: 'Bearer not-a-token' })).statusCode).toBe(429);
    // The server renderer's own searches for a visitor's page (the key never leaves the process).
    const rendered = await fifty(() => search({ [RENDER_HEADER]: h.ctx.state.renderKey }));
    expect(rendered.count(200)).toBe(50);
    expect((await search({ [RENDER_HEADER]: 'guessed' })).statusCode).toBe(429);
    // POST searches and the GET /api/search/ alias share the allowance; other addresses go on; a
    // minute later it is back.
    expect((await h.app.inject({ method: 'GET', url: '/api/search/', remoteAddress: '10.35.9.1' })).statusCode).toBe(
      429,
    );
    expect(
      (await h.app.inject({ method: 'POST', url: '/api/search-product/', payload: {}, remoteAddress: '10.35.9.1' }))
        .statusCode,
    ).toBe(429);
    expect((await search({}, '10.35.9.2')).statusCode).toBe(200);
    h.clock.advance(60 * 1000);
    expect((await search()).statusCode).toBe(200);
  });
});
