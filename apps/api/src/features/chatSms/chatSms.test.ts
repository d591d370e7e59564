import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { SmsProvider } from '../../providers/sms';
import { dbKinds, makeApp } from '../../test/harness';
import { ensureCategories, makeUser, phoneAd } from '../ads/testing';
import { listenAt, openSocket } from '../chat/testing';
import { smsUnreadChats } from './service';

type User = Awaited<ReturnType<typeof makeUser>>;

describe.each(dbKinds())('an SMS for a chat message nobody read, on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  const sms: { to: string; text: string }[] = [];
  const gateway: SmsProvider = {
    name: 'test',
    send: async (to, text) => void sms.push({ to, text }),
  };
  const DELAY_MS = 300_000;

  const call = (user: User, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    h.app.inject({ method, url, headers: user.auth, payload: payload as object });
  /** A new seller with an ad, a buyer's chat about it and one message: answers the chat. */
  const waiting = async (seller?: User) => {
    const owner = seller ?? (await makeUser(h.db, h.clock.now(), { name: 'Meera' }));
    const buyer = await makeUser(h.db, h.clock.now(), { name: 'Rahul' });
    const ad = (await call(owner, 'POST', '/api/product/', phoneAd({ title: 'Honda City 2017 VX' }))).json().id;
    const chat = (await call(buyer, 'POST', '/api/chat/', { product: ad })).json().id as number;
    const sent = await call(buyer, 'POST', `/api/chat/${chat}/messages/`, {
      client_id: randomUUID(),
      text: 'Available?',
    });
    return { seller: owner, buyer, ad, chat, message: sent.json().id as number };
  };
  const mobileOf = async (user: User) =>
    (await h.db.query<{ mobile: string }>('SELECT mobile FROM users WHERE id = $1', [user.id])).rows[0]!.mobile;

  beforeAll(async () => {
    h = await makeApp(kind, { sms: gateway });
    await ensureCategories(h.db);
  });
  beforeEach(() => void (sms.length = 0));
  afterAll(() => h.close());

  test('exactly one SMS per chat, after CHAT_SMS_DELAY_S, with the words and a link that opens the chat', async () => {
    const { seller, ad, chat, buyer } = await waiting();
    h.clock.advance(DELAY_MS - 1000);
    expect(await smsUnreadChats(h.ctx)).toBe(0);
    h.clock.advance(2000);
    expect(await smsUnreadChats(h.ctx)).toBe(1);
    expect(sms).toEqual([
      {
        to: `+91${await mobileOf(seller)}`,
        text: `New message about ‘Honda City 2017 VX’ on Haat: ${h.ctx.config.publicUrl}/m/${chat}`,
      },
    ]);
    const opened = await h.app.inject({ method: 'GET', url: `/m/${chat}` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`/chat/${ad}/${chat}/?from=sms`);

    // More messages that day: no second SMS for the chat
    await call(buyer, 'POST', `/api/chat/${chat}/messages/`, { client_id: randomUUID(), text: 'Hello?' });
    h.clock.advance(DELAY_MS + 1000);
    expect(await smsUnreadChats(h.ctx)).toBe(0);
    expect(sms).toHaveLength(1);
  });

  test('none once the message is read, none to someone with the app open or a push subscription', async () => {
    const read = await waiting();
    await call(read.seller, 'POST', `/api/chat/${read.chat}/read/`, { up_to: read.message });
    const online = await waiting();
    const pushed = await waiting();
    await h.db.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, created_on) VALUES ($1, $2, 'k', 'a', $3)`,
      [pushed.seller.id, `https://fcm.googleapis.com/fcm/send/${randomUUID()}`, h.clock.now()],
    );
    h.clock.advance(DELAY_MS + 1000);
    await h.db.query('UPDATE users SET socket_until = $2 WHERE id = $1', [
      online.seller.id,
      new Date(h.clock.now().getTime() + 24 * 60 * 60_000), // kept open through the tests after this one
    ]);
    expect(await smsUnreadChats(h.ctx)).toBe(0);
    expect(sms).toEqual([]);
  });

  test('none in the quiet hours the reader set (IST), nor with SMS turned off; sent when the hours end', async () => {
    const quiet = await waiting();
    const off = await waiting();
    // The test clock is past 10:00 UTC (15:30 IST and on): quiet from 15:00 for three hours
    await call(quiet.seller, 'PUT', '/api/notification-settings/', { quiet_hours: { start: '15:00', end: '18:00' } });
    await call(off.seller, 'PUT', '/api/notification-settings/', { sms: false });
    const start = h.clock.now();
    const istMinutes = Math.floor((start.getTime() / 60_000 + 330) % 1440);
    expect(istMinutes).toBeGreaterThanOrEqual(15 * 60);
    expect(istMinutes).toBeLessThan(17 * 60);
    h.clock.advance(DELAY_MS + 1000);
    expect(await smsUnreadChats(h.ctx)).toBe(0);
    h.clock.advance((18 * 60 - istMinutes) * 60_000);
    expect(await smsUnreadChats(h.ctx)).toBe(1);
    expect(sms.map((s) => s.to)).toEqual([`+91${await mobileOf(quiet.seller)}`]);
  });

  test('a reader with Haat open in a tab (a live chat socket) gets none; once it closes, the SMS goes', async () => {
    const url = await listenAt(h.app);
    const w = await waiting();
    h.clock.advance(DELAY_MS + 1000);
    // (each server renews its sockets' mark every ping; the test's clock jumped past the ping)
    const tab = await openSocket(url, w.seller.token);
    await tab.next('ready');
    expect(await smsUnreadChats(h.ctx)).toBe(0);
    await tab.close();
    await expect.poll(async () => smsUnreadChats(h.ctx)).toBe(1);
  });

  test('three a day per reader, however many chats wait', async () => {
    const seller = await makeUser(h.db, h.clock.now(), { name: 'Busy' });
    for (let i = 0; i < 5; i++) await waiting(seller);
    h.clock.advance(DELAY_MS + 1000);
    expect(await smsUnreadChats(h.ctx)).toBe(3);
    expect(await smsUnreadChats(h.ctx)).toBe(0);
  });
});
