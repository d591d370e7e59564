import { CHAT_MESSAGES, WS_UNAUTHORIZED, type ChatMessage, type ChatSummary } from '@haat/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openPostgres } from '../../db/client';
import { createSession } from '../../http/auth';
import { dbKinds, makeApp, openTestDb, testConfig } from '../../test/harness';
import { ensureCategories, makeUser, phoneAd } from '../ads/testing';
import { notifyExpiringAds } from '../notifications/service';
import { listenAt, openSocket, type SocketClient } from './testing';

type User = Awaited<ReturnType<typeof makeUser>>;

describe.each(dbKinds())('chat on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let url: string;
  let seller: User;
  let buyer: User;
  let stranger: User;
  let adId: number;
  let chat: ChatSummary;
  const open: SocketClient[] = [];
  const socket = async (token?: string, opts?: { autoPong?: boolean }) => {
    const s = await openSocket(url, token, opts);
    open.push(s);
    return s;
  };

  const post = (user: User, path: string, payload: unknown) =>
    h.app.inject({ method: 'POST', url: path, headers: user.auth, payload: payload as object });
  const get = (user: User, path: string) => h.app.inject({ method: 'GET', url: path, headers: user.auth });
  const say = (user: User, text: string, client_id = randomUUID()) =>
    post(user, `/api/chat/${chat.id}/messages/`, { client_id, text });

  beforeAll(async () => {
    h = await makeApp(kind);
    url = await listenAt(h.app);
    await ensureCategories(h.db);
    seller = await makeUser(h.db, h.clock.now(), { name: 'Meera' });
    buyer = await makeUser(h.db, h.clock.now(), { name: 'Rahul' });
    stranger = await makeUser(h.db, h.clock.now(), { name: 'Stranger' });
    adId = (await post(seller, '/api/product/', phoneAd({ title: 'Honda City 2017' }))).json().id;
  });
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
    await h.close();
  });

  test('a buyer opens a chat once; the seller hears of it with its first message, not before', async () => {
    const sellerTab = await socket(seller.token);
    const bellBefore = (await get(seller, '/api/notification/')).json().unread_count;
    const first = await post(buyer, '/api/chat/', { product: adId });
    expect(first.statusCode).toBe(201);
    chat = first.json();
    expect(chat).toMatchObject({
      role: 'buying',
      other: { id: seller.id, name: 'Meera' },
      product: { id: adId, title: 'Honda City 2017', status: 'active' },
      unread: 0,
      last_message: null,
    });
    const again = await post(buyer, '/api/chat/', { product: adId });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(chat.id);

    // Opened but empty: nothing rings, and the seller's inbox does not hold it yet.
    expect((await get(seller, '/api/notification/')).json().unread_count).toBe(bellBefore);
    expect((await get(seller, '/api/chat/')).json().count).toBe(0);
    expect(sellerTab.frames.filter((f) => f.type === 'chat' || f.type === 'notification')).toEqual([]);

    const hello = await say(buyer, 'Hello');
    const pushed = await sellerTab.next('chat');
    expect(pushed.chat).toMatchObject({ id: chat.id, role: 'selling', other: { id: buyer.id, name: 'Rahul' } });
    const bell = await sellerTab.next('notification');
    expect(bell.notification).toMatchObject({ kind: 'chat', link: `/chat/${adId}/${chat.id}/`, status: 'unread' });
    expect(bell.notification.text).toBe('Rahul wants to chat about “Honda City 2017”.');
    expect(bell.unread_count).toBe(bellBefore + 1);
    expect((await get(seller, '/api/chat/')).json().results[0]).toMatchObject({ id: chat.id, unread: 1 });
    // Read, so the tests after this one start from a quiet bell and inbox.
    await post(seller, `/api/chat/${chat.id}/read/`, { up_to: hello.json().id });
  });

  test('a chat is refused on my own ad (403), on an ad that is not live (404), and needs sign-in', async () => {
    const own = await post(seller, '/api/chat/', { product: adId });
    expect(own.statusCode).toBe(403);
    expect(own.json().detail).toBe(CHAT_MESSAGES.ownAd);
    const soldAd = (await post(seller, '/api/product/', phoneAd({ title: 'Sold scooter' }))).json().id;
    await post(seller, `/api/product/${soldAd}/sold/`, {});
    expect((await post(buyer, '/api/chat/', { product: soldAd })).statusCode).toBe(404);
    expect((await post(buyer, '/api/chat/', { product: 987654321 })).statusCode).toBe(404);
    const bad = await post(buyer, '/api/chat/', { product: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('product');
    expect((await h.app.inject({ method: 'POST', url: '/api/chat/', payload: { product: adId } })).statusCode).toBe(
      401,
    );
  });

  test('what the buyer sends reaches the seller and every open tab of the buyer; reading clears unread', async () => {
    const sellerTab = await socket(seller.token);
    const buyerTab1 = await socket(buyer.token);
    const buyerTab2 = await socket(buyer.token);
    const text = 'Is it available? <script>alert(1)</script>';
    const sent = await say(buyer, text);
    expect(sent.statusCode).toBe(201);
    const message: ChatMessage = sent.json();
    expect(message).toMatchObject({ sender: buyer.id, text, image: null });
    for (const tab of [sellerTab, buyerTab1, buyerTab2]) {
      const f = await tab.next('message', (m) => m.message.id === message.id);
      expect(f).toEqual({ type: 'message', chat_id: chat.id, message });
    }

    const sellersList = (await get(seller, '/api/chat/')).json();
    expect(sellersList.count).toBe(1);
    expect(sellersList.results[0]).toMatchObject({ id: chat.id, role: 'selling', unread: 1, last_message: message });
    expect((await get(seller, '/api/chat/unread/')).json()).toEqual({ unread: 1 });
    expect((await get(seller, '/api/chat/?role=buying')).json().count).toBe(0);
    expect((await get(buyer, '/api/chat/?role=buying')).json().results[0].unread).toBe(0);

    const read = await post(seller, `/api/chat/${chat.id}/read/`, { up_to: message.id });
    expect(read.json()).toEqual({ up_to: message.id });
    const receipt = await buyerTab1.next('read', (r) => r.up_to === message.id);
    expect(receipt).toEqual({ type: 'read', chat_id: chat.id, user: seller.id, up_to: message.id });
    expect((await get(seller, '/api/chat/unread/')).json()).toEqual({ unread: 0 });
    expect((await get(buyer, `/chat/${chat.id}`)).json().read_up_to).toBe(message.id);
  });

  test('a retried client_id is stored once, even when the retries race', async () => {
    const clientId = randomUUID();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => say(buyer, 'Last price?', clientId)));
    const ids = new Set(answers.map((a) => a.json().id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    const { rows } = await h.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM chat_messages WHERE client_id = $1',
      [clientId],
    );
    expect(rows[0]!.n).toBe(1);
  });

  test('a socket sends with an ack; a reconnect catches up with ?after=', async () => {
    const buyerTab = await socket(buyer.token);
    const clientId = randomUUID();
    buyerTab.send({ type: 'message', chat_id: chat.id, client_id: clientId, text: '  Can I see it today?  ' });
    const ack = await buyerTab.next('ack', (a) => a.client_id === clientId);
    expect(ack.message).toMatchObject({ text: 'Can I see it today?', client_id: clientId, sender: buyer.id });

    const sellerTab = await socket(seller.token);
    const seen = ack.message.id;
    await sellerTab.close();
    const missed: number[] = [];
    for (const text of ['one', 'two', 'three']) missed.push((await say(buyer, text)).json().id);
    const caught = await get(seller, `/api/chat/${chat.id}/messages/?after=${seen}`);
    expect(caught.json().results.map((m: ChatMessage) => m.text)).toEqual(['one', 'two', 'three']);
    expect(caught.json().more).toBe(false);

    const detail = (await get(seller, `/chat/${chat.id}`)).json();
    expect(detail.messages.at(-1).text).toBe('three');
    expect(detail).toMatchObject({ buyer: { id: buyer.id, name: 'Rahul' }, seller: { id: seller.id, name: 'Meera' } });
    const older = (await get(seller, `/chat/${chat.id}?before=${missed[0]!}`)).json();
    expect(older.messages.length).toBeGreaterThan(0);
    expect(older.messages.every((m: ChatMessage) => m.id < missed[0]!)).toBe(true);
  });

  test('bad messages get a clear 400 over HTTP and an error frame on the socket', async () => {
    const empty = await say(buyer, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().text).toEqual([CHAT_MESSAGES.textOrImage]);
    const long = await say(buyer, 'x'.repeat(2001));
    expect(long.statusCode).toBe(400);
    const noId = await post(buyer, `/api/chat/${chat.id}/messages/`, { text: 'hi', client_id: 'abc' });
    expect(noId.json()).toHaveProperty('client_id');
    const image = await post(buyer, `/api/chat/${chat.id}/messages/`, {
      client_id: randomUUID(),
      image: 'javascript:alert(1)',
    });
    expect(image.statusCode).toBe(400);
    expect(image.json()).toHaveProperty('image');

    const tab = await socket(buyer.token);
    tab.send('not json');
    expect((await tab.next('error')).status).toBe(400);
    const clientId = randomUUID();
    tab.send({ type: 'message', chat_id: chat.id, client_id: clientId, text: '' });
    expect(await tab.next('error', (e) => e.client_id === clientId)).toMatchObject({
      status: 400,
      detail: CHAT_MESSAGES.textOrImage,
    });
  });

  test('nobody else reads or writes the chat', async () => {
    expect((await get(stranger, `/chat/${chat.id}`)).statusCode).toBe(404);
    expect((await get(stranger, `/api/chat/${chat.id}/messages/?after=0`)).statusCode).toBe(404);
    expect((await say(stranger, 'hello')).statusCode).toBe(404);
    expect((await post(stranger, `/api/chat/${chat.id}/read/`, { up_to: 1 })).statusCode).toBe(404);
    expect((await post(stranger, `/api/chat/${chat.id}/block/`, { blocked: true })).statusCode).toBe(404);
    expect((await get(stranger, '/api/chat/')).json().count).toBe(0);
    const tab = await socket(stranger.token);
    const clientId = randomUUID();
    tab.send({ type: 'message', chat_id: chat.id, client_id: clientId, text: 'let me in' });
    expect((await tab.next('error', (e) => e.client_id === clientId)).status).toBe(404);
    const sellerTab = await socket(seller.token);
    tab.send({ type: 'typing', chat_id: chat.id });
    await say(buyer, 'after the stranger');
    await sellerTab.next('message', (m) => m.message.text === 'after the stranger');
    expect(sellerTab.frames.some((f) => f.type === 'typing')).toBe(false);
  });

  test('typing reaches the other participant only', async () => {
    const sellerTab = await socket(seller.token);
    const buyerTab = await socket(buyer.token);
    buyerTab.send({ type: 'typing', chat_id: chat.id });
    expect(await sellerTab.next('typing')).toEqual({ type: 'typing', chat_id: chat.id, user: buyer.id });
  });

  test('blocking stops messages both ways until unblocked', async () => {
    const blocked = await post(seller, `/api/chat/${chat.id}/block/`, { blocked: true });
    expect(blocked.json()).toEqual({ blocked_by_me: true, blocked_by_them: false });
    const fromBuyer = await say(buyer, 'hello?');
    expect(fromBuyer.statusCode).toBe(403);
    expect(fromBuyer.json().detail).toBe(CHAT_MESSAGES.blocked);
    const fromSeller = await say(seller, 'bye');
    expect(fromSeller.statusCode).toBe(403);
    expect(fromSeller.json().detail).toBe(CHAT_MESSAGES.blockedByMe);
    expect((await get(buyer, `/chat/${chat.id}`)).json()).toMatchObject({
      blocked_by_them: true,
      blocked_by_me: false,
    });
    await post(seller, `/api/chat/${chat.id}/block/`, { blocked: false });
    expect((await say(buyer, 'hello again')).statusCode).toBe(201);
  });

  test('a report is kept for the admins; a seller cannot report their own ad', async () => {
    const r = await post(buyer, `/api/chat/${chat.id}/report/`, {
      target: 'ad',
      reason: 'fraud',
      details: 'asks for advance',
    });
    expect(r.statusCode).toBe(201);
    const { rows } = await h.db.query<{ user_id: number; ad_id: number; reason: string }>(
      'SELECT user_id, ad_id, reason FROM reports WHERE id = $1',
      [r.json().id],
    );
    expect(rows[0]).toEqual({ user_id: seller.id, ad_id: adId, reason: 'fraud' });
    expect((await post(seller, `/api/chat/${chat.id}/report/`, { target: 'ad', reason: 'spam' })).statusCode).toBe(403);
    expect((await post(seller, `/api/chat/${chat.id}/report/`, { target: 'user', reason: 'nope' })).statusCode).toBe(
      400,
    );
  });

  test("a buyer's first message with a phone number or UPI id carries the safety tip, later ones do not", async () => {
    const other = await makeUser(h.db, h.clock.now(), { name: 'Kiran' });
    const c = (await post(other, '/api/chat/', { product: adId })).json();
    const first = await post(other, `/api/chat/${c.id}/messages/`, {
      client_id: randomUUID(),
      text: 'Pay advance to kiran@okaxis or call +91 98765 43210',
    });
    expect(first.json().safety_tip).toBe(true);
    const second = await post(other, `/api/chat/${c.id}/messages/`, { client_id: randomUUID(), text: '9876543210' });
    expect(second.json().safety_tip).toBe(false);
    const plain = await makeUser(h.db, h.clock.now(), { name: 'Plain' });
    const c2 = (await post(plain, '/api/chat/', { product: adId })).json();
    const hi = await post(plain, `/api/chat/${c2.id}/messages/`, { client_id: randomUUID(), text: 'Is it available?' });
    expect(hi.json().safety_tip).toBe(false);
  });

  test('a burst of messages makes one notification, read with the chat; the bell marks all read', async () => {
    const fresh = await makeUser(h.db, h.clock.now(), { name: 'Dev' });
    const sellerTab = await socket(seller.token);
    const c = (await post(fresh, '/api/chat/', { product: adId })).json();
    const before = (await get(seller, '/api/notification/')).json().unread_count;
    const burst = async (texts: string[]) => {
      let last = 0;
      for (const text of texts) {
        last = (await post(fresh, `/api/chat/${c.id}/messages/`, { client_id: randomUUID(), text })).json().id;
        await sellerTab.next('message', (m) => m.message.id === last);
      }
      return last;
    };
    const forChat = async () =>
      (await get(seller, '/api/notification/'))
        .json()
        .results.filter((n: { link: string }) => n.link.endsWith(`/${c.id}/`)) as { kind: string; status: string }[];
    const rung = () =>
      sellerTab.frames.filter((f) => f.type === 'notification' && f.notification.link.endsWith(`/${c.id}/`)).length;

    let last = await burst(['a', 'b', 'c']);
    expect(await forChat()).toMatchObject([{ kind: 'chat', status: 'unread' }]);
    expect(rung()).toBe(1);
    expect((await get(seller, '/api/notification/')).json().unread_count).toBe(before + 1);
    await post(seller, `/api/chat/${c.id}/read/`, { up_to: last });
    expect((await get(seller, '/api/notification/')).json().unread_count).toBe(before);

    // The next burst after reading rings once more, as new messages.
    last = await burst(['d', 'e']);
    expect(rung()).toBe(2);
    expect((await forChat()).map((n) => [n.kind, n.status])).toEqual([
      ['message', 'unread'],
      ['chat', 'read'],
    ]);
    await post(seller, `/api/chat/${c.id}/read/`, { up_to: last });
    const all = await post(seller, '/api/notification/read/', { all: true });
    expect(all.json()).toEqual({ unread_count: 0 });
    expect((await post(seller, '/api/notification/read/', { ids: [] })).statusCode).toBe(400);
    expect((await h.app.inject({ method: 'GET', url: '/api/notification/' })).statusCode).toBe(401);
  });

  test('an ad 3 days from expiry notifies its owner once', async () => {
    h.clock.advance(27.5 * 24 * 60 * 60 * 1000);
    const made = await notifyExpiringAds(h.ctx);
    expect(made).toBeGreaterThanOrEqual(1);
    expect(await notifyExpiringAds(h.ctx)).toBe(0);
    const list = (await get(seller, '/api/notification/')).json();
    expect(list.results.find((n: { kind: string }) => n.kind === 'expiring').text).toContain('Honda City 2017');
    h.clock.advance(-27.5 * 24 * 60 * 60 * 1000);
  });

  test('the socket needs an auth frame first: anything else closes it with 4401', async () => {
    const bad = await socket();
    bad.send({ type: 'auth', token: 'not-a-token' });
    expect(await bad.closed).toBe(WS_UNAUTHORIZED);
    const early = await socket();
    early.send({ type: 'message', chat_id: chat.id, client_id: randomUUID(), text: 'hi' });
    expect(await early.closed).toBe(WS_UNAUTHORIZED);
  });

  test("signing out closes that session's sockets at once; signing out everywhere closes them all", async () => {
    const leaving = await makeUser(h.db, h.clock.now(), { name: 'Leaving' });
    const other = await createSession(h.db, leaving.id, h.clock.now());
    const tab = await socket(leaving.token);
    const otherDevice = await socket(other);
    const out = await h.app.inject({
      method: 'POST',
      url: '/logout/',
      headers: { authorization: `Bearer ${other}` },
    });
    expect(out.statusCode).toBe(200);
    expect(await otherDevice.closed).toBe(WS_UNAUTHORIZED);
    expect(tab.ws.readyState).toBe(tab.ws.OPEN);
    expect((await post(leaving, '/logout/all/', {})).statusCode).toBe(200);
    expect(await tab.closed).toBe(WS_UNAUTHORIZED);
  });
});

test('a socket that stops answering pings is dropped', async () => {
  const h = await makeApp('pglite', { config: testConfig({ WS_PING_SECONDS: 0.2 }) });
  try {
    const url = await listenAt(h.app);
    const user = await makeUser(h.db, h.clock.now());
    const alive = await openSocket(url, user.token);
    const dead = await openSocket(url, user.token, { autoPong: false });
    expect(await dead.closed).toBe(1006);
    expect(alive.ws.readyState).toBe(alive.ws.OPEN);
    await alive.close();
  } finally {
    await h.close();
  }
});

describe.skipIf(!dbKinds().includes('postgres'))('chat across two API processes on one PostgreSQL server', () => {
  test('a message sent through one process reaches a socket on the other', async () => {
    const db = await openTestDb('postgres');
    const one = await makeApp('postgres', { db });
    const two = await makeApp('postgres', { db: await openPostgres(db.url!) });
    try {
      await ensureCategories(one.db);
      const seller = await makeUser(one.db, one.clock.now(), { name: 'Meera' });
      const buyer = await makeUser(one.db, one.clock.now(), { name: 'Rahul' });
      const ad = (
        await one.app.inject({ method: 'POST', url: '/api/product/', headers: seller.auth, payload: phoneAd() })
      ).json().id;
      const sellerOnTwo = await openSocket(await listenAt(two.app), seller.token);
      const c = (
        await one.app.inject({ method: 'POST', url: '/api/chat/', headers: buyer.auth, payload: { product: ad } })
      ).json();
      const ids: number[] = [];
      for (const text of ['hello from process one', 'क'.repeat(2000)]) {
        const sent = await one.app.inject({
          method: 'POST',
          url: `/api/chat/${c.id}/messages/`,
          headers: buyer.auth,
          payload: { client_id: randomUUID(), text },
        });
        const got = await sellerOnTwo.next('message', (m) => m.message.id === sent.json().id);
        expect(got.message.text).toBe(text);
        ids.push(got.message.id);
      }
      // A frame too large for a notification travels as a reference to the stored message: the
      // other process reads it back through the chat feature, which told its realtime layer how.
      await one.db.query(`SELECT pg_notify('haat_realtime', $1)`, [
        JSON.stringify({ to: [seller.id], message: { chat_id: c.id, id: ids[1] } }),
      ]);
      const copies = () => sellerOnTwo.frames.filter((f) => f.type === 'message' && f.message.id === ids[1]);
      await expect.poll(() => copies().length).toBe(2);
      expect(copies()[1]).toEqual(copies()[0]);
      // The first message brought the chat into the seller's inbox, on the other process too.
      expect((await sellerOnTwo.next('chat')).chat.id).toBe(c.id);
      await sellerOnTwo.close();
    } finally {
      await two.close();
      await one.close();
    }
  });
});
