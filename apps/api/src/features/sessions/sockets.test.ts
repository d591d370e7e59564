import { WS_UNAUTHORIZED } from '@haat/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openPostgres } from '../../db/client';
import { dbKinds, makeApp, openTestDb, testConfig } from '../../test/harness';
import { ensureCategories, makeUser, phoneAd } from '../ads/testing';
import { bearer, captureSms, signUp } from '../auth/testing';
import { listenAt, openSocket, type SocketClient } from '../chat/testing';

const DAY = 24 * 60 * 60 * 1000;

/** Whether the socket is still open once a ping frame has had time to be handled. */
async function stillOpen(s: SocketClient) {
  s.send({ type: 'ping' });
  const closed = await Promise.race([s.closed, new Promise<null>((r) => setTimeout(() => r(null), 300))]);
  return closed === null;
}

describe.each(dbKinds())('every end of a session closes its sockets at once, on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let url: string;
  const sms = captureSms();
  const open: SocketClient[] = [];
  let n = 0;
  const freshMobile = () => `95${String(10_000_000 + ++n * 4099).slice(-8)}`;
  const socket = async (token: string) => {
    const s = await openSocket(url, token);
    open.push(s);
    return s;
  };
  beforeAll(async () => {
    h = await makeApp(kind, { sms: sms.provider, config: testConfig({ OTP_IP_LIMIT: 1000 }) });
    url = await listenAt(h.app);
    await ensureCategories(h.db);
  });
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
    await h.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token?: string, payload?: object) =>
    h.app.inject({ method, url: path, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  /** An account signed in on two devices. */
  const account = async (password = 'secret-pass-1') => {
    const mobile = freshMobile();
    const { token: phone, user } = await signUp(h.app, sms, mobile, password);
    const laptop = (await call('POST', '/login/', undefined, { mobile, password })).json().token as string;
    return { mobile, id: user.id, phone, laptop };
  };

  test("a password change closes the other devices' sockets; the changing device keeps its own", async () => {
    const a = await account('old-password-1');
    const phoneTab = await socket(a.phone);
    const laptopTab = await socket(a.laptop);
    const changed = await call('PUT', '/change-password/', a.laptop, {
      old_password: 'old-password-1',
      new_password: 'new-password-2',
    });
    expect(changed.statusCode).toBe(200);
    expect(await phoneTab.closed).toBe(WS_UNAUTHORIZED);
    expect(await stillOpen(laptopTab)).toBe(true);
  });

  test("logout closes that token's sockets; logout-all closes the rest", async () => {
    const a = await account();
    const phoneTab = await socket(a.phone);
    const laptopTabs = [await socket(a.laptop), await socket(a.laptop)];
    expect((await call('POST', '/logout/', a.phone)).statusCode).toBe(200);
    expect(await phoneTab.closed).toBe(WS_UNAUTHORIZED);
    expect(await stillOpen(laptopTabs[0]!)).toBe(true);
    expect((await call('POST', '/logout/all/', a.laptop)).statusCode).toBe(200);
    expect(await Promise.all(laptopTabs.map((t) => t.closed))).toEqual([WS_UNAUTHORIZED, WS_UNAUTHORIZED]);
  });

  test('signing one device out in My Account closes its sockets only', async () => {
    const a = await account();
    const phoneTab = await socket(a.phone);
    const laptopTab = await socket(a.laptop);
    const phoneSession = (await call('GET', '/api/sessions/', a.laptop))
      .json()
      .results.find((s: { current: boolean }) => !s.current).id;
    expect((await call('DELETE', `/api/sessions/${phoneSession}/`, a.laptop)).statusCode).toBe(204);
    expect(await phoneTab.closed).toBe(WS_UNAUTHORIZED);
    expect(await stillOpen(laptopTab)).toBe(true);
  });

  test('a password reset by SMS closes every socket of the account', async () => {
    const a = await account();
    const tabs = [await socket(a.phone), await socket(a.laptop)];
    h.clock.advance(31_000); // the sign-up code's resend wait
    expect((await call('POST', '/forgot-password/', undefined, { mobile: a.mobile })).statusCode).toBe(200);
    const token = `${a.mobile}-${sms.lastCode(a.mobile)}`;
    expect(
      (await call('POST', '/reset-password/', undefined, { token, password: 'reset-password-3' })).statusCode,
    ).toBe(200);
    expect(await Promise.all(tabs.map((t) => t.closed))).toEqual([WS_UNAUTHORIZED, WS_UNAUTHORIZED]);
  });

  test("an admin's block closes every socket of the account", async () => {
    const a = await account();
    const admin = await makeUser(h.db, h.clock.now(), { admin: true });
    const tabs = [await socket(a.phone), await socket(a.laptop)];
    const blocked = await call('PUT', `/api/user/${a.id}/`, admin.token, { blocked: true, reason: 'Spam in chats' });
    expect(blocked.statusCode).toBe(200);
    expect(await Promise.all(tabs.map((t) => t.closed))).toEqual([WS_UNAUTHORIZED, WS_UNAUTHORIZED]);
  });

  test('an expired session closes its socket at its next frame, and what it sent is not stored', async () => {
    const seller = await makeUser(h.db, h.clock.now());
    const ad = (await call('POST', '/api/product/', seller.token, phoneAd())).json().id as number;
    const a = await account();
    const chat = (await call('POST', '/api/chat/', a.phone, { product: ad })).json().id as number;
    const tab = await socket(a.phone);
    // Used over HTTP 20 days on: the session slid, and the socket learns so when its old end passes.
    h.clock.advance(20 * DAY);
    expect((await call('GET', '/api/profile/', a.phone)).statusCode).toBe(200);
    h.clock.advance(20 * DAY);
    tab.send({ type: 'message', chat_id: chat, client_id: randomUUID(), text: 'still here' });
    expect((await tab.next('ack')).message.text).toBe('still here');
    // Then 31 days without a use.
    h.clock.advance(31 * DAY);
    tab.send({ type: 'message', chat_id: chat, client_id: randomUUID(), text: 'too late' });
    expect(await tab.closed).toBe(WS_UNAUTHORIZED);
    const { rows } = await h.db.query<{ text: string }>('SELECT text FROM chat_messages WHERE chat_id = $1', [chat]);
    expect(rows.map((r) => r.text)).toEqual(['still here']);
  });
});

test('a quiet socket closes once its session expires (checked with the pings)', async () => {
  const h = await makeApp('pglite', { config: testConfig({ WS_PING_SECONDS: 0.2 }) });
  try {
    const user = await makeUser(h.db, h.clock.now());
    const tab = await openSocket(await listenAt(h.app), user.token);
    h.clock.advance(31 * DAY);
    expect(await tab.closed).toBe(WS_UNAUTHORIZED);
  } finally {
    await h.close();
  }
});

describe.skipIf(!dbKinds().includes('postgres'))('two API processes on one PostgreSQL server', () => {
  test("a password change on one closes the other devices' sockets held by the other", async () => {
    const db = await openTestDb('postgres');
    const sms = captureSms();
    const one = await makeApp('postgres', { db, sms: sms.provider });
    const two = await makeApp('postgres', { db: await openPostgres(db.url!), sms: sms.provider });
    try {
      const mobile = '9512345678';
      const { token: phone } = await signUp(one.app, sms, mobile, 'old-password-1');
      const laptop = (
        await one.app.inject({ method: 'POST', url: '/login/', payload: { mobile, password: 'old-password-1' } })
      ).json().token as string;
      const onTwo = await listenAt(two.app);
      const phoneOnTwo = await openSocket(onTwo, phone);
      const laptopOnTwo = await openSocket(onTwo, laptop);
      const changed = await one.app.inject({
        method: 'PUT',
        url: '/change-password/',
        headers: bearer(laptop),
        payload: { old_password: 'old-password-1', new_password: 'new-password-2' },
      });
      expect(changed.statusCode).toBe(200);
      expect(await phoneOnTwo.closed).toBe(WS_UNAUTHORIZED);
      expect(await stillOpen(laptopOnTwo)).toBe(true);
      await laptopOnTwo.close();
    } finally {
      await two.close();
      await one.close();
    }
  });
});
