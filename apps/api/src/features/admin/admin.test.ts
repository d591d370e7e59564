import {
  WS_UNAUTHORIZED,
  type AdminAd,
  type AdminReport,
  type Ad,
  type AuditEntry,
  type Paginated,
  type UserBlocked,
  type Wallet,
  type WalletAdjusted,
} from '@haat/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp, testConfig } from '../../test/harness';
import { ensureCategories, makeUser, phoneAd } from '../ads/testing';
import { bearer, captureSms, signUp } from '../auth/testing';
import { listenAt, openSocket } from '../chat/testing';
import { verifyLedger } from '../wallet/ledger';

type User = Awaited<ReturnType<typeof makeUser>>;
const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'blocked-pass-1';

describe.each(dbKinds())('admin moderation on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  const sms = captureSms();
  let admin: User;
  let otherAdmin: User;
  let ravi: User;
  let asha: { id: number; token: string; mobile: string };

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) =>
    h.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const asAdmin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    call(method, url, admin.token, payload);
  const postAd = async (token: string, title: string, over: Parameters<typeof phoneAd>[0] = {}) => {
    const res = await call('POST', '/api/product/', token, phoneAd({ title, ...over }));
    expect(res.statusCode).toBe(201);
    return res.json<Ad>().id;
  };
  const searchIds = async (word: string) =>
    (await call('GET', `/api/search-product/?search=${word}&limit=200`)).json<Paginated<Ad>>().results.map((a) => a.id);
  const audit = async (query = '') => (await asAdmin('GET', `/api/audit/${query}`)).json<Paginated<AuditEntry>>();
  const login = (password = PASSWORD) =>
    h.app.inject({ method: 'POST', url: '/login/', payload: { mobile: asha.mobile, password } });

  beforeAll(async () => {
    h = await makeApp(kind, { sms: sms.provider, config: testConfig({ OTP_IP_LIMIT: 1000 }) });
    await ensureCategories(h.db);
    admin = await makeUser(h.db, h.clock.now(), { name: 'Meera Admin', admin: true });
    otherAdmin = await makeUser(h.db, h.clock.now(), { name: 'Other Admin', admin: true });
    ravi = await makeUser(h.db, h.clock.now(), { name: 'Ravi' });
    const mobile = '9811100001';
    const signed = await signUp(h.app, sms, mobile, PASSWORD, 'Asha Verma');
    asha = { id: signed.user.id, token: signed.token, mobile };
    // She signed up two days ago: past the new-account allowances, she posts at the usual pace.
    await h.db.query(`UPDATE users SET created_on = created_on - interval '2 days' WHERE id = $1`, [asha.id]);
  });
  afterAll(() => h.close());

  describe('blocking an account', () => {
    test('ends its sessions and sockets at once, sets its live ads aside, and tells it why at sign-in', async () => {
      const live = await postAd(asha.token, 'Quokkaphone live one');
      const live2 = await postAd(asha.token, 'Quokkaphone live two');
      const sold = await postAd(asha.token, 'Quokkaphone sold');
      expect((await call('POST', `/api/product/${sold}/sold/`, asha.token)).statusCode).toBe(200);
      const gone = await postAd(asha.token, 'Quokkaphone removed by her');
      expect(
        (await h.app.inject({ method: 'DELETE', url: `/api/product/${gone}/`, headers: bearer(asha.token) }))
          .statusCode,
      ).toBe(204);
      expect((await searchIds('quokkaphone')).sort()).toEqual([live, live2].sort());

      const url = await listenAt(h.app);
      const tab = await openSocket(url, asha.token);
      const reason = 'Selling counterfeit phones <b>again</b>';
      const res = await asAdmin('PUT', `/api/user/${asha.id}/`, { blocked: true, reason });
      expect(res.statusCode).toBe(200);
      expect(res.json<UserBlocked>()).toMatchObject({
        id: asha.id,
        is_active: false,
        blocked_reason: reason,
        ads_changed: 2,
        user_type: 'CUSTOMER',
      });
      // The token is dead at once, and the open chat socket is closed.
      expect((await call('GET', '/api/profile/', asha.token)).statusCode).toBe(401);
      expect(await tab.closed).toBe(WS_UNAUTHORIZED);
      // Her live ads left search.
      expect(await searchIds('quokkaphone')).toEqual([]);
      expect((await call('GET', `/api/products/${live}/`)).statusCode).toBe(404);
      expect((await call('GET', `/api/store/${asha.id}/`)).statusCode).toBe(404);

      // Signing in with the right password says why (as data, not markup); a wrong one says nothing.
      const blocked = await login();
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toEqual({ detail: `This account is blocked: ${reason}` });
      expect(blocked.headers['content-type']).toMatch(/^application\/json/);
      const wrong = await login('not-her-password');
      expect(wrong.statusCode).toBe(400);
      expect(JSON.stringify(wrong.json())).not.toContain(reason);
      // The OTP flow: a code is sent (past the resend wait of the sign-up code), and entering it tells the same.
      h.clock.advance(5 * 60 * 1000);
      expect(
        (await h.app.inject({ method: 'POST', url: '/forgot-password/', payload: { mobile: asha.mobile } })).statusCode,
      ).toBe(200);
      const token = `${asha.mobile}-${sms.lastCode(asha.mobile)}`;
      const check = await h.app.inject({ method: 'POST', url: '/check-password/', payload: { token } });
      expect(check.statusCode).toBe(403);
      expect(check.json()).toEqual({ detail: `This account is blocked: ${reason}` });
      const reset = await h.app.inject({
        method: 'POST',
        url: '/reset-password/',
        payload: { token, password: 'a-new-password-1' },
      });
      expect(reset.statusCode).toBe(403);
      // Signing up again with the number is still "already registered".
      expect((await h.app.inject({ method: 'POST', url: '/otp/', payload: { mobile: asha.mobile } })).statusCode).toBe(
        409,
      );

      // The admins' list shows the block.
      const listed = (await asAdmin('GET', `/api/user/?search=${asha.mobile}`)).json<Paginated<UserBlocked>>();
      expect(listed.results[0]).toMatchObject({ is_active: false, blocked_reason: reason });
      const held = (await asAdmin('GET', `/api/products/?owner=${asha.id}`)).json<Paginated<AdminAd>>();
      expect(
        held.results
          .filter((a) => a.held_by === 'block')
          .map((a) => a.id)
          .sort(),
      ).toEqual([live, live2].sort());

      // Unblocking brings back exactly the ads that were live, and sign-in works again.
      const back = await asAdmin('PUT', `/api/user/${asha.id}/`, { blocked: false, reason: 'Appeal accepted' });
      expect(back.statusCode).toBe(200);
      expect(back.json<UserBlocked>()).toMatchObject({ is_active: true, blocked_reason: null, ads_changed: 2 });
      expect((await searchIds('quokkaphone')).sort()).toEqual([live, live2].sort());
      // Her own sold and removed ads are as she left them.
      expect((await call('GET', `/api/products/${sold}/`)).json<Ad>().status).toBe('sold');
      const mine = (await call('GET', '/api/product/?status=removed', (await login()).json().token)).json<
        Paginated<Ad>
      >();
      expect(mine.results.map((a) => a.id)).toEqual([gone]);
      const again = await login();
      expect(again.statusCode).toBe(200);
      asha.token = again.json().token;

      const log = await audit(`?target_type=user&target_id=${asha.id}`);
      expect(log.results.map((e) => [e.action, e.reason, e.admin.name])).toEqual([
        ['user.unblock', 'Appeal accepted', 'Meera Admin'],
        ['user.block', reason, 'Meera Admin'],
      ]);
      expect(log.results[1]!.details).toMatchObject({ ads: 2 });
    });

    test('refuses the admin themself, another admin, a missing account and a short reason', async () => {
      const self = await asAdmin('PUT', `/api/user/${admin.id}/`, { blocked: true, reason: 'testing' });
      expect(self.statusCode).toBe(400);
      expect(self.json()).toEqual({ blocked: ['You cannot block your own account.'] });
      const peer = await asAdmin('PUT', `/api/user/${otherAdmin.id}/`, { blocked: true, reason: 'testing' });
      expect(peer.statusCode).toBe(400);
      expect(peer.json()).toEqual({ blocked: ['An admin account cannot be blocked.'] });
      expect((await asAdmin('PUT', '/api/user/999999/', { blocked: true, reason: 'testing' })).statusCode).toBe(404);
      expect((await asAdmin('PUT', '/api/user/abc/', { blocked: true, reason: 'testing' })).statusCode).toBe(404);
      const short = await asAdmin('PUT', `/api/user/${ravi.id}/`, { blocked: true, reason: ' x ' });
      expect(short.statusCode).toBe(400);
      expect(Object.keys(short.json())).toEqual(['reason']);
      expect((await asAdmin('PUT', `/api/user/${ravi.id}/`, { blocked: true })).json()).toHaveProperty('reason');
      // Unblocking an account that is not blocked changes and logs nothing.
      const noop = await asAdmin('PUT', `/api/user/${ravi.id}/`, { blocked: false, reason: 'nothing to undo' });
      expect(noop.json<UserBlocked>()).toMatchObject({ is_active: true, ads_changed: 0 });
      expect((await audit(`?target_type=user&target_id=${ravi.id}`)).count).toBe(0);
      expect((await audit(`?target_type=user&target_id=${admin.id}`)).count).toBe(0);
    });
  });

  describe('moderating ads', () => {
    test('remove shows its owner the reason; restore brings back what it was; others never see the reason', async () => {
      const id = await postAd(asha.token, 'Wombatphone to remove');
      const reason = 'Stock photo of a phone "<script>alert(1)</script>"';
      const removed = await asAdmin('PUT', `/api/products/${id}/`, { action: 'remove', reason });
      expect(removed.statusCode).toBe(200);
      expect(removed.json<AdminAd>()).toMatchObject({
        id,
        status: 'removed',
        moderation_reason: reason,
        held_by: 'admin',
      });
      expect(await searchIds('wombatphone')).toEqual([]);
      // The owner's own views carry the reason, returned as data.
      const own = (await call('GET', `/api/product/${id}/`, asha.token)).json<Ad>();
      expect(own).toMatchObject({ status: 'removed', moderation_reason: reason, removed_by: 'admin' });
      const myRemoved = (await call('GET', '/api/product/?status=removed', asha.token)).json<Paginated<Ad>>();
      expect(myRemoved.results.find((a) => a.id === id)?.moderation_reason).toBe(reason);
      const myLive = (await call('GET', '/api/product/', asha.token)).json<Paginated<Ad>>();
      expect(myLive.results.every((a) => a.moderation_reason === null)).toBe(true);
      // The public detail: 404 for others; the owner reads it there with the reason (the ad page says why).
      expect((await call('GET', `/api/products/${id}/`, ravi.token)).statusCode).toBe(404);
      expect((await call('GET', `/api/products/${id}/`, asha.token)).json()).toMatchObject({
        moderation_reason: reason,
        removed_by: 'admin',
      });
      // And is told in a notification that links to the ad and says how to appeal.
      const notes = (await call('GET', '/api/notification/', asha.token)).json<{
        results: { kind: string; text: string; link: string }[];
      }>();
      expect(notes.results.find((n) => n.kind === 'moderation')).toMatchObject({
        link: `/view/${id}/`,
        text: expect.stringContaining(reason),
      });
      // The owner cannot bring it back herself.
      expect((await call('POST', `/api/product/${id}/renew/`, asha.token)).statusCode).toBe(404);

      const twice = await asAdmin('PUT', `/api/products/${id}/`, { action: 'remove', reason: 'again' });
      expect(twice.statusCode).toBe(400);
      expect(twice.json()).toEqual({ action: ['An admin has already removed this ad.'] });

      const restored = await asAdmin('PUT', `/api/products/${id}/`, { action: 'restore', reason: 'Real photo sent' });
      expect(restored.json<AdminAd>()).toMatchObject({ status: 'active', moderation_reason: null, held_by: null });
      expect(await searchIds('wombatphone')).toEqual([id]);
      expect((await call('GET', `/api/product/${id}/`, asha.token)).json<Ad>().moderation_reason).toBeNull();
      expect((await asAdmin('PUT', `/api/products/${id}/`, { action: 'restore', reason: 'again' })).json()).toEqual({
        action: ['Only an ad an admin removed can be restored.'],
      });

      // A sold ad comes back sold.
      await call('POST', `/api/product/${id}/sold/`, asha.token);
      await asAdmin('PUT', `/api/products/${id}/`, { action: 'remove', reason: 'Prohibited item' });
      const soldBack = await asAdmin('PUT', `/api/products/${id}/`, { action: 'restore', reason: 'Allowed after all' });
      expect(soldBack.json<AdminAd>().status).toBe('sold');

      // An ad its owner removed is hers to keep removed.
      const hers = await postAd(asha.token, 'Wombatphone she removed');
      await h.app.inject({ method: 'DELETE', url: `/api/product/${hers}/`, headers: bearer(asha.token) });
      expect((await call('GET', `/api/product/${hers}/`, asha.token)).json<Ad>().removed_by).toBe('seller');
      expect((await asAdmin('PUT', `/api/products/${hers}/`, { action: 'remove', reason: 'spam' })).statusCode).toBe(
        400,
      );
      expect((await asAdmin('PUT', `/api/products/${hers}/`, { action: 'restore', reason: 'spam' })).statusCode).toBe(
        400,
      );

      expect((await asAdmin('PUT', '/api/products/999999/', { action: 'remove', reason: 'spam' })).statusCode).toBe(
        404,
      );
      expect(
        (await asAdmin('PUT', `/api/products/${id}/`, { action: 'delete', reason: 'spam' })).json(),
      ).toHaveProperty('action');
      const log = await audit(`?target_type=ad&target_id=${id}`);
      expect(log.results.map((e) => e.action)).toEqual(['ad.restore', 'ad.remove', 'ad.restore', 'ad.remove']);
      expect(log.results[3]).toMatchObject({ reason, details: { status_before: 'active' } });
    });

    test('an ad removed while its owner is blocked stays down on unblock; restoring it waits for the unblock', async () => {
      const id = await postAd(asha.token, 'Numbatphone held');
      await asAdmin('PUT', `/api/user/${asha.id}/`, { blocked: true, reason: 'Fraud reports' });
      // Removing an ad the block holds keeps it down after the unblock.
      const removed = await asAdmin('PUT', `/api/products/${id}/`, { action: 'remove', reason: 'Fraudulent listing' });
      expect(removed.json<AdminAd>()).toMatchObject({ status: 'removed', held_by: 'admin' });
      const restored = await asAdmin('PUT', `/api/products/${id}/`, { action: 'restore', reason: 'Mistake' });
      expect(restored.json<AdminAd>()).toMatchObject({ status: 'removed', held_by: 'block' });
      expect((await asAdmin('PUT', `/api/products/${id}/`, { action: 'restore', reason: 'x again' })).json()).toEqual({
        action: ['Its owner is blocked: unblock the account to bring it back.'],
      });
      await asAdmin('PUT', `/api/user/${asha.id}/`, { blocked: false, reason: 'Cleared' });
      expect(await searchIds('numbatphone')).toEqual([id]);
      asha.token = (await login()).json().token;
    });

    test('unfeature ends featuring now, without a refund, and its owner sees why', async () => {
      const id = await postAd(asha.token, 'Dugongphone featured');
      const until = new Date(h.clock.now().getTime() + 7 * DAY);
      await h.db.query('UPDATE ads SET featured = true, featured_until = $2 WHERE id = $1', [id, until]);
      const before = (await call('GET', '/api/wallet/', asha.token)).json<Wallet>().balance_paise;
      expect((await asAdmin('GET', `/api/products/?featured=true&owner=${asha.id}`)).json().results).toHaveLength(1);
      const res = await asAdmin('PUT', `/api/products/${id}/`, { action: 'unfeature', reason: 'Misleading title' });
      expect(res.statusCode).toBe(200);
      expect(res.json<AdminAd>()).toMatchObject({ status: 'active', featured: false, featured_until: null });
      expect((await call('GET', `/api/product/${id}/`, asha.token)).json<Ad>().moderation_reason).toBe(
        'Misleading title',
      );
      expect((await call('GET', '/api/wallet/', asha.token)).json<Wallet>().balance_paise).toBe(before);
      expect((await asAdmin('GET', `/api/products/?featured=true&owner=${asha.id}`)).json().results).toHaveLength(0);
      expect((await asAdmin('PUT', `/api/products/${id}/`, { action: 'unfeature', reason: 'Again' })).json()).toEqual({
        action: ['This ad is not featured.'],
      });
      const [entry] = (await audit(`?action=ad.unfeature&target_id=${id}`)).results;
      expect(entry).toMatchObject({ target_type: 'ad', details: { featured_until_before: until.toISOString() } });
    });
  });

  test('the admin ad list filters by status, reports, featuring, city, category, owner and a search box', async () => {
    const seller = await makeUser(h.db, h.clock.now(), { name: 'Filter Seller' });
    h.clock.advance(1000);
    const pune = await postAd(seller.token, 'Filter phone Pune', { city: 'Pune', state: 'Maharashtra' });
    h.clock.advance(1000);
    const sofa = await postAd(seller.token, 'Filter sofa Pune', {
      city: 'Pune',
      state: 'Maharashtra',
      category: 'Furniture',
      sub_category: 'sofas',
      data: {},
    });
    h.clock.advance(1000);
    const blr = await postAd(seller.token, 'Filter phone Bengaluru');
    await h.db.query(
      `INSERT INTO reports (reporter_id, target, user_id, ad_id, reason, created_on)
       VALUES ($1, 'ad', $2, $3, 'fraud', $4)`,
      [ravi.id, seller.id, blr, h.clock.now()],
    );
    const ids = async (query: string) => {
      const res = await asAdmin('GET', `/api/products/?owner=${seller.id}&${query}`);
      expect(res.statusCode).toBe(200);
      return res.json<Paginated<AdminAd>>().results.map((a) => a.id);
    };
    expect(await ids('')).toEqual([blr, sofa, pune]);
    expect(await ids('city=pune')).toEqual([sofa, pune]);
    expect(await ids('category=Mobiles%2BTablets')).toEqual([blr, pune]);
    expect(await ids('category=No-Such-Category')).toEqual([]);
    expect(await ids('reported=true')).toEqual([blr]);
    expect(await ids('reported=false&category=Mobiles%2BTablets')).toEqual([pune]);
    expect(await ids('featured=false&category=Mobiles%2BTablets')).toEqual([blr, pune]);
    expect(await ids('status=active&category=Mobiles%2BTablets')).toEqual([blr, pune]);
    expect(await ids('status=sold')).toEqual([]);
    const reported = (await asAdmin('GET', `/api/products/?owner=${seller.id}&reported=1`)).json<Paginated<AdminAd>>();
    expect(reported.results[0]).toMatchObject({ id: blr, open_reports: 1, owner: { id: seller.id } });
    const paged = (await asAdmin('GET', `/api/products/?owner=${seller.id}&limit=1`)).json<Paginated<AdminAd>>();
    expect(paged.next).toMatch(/\/api\/products\/\?owner=\d+&limit=1&offset=1$/);
    for (const bad of ['reported=maybe', 'owner=abc', 'status=lost', 'limit=0', `search=${'x'.repeat(101)}`]) {
      expect((await asAdmin('GET', `/api/products/?${bad}`)).statusCode, bad).toBe(400);
    }

    // The search box: words of the title, an ad's number, or the owner's mobile.
    const { rows } = await h.db.query<{ mobile: string }>('SELECT mobile FROM users WHERE id = $1', [seller.id]);
    const mobile = rows[0]!.mobile;
    const found = async (search: string) => {
      const res = await asAdmin('GET', `/api/products/?search=${encodeURIComponent(search)}`);
      expect(res.statusCode).toBe(200);
      return res.json<Paginated<AdminAd>>().results.map((a) => a.id);
    };
    expect(await found('filter SOFA')).toEqual([sofa]);
    expect(await found(`#${pune}`)).toContain(pune);
    expect(await found(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`)).toEqual([blr, sofa, pune]);
    expect(await found('100%_off')).toEqual([]);
  });

  test('reports queue: open first, newest first, with names and titles; actioned or dismissed with a note', async () => {
    const id = await postAd(asha.token, 'Reported phone');
    const chat = (await call('POST', '/api/chat/', ravi.token, { product: id })).json<{ id: number }>();
    const first = await call('POST', `/api/chat/${chat.id}/report/`, ravi.token, {
      target: 'ad',
      reason: 'fraud',
      details: 'Asked for an advance <img src=x onerror=alert(1)>',
    });
    expect(first.statusCode).toBe(201);
    h.clock.advance(1000);
    const second = await call('POST', `/api/chat/${chat.id}/report/`, ravi.token, { target: 'user', reason: 'spam' });
    const [adReport, userReport] = [first.json<{ id: number }>().id, second.json<{ id: number }>().id];

    const queue = (await asAdmin('GET', '/api/report/')).json<Paginated<AdminReport>>();
    expect(queue.results.slice(0, 2).map((r) => r.id)).toEqual([userReport, adReport]);
    expect(queue.results[1]).toMatchObject({
      target: 'ad',
      reason: 'fraud',
      status: 'open',
      details: 'Asked for an advance <img src=x onerror=alert(1)>',
      reporter: { id: ravi.id, name: 'Ravi' },
      reported_user: { id: asha.id, name: 'Asha Verma' },
      ad: { id, title: 'Reported phone', status: 'active' },
      chat_id: chat.id,
      note: '',
      handled_by: null,
    });
    expect(queue.results[0]).toMatchObject({ target: 'user', ad: null, reported_user: { id: asha.id } });

    const done = await asAdmin('PUT', `/api/report/${adReport}/`, { status: 'actioned', note: 'Ad removed' });
    expect(done.statusCode).toBe(200);
    expect(done.json<AdminReport>()).toMatchObject({
      status: 'actioned',
      note: 'Ad removed',
      handled_by: { id: admin.id, name: 'Meera Admin' },
      handled_on: h.clock.now().toISOString(),
    });
    await asAdmin('PUT', `/api/report/${userReport}/`, { status: 'dismissed', note: 'Not spam' });
    // A newer open report goes before the handled ones.
    h.clock.advance(1000);
    const third = (
      await call('POST', `/api/chat/${chat.id}/report/`, ravi.token, { target: 'user', reason: 'other' })
    ).json<{
      id: number;
    }>().id;
    const after = (await asAdmin('GET', '/api/report/')).json<Paginated<AdminReport>>();
    expect(after.results[0]!.id).toBe(third);
    expect(after.results.findIndex((r) => r.status !== 'open')).toBeGreaterThan(
      after.results.findLastIndex((r) => r.status === 'open'),
    );
    const actioned = (await asAdmin('GET', '/api/report/?status=actioned')).json<Paginated<AdminReport>>();
    expect(actioned.results.map((r) => r.id)).toEqual([adReport]);
    expect((await asAdmin('GET', '/api/report/?status=resolved')).statusCode).toBe(400);
    expect((await asAdmin('PUT', `/api/report/${third}/`, { status: 'open', note: 'hmm' })).statusCode).toBe(400);
    expect((await asAdmin('PUT', `/api/report/${third}/`, { status: 'dismissed' })).json()).toHaveProperty('note');
    expect((await asAdmin('PUT', '/api/report/999999/', { status: 'dismissed', note: 'gone' })).statusCode).toBe(404);
    // The old value is refused by the table now.
    await expect(h.db.query(`UPDATE reports SET status = 'resolved' WHERE id = $1`, [third])).rejects.toThrow();

    const log = (await audit('?target_type=report')).results.map((e) => [e.action, e.target_id, e.reason]);
    expect(log).toEqual([
      ['report.dismissed', userReport, 'Not spam'],
      ['report.actioned', adReport, 'Ad removed'],
    ]);
  });

  describe('wallet adjustments', () => {
    test('50 parallel adjustments with one key move the money once, with one ledger and one audit row', async () => {
      const target = await makeUser(h.db, h.clock.now(), { name: 'Wallet Owner' });
      const idempotency_key = randomUUID();
      const body = { amount_paise: 12_345, reason: 'Goodwill credit for a failed top-up', idempotency_key };
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => asAdmin('POST', `/api/user/${target.id}/wallet/`, body)),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([...Array<number>(49).fill(200), 201]);
      const ids = new Set(answers.map((r) => r.json<WalletAdjusted>().transaction.id));
      expect(ids.size).toBe(1);
      expect(answers[0]!.json<WalletAdjusted>()).toMatchObject({
        transaction: { kind: 'adjustment', amount_paise: 12_345, balance_after_paise: 12_345 },
        balance_paise: 12_345,
      });
      const wallet = (await call('GET', '/api/wallet/', target.token)).json<Wallet>();
      expect(wallet.balance_paise).toBe(12_345);
      expect(wallet.results).toHaveLength(1);
      expect(wallet.results[0]!.description).toBe('Adjustment by Haat: Goodwill credit for a failed top-up');
      const log = await audit(`?action=wallet.adjust&target_id=${target.id}`);
      expect(log.count).toBe(1);
      expect(log.results[0]).toMatchObject({
        admin: { id: admin.id, name: 'Meera Admin' },
        target_type: 'user',
        reason: body.reason,
        details: { amount_paise: 12_345, balance_after_paise: 12_345 },
      });
      expect(await verifyLedger(h.db)).toEqual([]);
    });

    test('a debit past the balance is a 402 with the shortfall; bad amounts and keys are 400s', async () => {
      const target = await makeUser(h.db, h.clock.now(), { name: 'Short Wallet' });
      const adjust = (body: object) => asAdmin('POST', `/api/user/${target.id}/wallet/`, body);
      const base = { reason: 'Reverse a duplicate credit' };
      expect((await adjust({ ...base, amount_paise: 5_000, idempotency_key: randomUUID() })).statusCode).toBe(201);
      const short = await adjust({ ...base, amount_paise: -7_500, idempotency_key: randomUUID() });
      expect(short.statusCode).toBe(402);
      expect(short.json()).toMatchObject({ shortfall_paise: 2_500, balance_paise: 5_000 });
      const debit = await adjust({ ...base, amount_paise: -5_000, idempotency_key: randomUUID() });
      expect(debit.json<WalletAdjusted>()).toMatchObject({ balance_paise: 0, transaction: { amount_paise: -5_000 } });
      for (const [body, field] of [
        [{ ...base, amount_paise: 0, idempotency_key: randomUUID() }, 'amount_paise'],
        [{ ...base, amount_paise: 5_000_001, idempotency_key: randomUUID() }, 'amount_paise'],
        [{ ...base, amount_paise: -5_000_001, idempotency_key: randomUUID() }, 'amount_paise'],
        [{ ...base, amount_paise: 1.5, idempotency_key: randomUUID() }, 'amount_paise'],
        [{ amount_paise: 100, idempotency_key: randomUUID() }, 'reason'],
        [{ ...base, amount_paise: 100 }, 'idempotency_key'],
      ] as const) {
        const res = await adjust(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(Object.keys(res.json())).toContain(field);
      }
      const own = await asAdmin('POST', `/api/user/${admin.id}/wallet/`, {
        ...base,
        amount_paise: 100,
        idempotency_key: randomUUID(),
      });
      expect(own.statusCode).toBe(400);
      expect(
        (
          await asAdmin('POST', '/api/user/999999/wallet/', {
            ...base,
            amount_paise: 100,
            idempotency_key: randomUUID(),
          })
        ).statusCode,
      ).toBe(404);
      // Only the two adjustments that moved money are logged.
      expect((await audit(`?action=wallet.adjust&target_id=${target.id}`)).count).toBe(2);
      expect(await verifyLedger(h.db)).toEqual([]);
    });
  });

  test('the audit log is newest first, filtered, paged, and refuses changes', async () => {
    const all = await audit('?limit=2');
    expect(all.results).toHaveLength(2);
    expect(all.next).toMatch(/\/api\/audit\/\?limit=2&offset=2$/);
    const every = (await audit()).results;
    const times = every.map((e) => e.created_on);
    expect([...times].sort().reverse()).toEqual(times);
    expect(every.every((e) => e.admin.name === 'Meera Admin')).toBe(true);
    expect((await audit('?action=user.block')).results.every((e) => e.action === 'user.block')).toBe(true);
    expect((await asAdmin('GET', '/api/audit/?action=DROP%20TABLE')).statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/audit/?target_type=planet')).statusCode).toBe(400);
    await expect(h.db.query(`UPDATE admin_audit SET reason = 'edited'`)).rejects.toThrow(/append-only/);
    await expect(h.db.query('DELETE FROM admin_audit')).rejects.toThrow(/append-only/);
    await expect(h.db.query(`DELETE FROM users WHERE id = $1`, [admin.id])).rejects.toThrow();
    expect((await audit()).count).toBe(every.length);
  });
});
