import { PHONE_REQUEST_MESSAGES, type ChatDetail, type ChatMessage, type ChatSummary } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp } from '../../test/harness';
import { ensureCategories, makeUser, phoneAd } from '../ads/testing';
import { listenAt, openSocket, type SocketClient } from './testing';

type User = Awaited<ReturnType<typeof makeUser>>;

const NUMBER = '+91 9812345678';
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(dbKinds())('phone number on request on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let url: string;
  let seller: User;
  let buyer: User;
  let stranger: User;
  const open: SocketClient[] = [];

  const send = (user: User | null, method: 'POST' | 'PUT' | 'GET', path: string, payload?: unknown) =>
    h.app.inject({ method, url: path, headers: user?.auth ?? {}, payload: payload as object | undefined });
  const ask = (user: User, chatId: number) => send(user, 'POST', `/api/chat/${chatId}/phone-request/`);
  const answer = (user: User, chatId: number, approve: unknown) =>
    send(user, 'PUT', `/api/chat/${chatId}/phone-request/`, { approve });
  /** A new ad of the seller's, given on request unless said otherwise, and the buyer's chat about it. */
  const newChat = async (over: object = {}, who = buyer) => {
    const ad = (
      await send(seller, 'POST', '/api/product/', phoneAd({ contact: 'phone_request', phone: NUMBER, ...over }))
    ).json();
    const chat: ChatSummary = (await send(who, 'POST', '/api/chat/', { product: ad.id })).json();
    return { adId: ad.id as number, chat };
  };
  /** Every answer the buyer can reach that could carry the number, as text. */
  const buyerSees = async (adId: number, chatId: number) => {
    const answers = await Promise.all([
      send(buyer, 'GET', `/api/products/${adId}/`),
      send(buyer, 'GET', `/chat/${chatId}`),
      send(buyer, 'GET', '/api/chat/'),
      send(buyer, 'GET', `/api/chat/${chatId}/messages/?after=0`),
      send(buyer, 'GET', `/api/store/${seller.id}/`),
      send(buyer, 'GET', '/api/search-product/?sort=-created_on&limit=50'),
      send(null, 'GET', `/api/products/${adId}/`),
    ]);
    for (const a of answers) expect(a.statusCode).toBe(200);
    return answers.map((a) => a.body);
  };

  beforeAll(async () => {
    h = await makeApp(kind);
    url = await listenAt(h.app);
    await ensureCategories(h.db);
    seller = await makeUser(h.db, h.clock.now(), { name: 'Meera' });
    buyer = await makeUser(h.db, h.clock.now(), { name: 'Rahul' });
    stranger = await makeUser(h.db, h.clock.now(), { name: 'Stranger' });
  });
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
    await h.close();
  });

  test('an ad on request needs a number, and shows it to nobody but its owner', async () => {
    const missing = await send(seller, 'POST', '/api/product/', phoneAd({ contact: 'phone_request' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ phone: ['Enter the phone number buyers may call.'] });
    const { adId } = await newChat();
    expect((await send(buyer, 'GET', `/api/products/${adId}/`)).json()).toMatchObject({
      contact: 'phone_request',
      phone: null,
    });
    // The edit form reads it back.
    expect((await send(seller, 'GET', `/api/product/${adId}/`)).json().phone).toBe(NUMBER);
  });

  test('the buyer asks, the seller shares: the number is in that chat only, live', async () => {
    const sellerTab = await openSocket(url, seller.token);
    const buyerTab = await openSocket(url, buyer.token);
    open.push(sellerTab, buyerTab);
    const { adId, chat } = await newChat();
    const other = await newChat({ title: 'Honda Activa 6G' });
    expect(chat.product.contact).toBe('phone_request');
    for (const body of await buyerSees(adId, chat.id)) expect(body).not.toContain('9812345678');

    const asked = await ask(buyer, chat.id);
    expect(asked.statusCode).toBe(201);
    const message: ChatMessage = asked.json();
    expect(message).toMatchObject({ sender: buyer.id, text: '', phone_request: { asked: true, status: 'pending' } });
    await sellerTab.next('message', (f) => f.message.id === message.id);
    const bell = await sellerTab.next('notification');
    expect(bell.notification.text).toBe('Rahul asks for your phone number about “Apple iPhone 13, 128 GB, blue”.');
    // Asked, not yet shared: still nowhere.
    for (const body of await buyerSees(adId, chat.id)) expect(body).not.toContain('9812345678');
    const sellerView: ChatDetail = (await send(seller, 'GET', `/chat/${chat.id}`)).json();
    expect(sellerView.phone_request).toMatchObject({ status: 'pending' });
    expect(sellerView.phone).toBeNull();

    const shared = await answer(seller, chat.id, true);
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({ id: message.id, phone_request: { status: 'approved' } });
    await buyerTab.next('phone_request', (f) => f.phone_request.id === message.phone_request!.id);
    const live = await buyerTab.next('chat', (f) => f.chat.id === chat.id && f.chat.phone === NUMBER);
    expect(live.chat.phone_request?.status).toBe('approved');
    const buyerBell = await buyerTab.next('notification', (f) => f.notification.text.includes('shared'));
    expect(buyerBell.notification.text).toBe(
      'Meera shared their phone number with you about “Apple iPhone 13, 128 GB, blue”.',
    );

    // The buyer's view of that chat carries it; the ad, the store, search, the other chat do not.
    const detail: ChatDetail = (await send(buyer, 'GET', `/chat/${chat.id}`)).json();
    expect(detail.phone).toBe(NUMBER);
    const inbox = (await send(buyer, 'GET', '/api/chat/')).json().results as ChatSummary[];
    expect(inbox.find((c) => c.id === chat.id)?.phone).toBe(NUMBER);
    expect(inbox.find((c) => c.id === other.chat.id)?.phone).toBeNull();
    expect((await send(buyer, 'GET', `/chat/${other.chat.id}`)).body).not.toContain('9812345678');
    expect((await send(buyer, 'GET', `/api/products/${adId}/`)).json().phone).toBeNull();
    expect((await send(buyer, 'GET', `/api/store/${seller.id}/`)).body).not.toContain('9812345678');
    expect((await send(buyer, 'GET', `/api/chat/${chat.id}/messages/?after=0`)).body).not.toContain('9812345678');
    // The seller's own summary never carries it.
    expect((await send(seller, 'GET', `/chat/${chat.id}`)).json().phone).toBeNull();

    // Shared once: asking or sharing again is a clash.
    expect((await ask(buyer, chat.id)).json()).toEqual({ detail: [PHONE_REQUEST_MESSAGES.shared] });
    expect((await answer(seller, chat.id, true)).statusCode).toBe(409);
  });

  test('a decline is final for that chat', async () => {
    const { chat } = await newChat();
    expect((await ask(buyer, chat.id)).statusCode).toBe(201);
    const declined = await answer(seller, chat.id, false);
    expect(declined.statusCode).toBe(200);
    expect(declined.json().phone_request.status).toBe('declined');
    h.clock.advance(3 * DAY_MS);
    const again = await ask(buyer, chat.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: [PHONE_REQUEST_MESSAGES.declined] });
    expect((await send(buyer, 'GET', `/chat/${chat.id}`)).json().phone).toBeNull();
    // Nothing pending: nothing to decline.
    expect((await answer(seller, chat.id, false)).json()).toEqual({ detail: [PHONE_REQUEST_MESSAGES.noRequest] });
  });

  test('once a day: a second ask within a day is a 429, after a day it replaces the unanswered one', async () => {
    const { chat } = await newChat();
    const first: ChatMessage = (await ask(buyer, chat.id)).json();
    h.clock.advance(DAY_MS - 60_000);
    const soon = await ask(buyer, chat.id);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().detail).toBe(PHONE_REQUEST_MESSAGES.onceADay);
    expect(Number(soon.headers['retry-after'])).toBe(60);
    h.clock.advance(60_000);
    const next = await ask(buyer, chat.id);
    expect(next.statusCode).toBe(201);
    const detail: ChatDetail = (await send(buyer, 'GET', `/chat/${chat.id}`)).json();
    const states = detail.messages.filter((m) => m.phone_request).map((m) => m.phone_request!.status);
    expect(states).toEqual(['replaced', 'pending']);
    expect(detail.phone_request?.id).toBe(next.json().phone_request.id);
    expect(first.phone_request!.id).not.toBe(next.json().phone_request.id);
  });

  test('50 requests at once make one request', async () => {
    const { chat } = await newChat();
    const answers = await Promise.all(Array.from({ length: 50 }, () => ask(buyer, chat.id)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 429)).toHaveLength(49);
    const { rows } = await h.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM chat_phone_requests WHERE chat_id = $1',
      [chat.id],
    );
    expect(rows[0]!.n).toBe(1);
  });

  test('who may act: the buyer asks, the seller answers, nobody else sees the chat', async () => {
    const { chat } = await newChat();
    expect((await ask(seller, chat.id)).json()).toEqual({ detail: PHONE_REQUEST_MESSAGES.buyerOnly });
    expect((await ask(seller, chat.id)).statusCode).toBe(403);
    expect((await ask(stranger, chat.id)).statusCode).toBe(404);
    expect((await ask(buyer, chat.id)).statusCode).toBe(201);
    const byBuyer = await answer(buyer, chat.id, true);
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.json()).toEqual({ detail: PHONE_REQUEST_MESSAGES.sellerOnly });
    expect((await answer(stranger, chat.id, true)).statusCode).toBe(404);
    expect((await answer(seller, chat.id, 'yes')).json()).toEqual({ approve: [PHONE_REQUEST_MESSAGES.answer] });
    expect((await send(buyer, 'GET', `/chat/${chat.id}`)).json().phone).toBeNull();
  });

  test('only ads on request take requests; the seller may share unasked from any chat', async () => {
    const chatOnly = await newChat({ contact: 'chat', phone: null });
    expect((await ask(buyer, chatOnly.chat.id)).json()).toEqual({ detail: [PHONE_REQUEST_MESSAGES.notOnRequest] });
    // Unasked, a chat-only ad's seller shares their account's mobile: a message of its own.
    const shared = await answer(seller, chatOnly.chat.id, true);
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({ sender: seller.id, phone_request: { asked: false, status: 'approved' } });
    const { rows } = await h.db.query<{ mobile: string }>('SELECT mobile FROM users WHERE id = $1', [seller.id]);
    expect((await send(buyer, 'GET', `/chat/${chatOnly.chat.id}`)).json().phone).toBe(`+91 ${rows[0]!.mobile}`);

    const onRequest = await newChat();
    expect((await answer(seller, onRequest.chat.id, true)).json().phone_request.asked).toBe(false);
    expect((await send(buyer, 'GET', `/chat/${onRequest.chat.id}`)).json().phone).toBe(NUMBER);
  });

  test('in Hindi: the refusals and the seller’s bell', async () => {
    await h.db.query(`UPDATE users SET lang = 'hi' WHERE id = $1`, [seller.id]);
    const { chat } = await newChat();
    const refused = await h.app.inject({
      method: 'POST',
      url: `/api/chat/${chat.id}/phone-request/`,
      headers: { ...seller.auth, 'accept-language': 'hi' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/[\u0900-\u097F]/);
    await ask(buyer, chat.id);
    const { rows } = await h.db.query<{ text: string }>(
      `SELECT text FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT 1`,
      [seller.id],
    );
    expect(rows[0]!.text).toMatch(/[\u0900-\u097F]/);
    await h.db.query(`UPDATE users SET lang = 'en' WHERE id = $1`, [seller.id]);
  });
});
