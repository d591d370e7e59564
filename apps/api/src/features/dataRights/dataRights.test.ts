import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataExportSchema, type ChatSummary, type ConsentList, type DataExport } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp, testConfig } from '../../test/harness';
import { ensureCategories, makeUser, phoneAd } from '../ads/testing';
import { hashPassword } from '../auth/passwords';
import { bearer, captureMail, captureSms, signUp } from '../auth/testing';
import { LocalStore } from '../../providers/storage/local';
import { verifyLedger } from '../wallet/ledger';
import { NO_PERSONAL_DATA, USER_TABLES } from './tables';

type Auth = { id: number; auth: { authorization: string } };

const NAME = 'Meera Kapoor';
const MOBILE = '9812345670';
const EMAIL = 'meera.kapoor@example.in';
const PASSWORD = 'secret-pass-1';
/** Every form of her that must be gone: the name, the mobile bare and with +91, the e-mail. */
const TRACES = [NAME, MOBILE, `+91${MOBILE}`, `+91 ${MOBILE}`, '+91 98123 45670', EMAIL];

describe.each(dbKinds())('the user’s data rights on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  const sms = captureSms();
  const mail = captureMail();

  const call = (
    who: Auth | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    lang?: string,
  ) =>
    h.app.inject({
      method,
      url,
      headers: { ...(who?.auth ?? {}), ...(lang ? { 'accept-language': lang } : {}) },
      payload: payload as object | undefined,
    });
  const ok = async (who: Auth, method: 'POST' | 'PUT', url: string, payload?: unknown) => {
    const res = await call(who, method, url, payload);
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const newUser = async (mobile: string, name: string): Promise<Auth> => {
    const s = await signUp(h.app, sms, mobile, PASSWORD, name);
    return { id: s.user.id, auth: bearer(s.token) };
  };
  const say = (who: Auth, chatId: number, text: string) =>
    ok(who, 'POST', `/api/chat/${chatId}/messages/`, { client_id: randomUUID(), text });

  /** Every text, JSON and array column of every table where her name, mobile or e-mail still appears. */
  const traces = async (): Promise<string[]> => {
    const { rows: columns } = await h.db.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
          AND c.data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
    );
    expect(columns.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const { table_name, column_name } of columns) {
      for (const trace of TRACES) {
        const { rows } = await h.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM "${table_name}" WHERE strpos(lower("${column_name}"::text), lower($1)) > 0`,
          [trace],
        );
        if (rows[0]!.n > 0) found.push(`${table_name}.${column_name}: ${trace}`);
      }
    }
    return found;
  };

  beforeAll(async () => {
    h = await makeApp(kind, {
      sms: sms.provider,
      mail: mail.provider,
      config: testConfig({ OTP_IP_LIMIT: 1000 }),
    });
    await ensureCategories(h.db);
  });
  afterAll(() => h.close());

  test('every table of the schema is listed once: with the person’s data, or as holding none', async () => {
    const { rows } = await h.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    const listed = [...USER_TABLES.map((t) => t.table), ...Object.keys(NO_PERSONAL_DATA)];
    expect(new Set(listed).size).toBe(listed.length);
    expect(rows.map((r) => r.table_name).sort()).toEqual([...listed].sort());
  });

  describe('a seller with a little of everything', () => {
    let meera: Auth;
    let ravi: Auth;
    let adId: number;
    let chatId: number;

    beforeAll(async () => {
      meera = await newUser(MOBILE, NAME);
      ravi = await newUser('9812300001', 'Ravi Shankar');
      await ok(meera, 'PUT', '/api/profile/', { email: EMAIL, current_password: PASSWORD });
      adId = (
        await ok(
          meera,
          'POST',
          '/api/product/',
          phoneAd({
            title: `iPhone 13 from ${NAME}`,
            description: `Call ${NAME} on +91 98123 45670 after 6 pm.`,
            contact: 'phone_request',
            phone: `+91 ${MOBILE}`,
          }),
        )
      ).id;
      await h.db.query(
        `UPDATE ads SET images = '[{"url":"/uploads/assets/1/a.jpg","card":"/uploads/assets/1/a.jpg.320.webp","detail":"/uploads/assets/1/a.jpg.960.webp"}]'
          WHERE id = $1`,
        [adId],
      );
      const chat: ChatSummary = await ok(ravi, 'POST', '/api/chat/', { product: adId });
      chatId = chat.id;
      await say(ravi, chatId, `Hello ${NAME}, is it available?`);
      await say(meera, chatId, `Yes. I am ${NAME}, call me on ${MOBILE} or mail ${EMAIL}.`);
      const offer = await ok(ravi, 'POST', `/api/chat/${chatId}/offers/`, { amount_paise: 3_800_000 });
      await ok(meera, 'PUT', `/api/chat/${chatId}/offers/${offer.offer.id}/`, { action: 'accept' });
      await ok(ravi, 'POST', `/api/chat/${chatId}/phone-request/`);
      await ok(meera, 'PUT', `/api/chat/${chatId}/phone-request/`, { approve: true });
      const given = await ok(meera, 'POST', '/api/ratings/', {
        chat_id: chatId,
        stars: 5,
        text: `Ravi paid on time. ${NAME}`,
      });
      const got = await ok(ravi, 'POST', '/api/ratings/', { chat_id: chatId, stars: 4, text: `Good seller, ${NAME}.` });
      await ok(meera, 'POST', `/api/ratings/${got.id}/reply/`, { text: `Thank you, from ${NAME}` });
      await ok(ravi, 'POST', `/api/ratings/${given.id}/reply/`, { text: 'Thanks!' });
      await ok(meera, 'POST', `/api/chat/${chatId}/report/`, {
        target: 'user',
        reason: 'spam',
        details: `Ring ${MOBILE}`,
      });
      await ok(meera, 'POST', '/api/favorite/', { product: adId });
      const order = await ok(meera, 'POST', '/api/wallet/topup/', {
        amount_paise: 50_000,
        idempotency_key: randomUUID(),
      });
      await ok(meera, 'POST', `/api/wallet/topup/${order.id}/confirm/`);
      await h.app.inject({
        method: 'POST',
        url: '/contact/',
        payload: { name: NAME, email: EMAIL, phone: `+91 ${MOBILE}`, message: `This is ${NAME}.` },
      });
      // A wrong password at her number: login failures and limits keyed by it.
      await h.app.inject({ method: 'POST', url: '/login/', payload: { mobile: MOBILE, password: 'not-her-password' } });
      await h.db.query(
        `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, created_on)
         VALUES ($1, 'https://fcm.googleapis.com/fcm/send/meera', 'key-p256dh', 'key-auth', $2)`,
        [meera.id, h.clock.now()],
      );
      await h.db.query(
        `INSERT INTO saved_searches (user_id, filter, sort, label, link, created_on)
         VALUES ($1, '{"q":"iphone"}', 'newest', 'iPhone in Bengaluru', '/search/?q=iphone', $2)`,
        [meera.id, h.clock.now()],
      );
    });

    test('her export holds all of it, checked against the contract, with no token or push key', async () => {
      const res = await call(meera, 'GET', '/api/profile/export/');
      expect(res.statusCode).toBe(200);
      // 10:00 UTC on 21 November is 15:30 in India: the same date.
      expect(res.headers['content-disposition']).toBe('attachment; filename="haat-data-2026-11-21.json"');
      const data: DataExport = DataExportSchema.parse(res.json());
      expect(data.profile).toMatchObject({ name: NAME, mobile: MOBILE, email: EMAIL, wallet_paise: 50_000 });
      expect(data.ads).toHaveLength(1);
      expect(data.ads[0]).toMatchObject({ id: adId, status: 'active', photos: ['/uploads/assets/1/a.jpg'] });
      expect(data.chats).toHaveLength(1);
      expect(data.chats[0]!.other_party).toBe('Ravi Shankar');
      expect(data.chats[0]!.messages.map((m) => m.mine)).toContain(false);
      expect(data.chats[0]!.messages.map((m) => m.mine)).toContain(true);
      expect(data.offers[0]).toMatchObject({ mine: false, status: 'accepted', amount_paise: 3_800_000 });
      expect(data.phone_requests[0]).toMatchObject({ role: 'selling', status: 'approved', phone: `+91 ${MOBILE}` });
      expect(data.ratings_given[0]).toMatchObject({ stars: 5, reply: 'Thanks!' });
      expect(data.ratings_received[0]).toMatchObject({ stars: 4, reply: `Thank you, from ${NAME}` });
      expect(data.wallet.map((w) => w.amount_paise)).toEqual([50_000]);
      expect(data.notifications.length).toBeGreaterThan(0);
      expect(data.saved_searches[0]).toMatchObject({ label: 'iPhone in Bengaluru', filter: { q: 'iphone' } });
      expect(data.push_subscriptions).toEqual([
        { endpoint: 'https://fcm.googleapis.com/fcm/send/meera', created_on: expect.any(String) },
      ]);
      expect(data.consents.map((c) => c.kind).sort()).toEqual(['phone_sharing', 'privacy', 'terms']);
      expect(data.sessions.length).toBeGreaterThan(0);
      expect(data.reports[0]).toMatchObject({ target: 'user', reason: 'spam' });
      const text = res.body;
      expect(text).not.toContain('key-p256dh');
      expect(text).not.toContain('key-auth');
      expect(text).not.toContain(meera.auth.authorization.slice('Bearer '.length));
    });

    test('erasure needs her password, then consent to give up her wallet balance', async () => {
      const wrong = await call(meera, 'DELETE', '/api/profile/', { password: 'not-it' });
      expect(wrong.statusCode).toBe(400);
      expect(Object.keys(wrong.json())).toEqual(['password']);
      const missing = await call(meera, 'DELETE', '/api/profile/', {});
      expect(missing.statusCode).toBe(400);
      const balance = await call(meera, 'DELETE', '/api/profile/', { password: PASSWORD });
      expect(balance.statusCode).toBe(409);
      expect(balance.json().forfeit_balance[0]).toContain('₹500');
      const hindi = await call(meera, 'DELETE', '/api/profile/', { password: PASSWORD }, 'hi');
      expect(hindi.json().forfeit_balance[0]).toMatch(/[\u0900-\u097F]/);
      // Nothing was erased by the refusals.
      expect((await call(meera, 'GET', '/api/profile/')).json().name).toBe(NAME);
    });

    test('after erasure no table holds her name, mobile or e-mail; the ledger verifies; others keep their side', async () => {
      // The scan finds her everywhere before: it can fail for a real reason.
      expect((await traces()).length).toBeGreaterThan(15);
      const erased = await call(meera, 'DELETE', '/api/profile/', { password: PASSWORD, forfeit_balance: true });
      expect(erased.statusCode).toBe(200);
      expect((await call(meera, 'GET', '/api/profile/')).statusCode).toBe(401);

      expect(await traces()).toEqual([]);

      expect(await verifyLedger(h.db)).toEqual([]);
      const ledger = await h.db.query<{ amount_paise: string }>(
        'SELECT amount_paise::text AS amount_paise FROM wallet_ledger WHERE user_id = $1 ORDER BY id',
        [meera.id],
      );
      expect(ledger.rows.map((r) => Number(r.amount_paise))).toEqual([50_000, -50_000]);

      // Ravi keeps the chat, her messages, the deal and her rating's stars; she is the "Deleted user".
      const chats = (await call(ravi, 'GET', '/api/chat/')).json().results as ChatSummary[];
      expect(chats.find((c) => c.id === chatId)!.other.name).toBe('Deleted user');
      const inHindi = (await call(ravi, 'GET', '/api/chat/', undefined, 'hi')).json().results as ChatSummary[];
      expect(inHindi.find((c) => c.id === chatId)!.other.name).toMatch(/[\u0900-\u097F]/);
      expect(chats.find((c) => c.id === chatId)!.blocked_by_them).toBe(true);
      const detail = (await call(ravi, 'GET', `/chat/${chatId}`)).json();
      expect(detail.messages.filter((m: { sender: number }) => m.sender === meera.id).length).toBeGreaterThan(0);
      const stars = await h.db.query<{ stars: number; text: string; author_id: string }>(
        'SELECT stars, text, author_id::text AS author_id FROM ratings WHERE chat_id = $1 ORDER BY id',
        [chatId],
      );
      expect(stars.rows.map((r) => [r.stars, r.text === ''])).toEqual([
        [5, true],
        [4, false],
      ]);

      // Nothing more reaches her: a message to her is refused as to someone who blocked you.
      const late = await call(ravi, 'POST', `/api/chat/${chatId}/messages/`, {
        client_id: randomUUID(),
        text: 'Still there?',
      });
      expect(late.statusCode).toBe(403);

      // An admin cannot bring the emptied account back by unblocking it.
      const admin = await makeUser(h.db, h.clock.now(), { admin: true });
      const unblock = await h.app.inject({
        method: 'PUT',
        url: `/api/user/${meera.id}/`,
        headers: admin.auth,
        payload: { blocked: false, reason: 'testing' },
      });
      expect(unblock.statusCode).toBe(400);
      expect((await h.db.query('SELECT 1 FROM users WHERE id = $1 AND is_active', [meera.id])).rows).toEqual([]);

      // Her ad's page is gone for good.
      const ad = await call(ravi, 'GET', `/api/products/${adId}/`);
      expect(ad.statusCode).toBe(410);
      expect((await call(null, 'GET', `/api/products/${adId}/`)).statusCode).toBe(410);
    });

    test('the same mobile signs up again as a new person with an empty account', async () => {
      const again = await newUser(MOBILE, 'Someone Else');
      expect(again.id).not.toBe(meera.id);
      const data = DataExportSchema.parse((await call(again, 'GET', '/api/profile/export/')).json());
      expect(data.profile).toMatchObject({ name: 'Someone Else', mobile: MOBILE, email: null, wallet_paise: 0 });
      expect([data.ads, data.chats, data.wallet, data.ratings_received, data.favourites]).toEqual([[], [], [], [], []]);
    });
  });

  test('three copies an hour: of 50 asked at once, exactly 3 are made', async () => {
    const asha = await makeUser(h.db, h.clock.now(), { name: 'Asha' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        h.app.inject({ method: 'GET', url: '/api/profile/export/', headers: asha.auth }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(47);
    expect(Number(answers.find((a) => a.statusCode === 429)!.headers['retry-after'])).toBeGreaterThan(0);
    expect((await h.app.inject({ method: 'GET', url: '/api/profile/export/' })).statusCode).toBe(401);
  });

  test('an account with 1,000 ads exports in a few set-based queries (the time is printed)', async () => {
    const big = await makeUser(h.db, h.clock.now(), { name: 'Big Seller' });
    await h.db.query(
      `INSERT INTO ads (owner_id, title, description, price, category_id, sub_category_id, images, data, status,
                        created_on, updated_on, expires_at, city, state)
       SELECT $1, 'Phone ' || g, 'Description ' || g, 1000 + g, c.id, NULL,
              jsonb_build_array(jsonb_build_object('url', '/uploads/assets/1/' || g || '.jpg', 'card', '', 'detail', '')),
              '{}'::jsonb, 'active', $2, $2, $2::timestamptz + interval '30 days', 'Pune', 'Maharashtra'
         FROM generate_series(1, 1000) g, (SELECT id FROM categories ORDER BY id LIMIT 1) c`,
      [big.id, h.clock.now()],
    );
    const started = performance.now();
    const res = await h.app.inject({ method: 'GET', url: '/api/profile/export/', headers: big.auth });
    const ms = Math.round(performance.now() - started);
    expect(res.statusCode).toBe(200);
    expect(res.json().ads).toHaveLength(1000);
    console.log(`data export of 1,000 ads on ${kind}: ${ms} ms`);
  });

  describe('consents', () => {
    let asha: Auth;
    const list = async (who: Auth) =>
      ((await call(who, 'GET', '/api/profile/consents/')).json() as ConsentList).results;

    beforeAll(async () => {
      asha = await newUser('9812300002', 'Asha Verma');
    });

    test('sign-up records Terms and Privacy with their versions; marketing starts not given', async () => {
      const consents = await list(asha);
      expect(consents.map((c) => c.kind)).toEqual([
        'terms',
        'privacy',
        'marketing_sms',
        'marketing_push',
        'phone_sharing',
      ]);
      const terms = consents[0]!;
      expect(terms).toMatchObject({ given: true, version: terms.current_version, withdrawable: false, givable: false });
      expect(terms.given_at).toBe(h.clock.now().toISOString());
      expect(consents[2]).toMatchObject({ given: false, version: null, given_at: null, givable: true });
      expect((await call(null, 'GET', '/api/profile/consents/')).statusCode).toBe(401);
    });

    test('marketing is given and withdrawn with its time; Terms only go with the account', async () => {
      const given = await call(asha, 'POST', '/api/profile/consents/marketing_sms/give/');
      expect(given.statusCode).toBe(200);
      expect((given.json() as ConsentList).results[2]).toMatchObject({
        given: true,
        withdrawable: true,
        givable: false,
      });
      h.clock.advance(60_000);
      const withdrawn = await call(asha, 'POST', '/api/profile/consents/marketing_sms/withdraw/');
      expect((withdrawn.json() as ConsentList).results[2]).toMatchObject({
        given: false,
        withdrawn_at: h.clock.now().toISOString(),
        givable: true,
      });
      const again = await call(asha, 'POST', '/api/profile/consents/marketing_sms/withdraw/');
      expect(again.statusCode).toBe(409);
      const terms = await call(asha, 'POST', '/api/profile/consents/terms/withdraw/');
      expect(terms.statusCode).toBe(409);
      expect(terms.json().kind[0]).toContain('delete your account');
      expect((await call(asha, 'POST', '/api/profile/consents/phone_sharing/give/')).statusCode).toBe(400);
      expect((await call(asha, 'POST', '/api/profile/consents/newsletter/give/')).statusCode).toBe(404);
      const history = DataExportSchema.parse((await call(asha, 'GET', '/api/profile/export/')).json()).consents;
      expect(history.filter((c) => c.kind === 'marketing_sms')).toHaveLength(1);
    });

    test('giving a marketing consent 50 times at once keeps one live record', async () => {
      await Promise.all(
        Array.from({ length: 50 }, () => call(asha, 'POST', '/api/profile/consents/marketing_push/give/')),
      );
      const { rows } = await h.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM consents WHERE user_id = $1 AND kind = 'marketing_push' AND withdrawn_at IS NULL`,
        [asha.id],
      );
      expect(rows[0]!.n).toBe(1);
    });
  });
});

describe.each(dbKinds())('erasure and the file store on %s', (kind) => {
  test('photos no other ad uses leave the store after the erasure; a photo another ad uses stays', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'haat-erase-'));
    const config = testConfig({ DATA_DIR: dir });
    const storage = new LocalStore(config, () => new Date('2026-11-21T10:00:00Z'));
    const h = await makeApp(kind, { config, storage });
    try {
      await ensureCategories(h.db);
      const owner = await makeUser(h.db, h.clock.now(), { name: 'Photo Owner' });
      const other = await makeUser(h.db, h.clock.now(), { name: 'Other Seller' });
      const own = `assets/${owner.id}/own.jpg`;
      const shared = `assets/${owner.id}/shared.jpg`;
      for (const key of [own, shared]) {
        for (const variant of [key, `${key}.320.webp`, `${key}.960.webp`])
          await storage.write(variant, Buffer.from('x'));
      }
      const post = async (who: { auth: Record<string, string> }) =>
        (await h.app.inject({ method: 'POST', url: '/api/product/', headers: who.auth, payload: phoneAd() })).json()
          .id as number;
      const mine = await post(owner);
      const theirs = await post(other);
      await h.db.query('UPDATE ads SET images = $2::jsonb WHERE id = $1', [
        mine,
        JSON.stringify([storage.imageUrls(own), storage.imageUrls(shared)]),
      ]);
      await h.db.query('UPDATE ads SET images = $2::jsonb WHERE id = $1', [
        theirs,
        JSON.stringify([storage.imageUrls(shared)]),
      ]);
      const erased = await h.app.inject({ method: 'DELETE', url: '/api/profile/', headers: owner.auth, payload: {} });
      // An account made without a password proves itself with a code: none sent, so refused first.
      expect(erased.statusCode).toBe(400);
      await h.db.query(`UPDATE users SET password_hash = $2 WHERE id = $1`, [owner.id, await hashPassword(PASSWORD)]);
      const done = await h.app.inject({
        method: 'DELETE',
        url: '/api/profile/',
        headers: owner.auth,
        payload: { password: PASSWORD },
      });
      expect(done.statusCode).toBe(200);
      const exists = (key: string) => existsSync(storage.file(key)!);
      expect([own, `${own}.320.webp`, `${own}.960.webp`].map(exists)).toEqual([false, false, false]);
      expect([shared, `${shared}.320.webp`, `${shared}.960.webp`].map(exists)).toEqual([true, true, true]);
    } finally {
      await h.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
