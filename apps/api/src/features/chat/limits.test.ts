import { CHAT_MESSAGES, MESSAGES_PER_HOUR, MESSAGES_PER_MINUTE } from '@haat/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { errorText } from '../../http/errorText';
import { dbKinds, makeApp } from '../../test/harness';
import { ensureCategories, makeUser, phoneAd } from '../ads/testing';
import { listenAt, openSocket, type SocketClient } from './testing';

type User = Awaited<ReturnType<typeof makeUser>>;
const MINUTE = 60 * 1000;

describe.each(dbKinds())('what one sender may send, on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let url: string;
  let seller: User;
  let adId: number;
  const open: SocketClient[] = [];

  beforeAll(async () => {
    h = await makeApp(kind);
    url = await listenAt(h.app);
    await ensureCategories(h.db);
    seller = await makeUser(h.db, h.clock.now(), { name: 'Meera' });
    adId = (
      await h.app.inject({ method: 'POST', url: '/api/product/', headers: seller.auth, payload: phoneAd() })
    ).json().id;
  });
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
    await h.close();
  });

  /** A new buyer with a chat about the ad. */
  const buyerWithChat = async () => {
    const buyer = await makeUser(h.db, h.clock.now(), { name: 'Rahul' });
    const chat = (
      await h.app.inject({ method: 'POST', url: '/api/chat/', headers: buyer.auth, payload: { product: adId } })
    ).json().id as number;
    return { buyer, chat };
  };
  const say = (user: User, chat: number, text: string, client_id: string = randomUUID()) =>
    h.app.inject({
      method: 'POST',
      url: `/api/chat/${chat}/messages/`,
      headers: user.auth,
      payload: { client_id, text },
    });
  const stored = async (chat: number) =>
    (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages WHERE chat_id = $1', [chat]))
      .rows[0]!.n;

  test(`HTTP: of 50 parallel sends exactly ${MESSAGES_PER_MINUTE} are stored, the rest are 429 with Retry-After`, async () => {
    const { buyer, chat } = await buyerWithChat();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => say(buyer, chat, `offer ${i}`)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(MESSAGES_PER_MINUTE);
    expect(codes.filter((c) => c === 429)).toHaveLength(50 - MESSAGES_PER_MINUTE);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json().detail).toBe(CHAT_MESSAGES.tooFast);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await stored(chat)).toBe(MESSAGES_PER_MINUTE);
    // A retry of a stored message answers it and costs nothing; a minute later the sender goes on.
    h.clock.advance(MINUTE);
    const first = answers.find((a) => a.statusCode === 201)!.json();
    const again = await say(buyer, chat, first.text, first.client_id);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.id);
    expect((await say(buyer, chat, 'one more')).statusCode).toBe(201);
    // Another sender in the same chat has an allowance of their own.
    expect((await say(seller, chat, 'Yes, available')).statusCode).toBe(201);
  });

  test(`at most ${MESSAGES_PER_HOUR} an hour, however they are spread`, async () => {
    const { buyer, chat } = await buyerWithChat();
    const minutes = MESSAGES_PER_HOUR / MESSAGES_PER_MINUTE;
    for (let m = 0; m < minutes; m++) {
      const answers = await Promise.all(
        Array.from({ length: MESSAGES_PER_MINUTE }, (_, i) => say(buyer, chat, `m${m} ${i}`)),
      );
      expect(answers.every((a) => a.statusCode === 201)).toBe(true);
      h.clock.advance(MINUTE);
    }
    const over = await say(buyer, chat, 'one too many');
    expect(over.statusCode).toBe(429);
    // The first minute's messages leave the hour 60 minutes after they were sent.
    expect(Number(over.headers['retry-after'])).toBe((60 - minutes) * 60);
    h.clock.advance((60 - minutes) * MINUTE);
    expect((await say(buyer, chat, 'back again')).statusCode).toBe(201);
  }, 120_000);

  test('over the socket: of 50 frames sent at once, the allowance is acked and the rest are error frames', async () => {
    const { buyer, chat } = await buyerWithChat();
    const tab = await openSocket(url, buyer.token);
    open.push(tab);
    const ids = Array.from({ length: 50 }, () => randomUUID());
    for (const [i, client_id] of ids.entries()) tab.send({ type: 'message', chat_id: chat, client_id, text: `s${i}` });
    const outcomes = await Promise.all(
      ids.map((id) =>
        Promise.race([
          tab.next('ack', (f) => f.client_id === id, 20_000).then(() => 'ack' as const),
          tab.next('error', (f) => f.client_id === id, 20_000).then((f) => f),
        ]),
      ),
    );
    expect(outcomes.filter((o) => o === 'ack')).toHaveLength(MESSAGES_PER_MINUTE);
    const errors = outcomes.filter((o) => o !== 'ack');
    expect(errors).toHaveLength(50 - MESSAGES_PER_MINUTE);
    expect(errors[0]).toMatchObject({ status: 429, detail: CHAT_MESSAGES.tooFast });
    expect(errors[0]!.retry_after).toBeGreaterThanOrEqual(1);
    expect(await stored(chat)).toBe(MESSAGES_PER_MINUTE);
    // HTTP and the socket share the allowance.
    expect((await say(buyer, chat, 'over HTTP')).statusCode).toBe(429);
  });

  test('a socket opened from a Hindi page (its lang cookie) is answered in Hindi', async () => {
    const { buyer, chat } = await buyerWithChat();
    const tab = await openSocket(url, buyer.token, { headers: { cookie: 'lang=hi' } });
    open.push(tab);
    const id = randomUUID();
    tab.send({ type: 'message', chat_id: chat, client_id: id, text: 'a\u0000b' });
    expect(await tab.next('error', (f) => f.client_id === id)).toMatchObject({
      status: 400,
      detail: 'इस टेक्स्ट से गलत अक्षर (NUL या टूटा हुआ यूनिकोड चिह्न) हटाएँ।',
    });
  });

  test('over the socket, a lone surrogate or a NUL is refused like over HTTP; nothing is stored', async () => {
    const { buyer, chat } = await buyerWithChat();
    const tab = await openSocket(url, buyer.token);
    open.push(tab);
    // Written by hand: JSON.stringify would escape the lone half as \ud83d, which is the point.
    const id = randomUUID();
    tab.send(`{"type":"message","chat_id":${chat},"client_id":"${id}","text":"price \\ud83d ok?"}`);
    expect(await tab.next('error', (f) => f.client_id === id)).toMatchObject({
      status: 400,
      detail: errorText.unsafeText,
    });
    const nul = randomUUID();
    tab.send({ type: 'message', chat_id: chat, client_id: nul, text: 'a\u0000b' });
    expect((await tab.next('error', (f) => f.client_id === nul)).status).toBe(400);
    const http = await say(buyer, chat, 'price \ud83d ok?');
    expect(http.statusCode).toBe(400);
    expect(await stored(chat)).toBe(0);
    // A whole pair (an emoji) is fine.
    const ok = randomUUID();
    tab.send({ type: 'message', chat_id: chat, client_id: ok, text: 'price \ud83d\ude00 ok?' });
    expect((await tab.next('ack', (f) => f.client_id === ok)).message.text).toBe('price 😀 ok?');
  });
});
