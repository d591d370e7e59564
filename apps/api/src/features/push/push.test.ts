import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp, testConfig } from '../../test/harness';
import { ensureCategories, makeUser, phoneAd } from '../ads/testing';
import { pushText } from './pushText';
import { pushesSettled, sendDuePushes } from './service';
import { pushServiceStandIn, type FakeBrowser } from './testing';

type User = Awaited<ReturnType<typeof makeUser>>;

describe.each(dbKinds())('push notifications on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let service: Awaited<ReturnType<typeof pushServiceStandIn>>;
  let seller: User;
  let buyer: User;
  let adId: number;

  const send = (user: User, method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: unknown) =>
    h.app.inject({ method, url, headers: user.auth, payload: payload as object });
  const subscribe = (user: User, browser: Pick<FakeBrowser, 'endpoint' | 'keys'>) =>
    send(user, 'POST', '/api/push/subscriptions/', { endpoint: browser.endpoint, keys: browser.keys });
  /** A buyer's first message in a new chat about the seller's ad: the seller's `chat` notification. */
  const newChat = async (from: User) => {
    const chat = (await send(from, 'POST', '/api/chat/', { product: adId })).json<{ id: number }>();
    await send(from, 'POST', `/api/chat/${chat.id}/messages/`, {
      client_id: randomUUID(),
      text: 'Is it still available?',
    });
    return chat.id;
  };

  beforeAll(async () => {
    service = await pushServiceStandIn();
    h = await makeApp(kind, { config: testConfig({ PUSH_SERVICE_HOSTS: `${service.host},fcm.googleapis.com` }) });
    await ensureCategories(h.db);
    seller = await makeUser(h.db, h.clock.now(), { name: 'Meera' });
    buyer = await makeUser(h.db, h.clock.now(), { name: 'Rahul' });
    adId = (await send(seller, 'POST', '/api/product/', phoneAd({ title: 'Royal Enfield Classic 350' }))).json().id;
  });
  afterAll(async () => {
    await pushesSettled(h.ctx);
    await h.close();
    await service.close();
  });

  test("the server's VAPID key is made once and stays", async () => {
    const first = await h.app.inject({ method: 'GET', url: '/api/push/vapid-key/' });
    expect(first.statusCode).toBe(200);
    const key = first.json<{ public_key: string }>().public_key;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect((await h.app.inject({ method: 'GET', url: '/api/push/vapid-key/' })).json().public_key).toBe(key);
  });

  test("a buyer's message reaches the seller's phone within 2 s, encrypted, naming the ad and opening the chat", async () => {
    const phone = service.browser();
    const added = await subscribe(seller, phone);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ devices: 1 });

    const arrived = service.next();
    const sent = Date.now();
    const chatId = await newChat(buyer);
    await arrived;
    expect(Date.now() - sent).toBeLessThan(2000);
    const [push] = service.pushesTo(phone);
    expect(push!.payload).toEqual({
      title: 'Haat',
      body: 'Rahul wants to chat about “Royal Enfield Classic 350”.',
      url: `/chat/${adId}/${chatId}/`,
      tag: `chat:/chat/${adId}/${chatId}/`,
      kind: 'chat',
    });
    // aes128gcm, signed with our VAPID key, kept by the service for a day
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    const key = (await h.app.inject({ method: 'GET', url: '/api/push/vapid-key/' })).json().public_key;
    expect(push!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${key}$`));
    expect(push!.headers.ttl).toBe('86400');

    // More messages in that chat while it is unread: no second push
    await send(buyer, 'POST', `/api/chat/${chatId}/messages/`, { client_id: randomUUID(), text: 'Hello?' });
    await pushesSettled(h.ctx);
    expect(service.pushesTo(phone)).toHaveLength(1);
    await send(seller, 'DELETE', '/api/push/subscriptions/', { endpoint: phone.endpoint });
  });

  test('a push service saying the browser is gone (410) deletes that subscription, and only it', async () => {
    const gone = service.browser();
    const kept = service.browser();
    await subscribe(seller, gone);
    expect((await subscribe(seller, kept)).json()).toEqual({ devices: 2 });
    service.answer(gone, 410);
    const other = await makeUser(h.db, h.clock.now(), { name: 'Asha' });
    await newChat(other);
    await pushesSettled(h.ctx);
    expect(service.pushesTo(kept)).toHaveLength(1);
    const { rows } = await h.db.query<{ endpoint: string }>(
      'SELECT endpoint FROM push_subscriptions WHERE user_id = $1',
      [seller.id],
    );
    expect(rows.map((r) => r.endpoint)).toEqual([kept.endpoint]);
    await send(seller, 'DELETE', '/api/push/subscriptions/', { endpoint: kept.endpoint });
  });

  test('a failed push is tried again later, and once only when it gets through', async () => {
    const phone = service.browser();
    await subscribe(seller, phone);
    service.answer(phone, 503);
    await newChat(await makeUser(h.db, h.clock.now(), { name: 'Dev' }));
    await pushesSettled(h.ctx);
    expect(service.pushesTo(phone)).toHaveLength(0);
    // not before its back-off…
    expect(await sendDuePushes(h.ctx)).toBe(0);
    h.clock.advance(31_000);
    expect(await sendDuePushes(h.ctx)).toBe(1);
    expect(service.pushesTo(phone)).toHaveLength(1);
    expect(await sendDuePushes(h.ctx)).toBe(0);
    await send(seller, 'DELETE', '/api/push/subscriptions/', { endpoint: phone.endpoint });
  });

  test('only push services are ever called: any other address is a 400 and nothing is stored', async () => {
    const keys = service.browser().keys;
    for (const endpoint of [
      'http://127.0.0.1:6379/push/x', // a service of our own network
      'http://169.254.169.254/latest/meta-data/',
      'https://fcm.googleapis.com.evil.example/x',
      'http://fcm.googleapis.com/fcm/send/x', // not https
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
    ]) {
      const res = await subscribe(seller, { endpoint, keys });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json(), endpoint).toEqual({ endpoint: [pushText.notAPushService] });
    }
    expect((await subscribe(seller, { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys })).statusCode).toBe(
      201,
    );
    const bad = await subscribe(seller, {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: { p256dh: 'x', auth: keys.auth },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()['keys.p256dh']).toEqual(['Send the subscription’s p256dh key (a P-256 public key, base64url).']);
    expect(
      (await h.app.inject({ method: 'POST', url: '/api/push/subscriptions/', payload: { endpoint: 'x' } })).statusCode,
    ).toBe(401);
    await send(seller, 'DELETE', '/api/push/subscriptions/', { endpoint: 'https://fcm.googleapis.com/fcm/send/abc' });
  });

  test('a kind switched off is not pushed; in quiet hours (IST) a push waits for their end', async () => {
    const phone = service.browser();
    await subscribe(seller, phone);
    expect((await send(seller, 'GET', '/api/notification-settings/')).json()).toMatchObject({
      kinds: { chat: true, message: true },
      quiet_hours: null,
      sms: true,
    });
    const off = await send(seller, 'PUT', '/api/notification-settings/', { kinds: { chat: false } });
    expect(off.json().kinds).toMatchObject({ chat: false, message: true });
    await newChat(await makeUser(h.db, h.clock.now()));
    await pushesSettled(h.ctx);
    expect(service.pushesTo(phone)).toHaveLength(0);

    // The test clock reads 10:00 UTC, 15:30 in India: quiet from 15:00 to 16:00
    const quiet = await send(seller, 'PUT', '/api/notification-settings/', {
      kinds: { chat: true },
      quiet_hours: { start: '15:00', end: '16:00' },
    });
    expect(quiet.json()).toMatchObject({ kinds: { chat: true }, quiet_hours: { start: '15:00', end: '16:00' } });
    await newChat(await makeUser(h.db, h.clock.now()));
    await pushesSettled(h.ctx);
    expect(service.pushesTo(phone)).toHaveLength(0);
    h.clock.advance(29 * 60_000);
    expect(await sendDuePushes(h.ctx)).toBe(0);
    h.clock.advance(60_000);
    expect(await sendDuePushes(h.ctx)).toBe(1);

    const wrong = await send(seller, 'PUT', '/api/notification-settings/', {
      quiet_hours: { start: '25:00', end: '07:00' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()['quiet_hours.start']).toEqual(['Enter a time as HH:MM, e.g. 22:00.']);
    await send(seller, 'PUT', '/api/notification-settings/', { quiet_hours: null });
    await send(seller, 'DELETE', '/api/push/subscriptions/', { endpoint: phone.endpoint });
  });

  test("nobody removes another account's subscription; 50 devices at once keep the newest 10", async () => {
    const phone = service.browser();
    await subscribe(seller, phone);
    expect((await send(buyer, 'DELETE', '/api/push/subscriptions/', { endpoint: phone.endpoint })).json()).toEqual({
      devices: 0,
    });
    const many = Array.from({ length: 50 }, () => service.browser());
    const answers = await Promise.all(many.map((b) => subscribe(buyer, b)));
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    const { rows } = await h.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1',
      [buyer.id],
    );
    expect(rows[0]!.n).toBe(10);
    expect((await send(seller, 'DELETE', '/api/push/subscriptions/', { endpoint: phone.endpoint })).json()).toEqual({
      devices: 0,
    });
  });
});
