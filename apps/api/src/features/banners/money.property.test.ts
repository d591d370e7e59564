import type { MyBanner, TopupOrder, Wallet } from '@haat/contract';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp, testConfig } from '../../test/harness';
import { makeUser } from '../ads/testing';
import { verifyLedger } from '../wallet/ledger';
import { indiaDay } from './service';
import { uploadBannerImage } from './testing';

type User = Awaited<ReturnType<typeof makeUser>>;
const DAY = 24 * 60 * 60 * 1000;
const PER_DAY = 4_900;

/** What an owner or an admin can do to an owner's banners; `i` picks one of the banners made so far. */
type Step =
  | { t: 'topup'; paise: number }
  | { t: 'create'; lead: number; days: number }
  | { t: 'edit'; i: number; lead: number; days: number }
  | { t: 'approve'; i: number }
  | { t: 'reject'; i: number }
  | { t: 'stop'; i: number }
  | { t: 'delete'; i: number }
  | { t: 'nextDay' };

// Starting from tomorrow keeps a banner editable until a nextDay step makes it live.
const dates = {
  lead: fc.integer({ min: 1, max: 3 }),
  days: fc.integer({ min: 1, max: 60 }),
};
// Few banners per owner, so the steps keep landing on the same one's versions.
const pick = fc.nat({ max: 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ t: fc.constant('topup' as const), paise: fc.integer({ min: 1, max: 90 }).map((n) => n * PER_DAY) }),
  fc.record({ t: fc.constant('create' as const), ...dates }),
  { arbitrary: fc.record({ t: fc.constant('edit' as const), i: pick, ...dates }), weight: 3 },
  { arbitrary: fc.record({ t: fc.constant('approve' as const), i: pick }), weight: 4 },
  fc.record({ t: fc.constant('reject' as const), i: pick }),
  { arbitrary: fc.record({ t: fc.constant('stop' as const), i: pick }), weight: 2 },
  fc.record({ t: fc.constant('delete' as const), i: pick }),
  fc.record({ t: fc.constant('nextDay' as const) }),
);

/**
 * The property the banner-money bug broke (five approve / edit / approve / stop cycles turned ₹49
 * into ₹14,259): whatever owners and admins do to banners, in any order, no wallet ever holds more
 * than was paid into it, and the ledger reconciles per banner.
 */
describe.each(dbKinds())('banner money on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let dir: string;
  let admin: User;

  const call = (user: User, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    h.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });
  const day = (offset: number) => indiaDay(new Date(h.clock.now().getTime() + offset * DAY));
  const upload = (user: User) => uploadBannerImage(h.app, user.auth, 1200, 300);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'haat-banner-money-'));
    h = await makeApp(kind, { config: testConfig({ DATA_DIR: dir, BANNER_PRICE_PER_DAY_PAISE: PER_DAY }) });
    admin = await makeUser(h.db, h.clock.now(), { name: 'Admin', admin: true });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('no sequence of create, approve, edit, stop, reject and delete makes money', async () => {
    await fc.assert(
      // Every owner starts with money enough for some approvals, so the sequences reach paid states.
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 30, size: 'max' }), async (rest) => {
        const steps: Step[] = [{ t: 'topup', paise: 80 * PER_DAY }, ...rest];
        const owner = await makeUser(h.db, h.clock.now());
        const image = await upload(owner);
        const banners: number[] = [];
        let paidIn = 0;
        const body = (s: { lead: number; days: number }) => ({
          image,
          link: 'https://shop.example.in/sale',
          title: 'Festive sale',
          city: '',
          start_date: day(s.lead),
          end_date: day(s.lead + s.days - 1),
        });
        for (const s of steps) {
          const id = 'i' in s ? banners[s.i % Math.max(1, banners.length)] : undefined;
          let res;
          if (s.t === 'topup') {
            const order = await call(owner, 'POST', '/api/wallet/topup/', {
              amount_paise: s.paise,
              idempotency_key: randomUUID(),
            });
            res = await call(owner, 'POST', `/api/wallet/topup/${order.json<TopupOrder>().id}/confirm/`, {});
            if (res.statusCode === 200) paidIn += s.paise;
          } else if (s.t === 'create') {
            res = await call(owner, 'POST', '/api/banner/', body(s));
            if (res.statusCode === 201) banners.push(res.json<MyBanner>().id);
          } else if (s.t === 'nextDay') {
            h.clock.advance(DAY);
            continue;
          } else if (id === undefined) {
            continue;
          } else if (s.t === 'edit') {
            res = await call(owner, 'PUT', `/api/banner/${id}/`, body(s));
          } else if (s.t === 'approve') {
            res = await call(admin, 'PUT', `/api/banner/${id}/review/`, { approve: true });
          } else if (s.t === 'reject') {
            res = await call(admin, 'PUT', `/api/banner/${id}/review/`, { approve: false, reason: 'Not this time.' });
          } else if (s.t === 'stop') {
            res = await call(owner, 'POST', `/api/banner/${id}/stop/`);
          } else {
            res = await call(owner, 'DELETE', `/api/banner/${id}/`);
          }
          // Refusals (400, 402, 404) are fine; a crash is not.
          expect(res.statusCode, `${s.t}: ${res.body}`).toBeLessThan(500);
          const balance = (await call(owner, 'GET', '/api/wallet/')).json<Wallet>().balance_paise;
          expect(balance, `after ${s.t}`).toBeLessThanOrEqual(paidIn);
          // This owner's accounts only: an earlier run's failure must not blame this one's steps.
          const problems = (await verifyLedger(h.db)).filter((p) => p.user_id === owner.id);
          expect(problems, `after ${s.t}`).toEqual([]);
        }
      }),
      { numRuns: 30 },
    );
  }, 240_000);

  test('the reported cycle: approve, edit longer, approve again, stop, five times', async () => {
    const owner = await makeUser(h.db, h.clock.now());
    const image = await upload(owner);
    const order = await call(owner, 'POST', '/api/wallet/topup/', {
      amount_paise: PER_DAY,
      idempotency_key: randomUUID(),
    });
    await call(owner, 'POST', `/api/wallet/topup/${order.json<TopupOrder>().id}/confirm/`, {});
    const banner = (s: number, e: number) => ({
      image,
      link: 'https://shop.example.in/sale',
      title: 'Festive sale',
      city: '',
      start_date: day(s),
      end_date: day(e),
    });
    for (let cycle = 0; cycle < 5; cycle += 1) {
      const id = (await call(owner, 'POST', '/api/banner/', banner(1, 1))).json<MyBanner>().id;
      expect((await call(admin, 'PUT', `/api/banner/${id}/review/`, { approve: true })).statusCode).toBe(200);
      expect((await call(owner, 'PUT', `/api/banner/${id}/`, banner(1, 60))).statusCode).toBe(200);
      // The 60-day version costs ₹2,940, which the wallet (₹49 back after the edit) cannot pay.
      const again = await call(admin, 'PUT', `/api/banner/${id}/review/`, { approve: true });
      expect(again.statusCode).toBe(402);
      expect(again.json().shortfall_paise).toBe(60 * PER_DAY - PER_DAY);
      expect((await call(owner, 'POST', `/api/banner/${id}/stop/`)).statusCode).toBe(400);
      expect((await call(owner, 'GET', '/api/wallet/')).json<Wallet>().balance_paise).toBe(PER_DAY);
    }
    expect(await verifyLedger(h.db)).toEqual([]);
  });

  test('verify-ledger names a banner whose money does not reconcile, though every row adds up', async () => {
    const owner = await makeUser(h.db, h.clock.now());
    const order = await call(owner, 'POST', '/api/wallet/topup/', {
      amount_paise: 10 * PER_DAY,
      idempotency_key: randomUUID(),
    });
    await call(owner, 'POST', `/api/wallet/topup/${order.json<TopupOrder>().id}/confirm/`, {});
    const created = await call(owner, 'POST', '/api/banner/', {
      image: await upload(owner),
      link: 'https://shop.example.in/sale',
      title: 'Festive sale',
      city: '',
      start_date: day(2),
      end_date: day(3),
    });
    const id = created.json<MyBanner>().id;
    await call(admin, 'PUT', `/api/banner/${id}/review/`, { approve: true });
    const mine = () => verifyLedger(h.db).then((all) => all.filter((p) => p.user_id === owner.id));
    expect(await mine()).toEqual([]);
    // What the bug did: a banner that says it holds more than its ledger rows paid for it …
    await h.db.query('UPDATE promo_banners SET charged_paise = charged_paise * 30 WHERE id = $1', [id]);
    expect(await mine()).toEqual([
      { user_id: owner.id, problem: `banner ${id} holds ${60 * PER_DAY} paise but its ledger rows net ${2 * PER_DAY}` },
    ]);
    // … and, once deleted with a refund of what it says it holds, more back than was ever debited.
    expect((await call(owner, 'DELETE', `/api/banner/${id}/`)).statusCode).toBe(204);
    expect(await mine()).toEqual([
      { user_id: owner.id, problem: `banner:${id} refunded ${60 * PER_DAY} paise of ${2 * PER_DAY} debited` },
    ]);
    // Put right by hand, so the other tests' ledgers stay clean.
    await h.db.query('DELETE FROM users WHERE id = $1', [owner.id]);
  });
});
