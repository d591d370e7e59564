import { OFFER_MESSAGES, type ChatMessage, type ChatSummary, type OfferAnswered } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp } from '../../test/harness';
import { ensureCategories, makeUser, phoneAd } from '../ads/testing';
import { listenAt, openSocket, type SocketClient } from './testing';

type User = Awaited<ReturnType<typeof makeUser>>;

describe.each(dbKinds())('offers in a chat on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let url: string;
  let seller: User;
  let buyer: User;
  let stranger: User;
  let adId: number;
  const open: SocketClient[] = [];

  const send = (user: User, method: 'POST' | 'PUT' | 'GET', path: string, payload?: unknown) =>
    h.app.inject({ method, url: path, headers: user.auth, payload: payload as object | undefined });
  const offer = (user: User, chatId: number, amount_paise: unknown) =>
    send(user, 'POST', `/api/chat/${chatId}/offers/`, { amount_paise });
  const answer = (user: User, chatId: number, offerId: number, body: object) =>
    send(user, 'PUT', `/api/chat/${chatId}/offers/${offerId}/`, body);
  /** A new chat about a new ₹50,000 bike of the seller's. */
  const newChat = async (who = buyer): Promise<ChatSummary> => {
    const ad = (
      await send(seller, 'POST', '/api/product/', phoneAd({ title: 'Bajaj Pulsar 150', price: 50000 }))
    ).json();
    return (await send(who, 'POST', '/api/chat/', { product: ad.id })).json();
  };

  beforeAll(async () => {
    h = await makeApp(kind);
    url = await listenAt(h.app);
    await ensureCategories(h.db);
    seller = await makeUser(h.db, h.clock.now(), { name: 'Meera' });
    buyer = await makeUser(h.db, h.clock.now(), { name: 'Rahul' });
    stranger = await makeUser(h.db, h.clock.now(), { name: 'Stranger' });
    adId = (await send(seller, 'POST', '/api/product/', phoneAd({ price: 50000 }))).json().id;
  });
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
    await h.close();
  });

  test('a buyer offers ₹45,000, the seller counters ₹47,500, the buyer accepts: the deal shows in both inboxes', async () => {
    const sellerTab = await openSocket(url, seller.token);
    const buyerTab = await openSocket(url, buyer.token);
    open.push(sellerTab, buyerTab);
    const chat: ChatSummary = (await send(buyer, 'POST', '/api/chat/', { product: adId })).json();

    const made = await offer(buyer, chat.id, 4_500_000);
    expect(made.statusCode).toBe(201);
    const first: ChatMessage = made.json();
    expect(first).toMatchObject({
      sender: buyer.id,
      text: '',
      offer: { from: buyer.id, amount_paise: 4_500_000, status: 'pending' },
    });
    // Live to the seller, as a message of the chat that rings their bell.
    await sellerTab.next('message', (f) => f.message.id === first.id);
    const bell = await sellerTab.next('notification');
    expect(bell.notification.text).toBe('Rahul offered ₹45,000 for “Apple iPhone 13, 128 GB, blue”.');
    const inbox = (await send(seller, 'GET', '/api/chat/?role=selling')).json().results as ChatSummary[];
    expect(inbox.find((c) => c.id === chat.id)?.last_message?.offer?.amount_paise).toBe(4_500_000);

    // Its maker may not answer it; a stranger does not even see the chat.
    expect((await answer(buyer, chat.id, first.offer!.id, { action: 'accept' })).statusCode).toBe(403);
    expect((await answer(stranger, chat.id, first.offer!.id, { action: 'accept' })).statusCode).toBe(404);

    const countered = await answer(seller, chat.id, first.offer!.id, { action: 'counter', amount_paise: 4_750_000 });
    expect(countered.statusCode).toBe(200);
    const { offer: old, counter } = countered.json() as OfferAnswered;
    expect(old.status).toBe('countered');
    expect(counter).toMatchObject({ sender: seller.id, offer: { from: seller.id, amount_paise: 4_750_000 } });
    await buyerTab.next('offer', (f) => f.offer.id === old.id && f.offer.status === 'countered');
    await buyerTab.next('message', (f) => f.message.id === counter!.id);
    // An answered offer is answered once.
    expect((await answer(seller, chat.id, first.offer!.id, { action: 'decline' })).json()).toEqual({
      detail: [OFFER_MESSAGES.notPending],
    });

    const accepted = await answer(buyer, chat.id, counter!.offer!.id, { action: 'accept' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().offer).toMatchObject({ status: 'accepted', amount_paise: 4_750_000 });
    const dealFrame = await sellerTab.next('chat', (f) => f.chat.id === chat.id && f.chat.deal !== null);
    expect(dealFrame.chat.deal).toMatchObject({ amount_paise: 4_750_000, from: seller.id });
    for (const user of [buyer, seller]) {
      const mine = (await send(user, 'GET', '/api/chat/')).json().results as ChatSummary[];
      expect(mine.find((c) => c.id === chat.id)?.deal?.amount_paise).toBe(4_750_000);
    }
    const thread = (await send(buyer, 'GET', `/chat/${chat.id}`)).json().messages as ChatMessage[];
    expect(thread.filter((m) => m.offer).map((m) => [m.offer!.amount_paise, m.offer!.status])).toEqual([
      [4_500_000, 'countered'],
      [4_750_000, 'accepted'],
    ]);

    // One deal per chat: no more offers, and nothing else to accept.
    expect((await offer(seller, chat.id, 4_800_000)).json()).toEqual({ detail: [OFFER_MESSAGES.dealDone] });
  });

  test('amounts run from ₹1 to the asking price, in whole paise', async () => {
    const chat = await newChat();
    for (const [amount, field] of [
      [99, OFFER_MESSAGES.tooLow],
      [5_000_001, OFFER_MESSAGES.aboveAsking],
      [100.5, 'Enter an amount in paise.'],
      ['lots', 'Enter an amount in paise.'],
    ] as const) {
      const res = await offer(buyer, chat.id, amount);
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().amount_paise).toEqual([field]);
    }
    // In the reader's language.
    const hindi = await h.app.inject({
      method: 'POST',
      url: `/api/chat/${chat.id}/offers/`,
      headers: { ...buyer.auth, 'accept-language': 'hi' },
      payload: { amount_paise: 99 },
    });
    expect(hindi.json().amount_paise).toEqual(['कम से कम ₹1 का ऑफ़र दें।']);
    expect((await offer(buyer, chat.id, 100)).statusCode).toBe(201);
    expect((await offer(buyer, chat.id, 5_000_000)).statusCode).toBe(201);
    const counter = await send(seller, 'GET', `/chat/${chat.id}`);
    const pending = (counter.json().messages as ChatMessage[]).at(-1)!.offer!;
    expect((await answer(seller, chat.id, pending.id, { action: 'counter' })).json().amount_paise).toEqual([
      OFFER_MESSAGES.counterAmount,
    ]);
  });

  test('a new offer of mine withdraws my pending one; both sides see it withdrawn', async () => {
    const chat = await newChat();
    const first: ChatMessage = (await offer(buyer, chat.id, 4_000_000)).json();
    const second: ChatMessage = (await offer(buyer, chat.id, 4_200_000)).json();
    const thread = (await send(seller, 'GET', `/chat/${chat.id}`)).json().messages as ChatMessage[];
    expect(thread.map((m) => m.offer && [m.offer.id, m.offer.status])).toEqual([
      [first.offer!.id, 'withdrawn'],
      [second.offer!.id, 'pending'],
    ]);
    expect((await answer(seller, chat.id, first.offer!.id, { action: 'accept' })).statusCode).toBe(409);
    const declined = await answer(seller, chat.id, second.offer!.id, { action: 'decline' });
    expect(declined.json()).toMatchObject({ offer: { status: 'declined' }, counter: null });
    // The buyer may try again after a decline.
    expect((await offer(buyer, chat.id, 4_400_000)).statusCode).toBe(201);
  });

  test('two answers at once: one deal, the other told so', async () => {
    const chat = await newChat();
    const a: ChatMessage = (await offer(buyer, chat.id, 4_000_000)).json();
    const b: ChatMessage = (await offer(seller, chat.id, 4_900_000)).json();
    const [one, two] = await Promise.all([
      answer(seller, chat.id, a.offer!.id, { action: 'accept' }),
      answer(buyer, chat.id, b.offer!.id, { action: 'accept' }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const { rows } = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM chat_offers WHERE chat_id = $1 AND status = 'accepted'`,
      [chat.id],
    );
    expect(rows[0]!.n).toBe(1);
  });

  test('an ad no longer live takes no offers', async () => {
    const chat = await newChat();
    await h.db.query(`UPDATE ads SET status = 'sold' WHERE id = $1`, [chat.product.id]);
    const res = await offer(buyer, chat.id, 4_000_000);
    expect(res.statusCode).toBe(409);
  });
});
