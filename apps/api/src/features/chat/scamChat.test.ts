import { CHAT_MESSAGES, type ChatDetail, type ChatMessage, type ChatSummary } from '@haat/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LIMITS } from '../../http/limits';
import { dbKinds, makeApp } from '../../test/harness';
import { ensureCategories, makeUser, phoneAd } from '../ads/testing';
import { listenAt, openSocket, type SocketClient } from './testing';

type User = Awaited<ReturnType<typeof makeUser>>;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Issue 42's chat rules over HTTP and the socket: warnings, the flagged sender, the new account. */
describe.each(dbKinds())('chat safety on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let url: string;
  let seller: User;
  const open: SocketClient[] = [];

  const post = (user: User, path: string, payload: unknown) =>
    h.app.inject({ method: 'POST', url: path, headers: user.auth, payload: payload as object });
  const get = (user: User, path: string) => h.app.inject({ method: 'GET', url: path, headers: user.auth });
  const newAd = async (title = 'Royal Enfield Classic 350') =>
    (await post(seller, '/api/product/', phoneAd({ title }))).json().id as number;
  const openChat = async (user: User, adId: number) =>
    (await post(user, '/api/chat/', { product: adId })).json<ChatSummary>();
  const say = (user: User, chatId: number, text: string) =>
    post(user, `/api/chat/${chatId}/messages/`, { client_id: randomUUID(), text });
  /** An account made two days ago: not new. */
  const oldUser = async (name: string) => makeUser(h.db, new Date(h.clock.now().getTime() - 2 * DAY), { name });

  beforeAll(async () => {
    h = await makeApp(kind);
    url = await listenAt(h.app);
    await ensureCategories(h.db);
    seller = await oldUser('Meera');
  });
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
    await h.close();
  });

  test('a message asking for money before meeting carries its warning for the recipient, live and read back', async () => {
    const buyer = await oldUser('Vikram');
    const chat = await openChat(buyer, await newAd());
    const sellerTab = await openSocket(url, seller.token);
    open.push(sellerTab);
    const hi = await say(buyer, chat.id, 'Is it still available?');
    expect(hi.json<ChatMessage>().warning).toBeNull();
    const scam = await say(buyer, chat.id, 'I am in the army, posted in Leh, so I cannot come to see it');
    expect(scam.statusCode).toBe(201);
    expect(scam.json<ChatMessage>().warning).toBe('army_story');
    const frame = await sellerTab.next('message', (f) => f.message.id === scam.json<ChatMessage>().id);
    expect(frame.message.warning).toBe('army_story');
    const upi = await say(buyer, chat.id, 'Maine request bheja hai, UPI pin daalo');
    expect(upi.json<ChatMessage>().warning).toBe('payment_link');
    const read = (await get(seller, `/chat/${chat.id}`)).json<ChatDetail>();
    expect(read.messages.map((m) => m.warning)).toEqual([null, 'army_story', 'payment_link']);
    // The inbox's last message carries it too.
    const inbox = (await get(seller, '/api/chat/?role=selling')).json<{ results: ChatSummary[] }>();
    expect(inbox.results.find((c) => c.id === chat.id)?.last_message?.warning).toBe('payment_link');
  });

  test('a sender whose messages trip the rules in three chats in a day sends at a slower pace', async () => {
    const scammer = await oldUser('Sunil');
    const honest = await oldUser('Anita');
    const chats: number[] = [];
    for (let i = 0; i < 4; i++) chats.push((await openChat(scammer, await newAd(`Honda Activa ${i}`))).id);
    // Two chats with a warning: not yet flagged; the usual allowance holds.
    for (const id of chats.slice(0, 2))
      expect((await say(scammer, id, 'Send token amount first')).statusCode).toBe(201);
    // The third makes three chats in a day: from now on LIMITS.flaggedMessages an hour.
    expect((await say(scammer, chats[2]!, 'Pehle advance bhejo')).statusCode).toBe(201);
    const { limit } = LIMITS.flaggedMessages[0];
    const codes: number[] = [];
    for (let i = 0; i < limit + 1; i++) codes.push((await say(scammer, chats[3]!, `Hello ${i}`)).statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(limit);
    const refused = await say(scammer, chats[3]!, 'Hello again');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ detail: CHAT_MESSAGES.tooFast });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else is not slowed down.
    const other = await openChat(honest, await newAd('Bajaj Chetak'));
    for (let i = 0; i < limit + 1; i++) expect((await say(honest, other.id, `Hi ${i}`)).statusCode).toBe(201);
    // A day later the warnings are old, and the pace is the usual again.
    h.clock.advance(DAY + HOUR);
    for (let i = 0; i < limit + 1; i++) expect((await say(scammer, chats[3]!, `Later ${i}`)).statusCode).toBe(201);
  });

  test('an account younger than a day opens chats at a slower pace; a day later it does not', async () => {
    const fresh = await makeUser(h.db, h.clock.now(), { name: 'New Nikhil', fresh: true });
    const { limit } = LIMITS.newAccountChats[0];
    const ads: number[] = [];
    for (let i = 0; i < limit + 2; i++) ads.push(await newAd(`Maruti Alto ${i}`));
    for (const id of ads.slice(0, limit))
      expect((await post(fresh, '/api/chat/', { product: id })).statusCode).toBe(201);
    const slowed = await post(fresh, '/api/chat/', { product: ads[limit]! });
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    // An account a day old opens as many as it likes within the usual allowance.
    const settled = await oldUser('Old Omkar');
    for (const id of ads) expect((await post(settled, '/api/chat/', { product: id })).statusCode).toBe(201);
    h.clock.advance(DAY);
    expect((await post(fresh, '/api/chat/', { product: ads[limit]! })).statusCode).toBe(201);
  });
});
