import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SmsProvider } from '../../providers/sms';
import { dbKinds, makeApp } from '../../test/harness';
import { ensureCategories, makeUser, phoneAd } from '../ads/testing';
import { smsUnreadChats } from './service';

type User = Awaited<ReturnType<typeof makeUser>>;

/** What reaches a person outside their own requests (SMS, notifications, pushes) is in their language. */
describe.each(dbKinds())('messages in their reader’s language, on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  const sms: { to: string; text: string }[] = [];
  const gateway: SmsProvider = { name: 'test', send: async (to, text) => void sms.push({ to, text }) };

  const call = (user: User, method: 'GET' | 'POST', url: string, payload?: unknown, lang?: string) =>
    h.app.inject({
      method,
      url,
      headers: { ...user.auth, ...(lang ? { 'accept-language': lang } : {}) },
      payload: payload as object,
    });
  const langOf = async (user: User) =>
    (await h.db.query<{ lang: string }>('SELECT lang FROM users WHERE id = $1', [user.id])).rows[0]!.lang;
  const notesOf = async (user: User) =>
    (await h.db.query<{ text: string }>('SELECT text FROM notifications WHERE user_id = $1 ORDER BY id', [user.id]))
      .rows;

  beforeAll(async () => {
    h = await makeApp(kind, { sms: gateway });
    await ensureCategories(h.db);
  });
  afterAll(() => h.close());

  test('a signed-in request keeps its Accept-Language as the user’s language; none leaves it', async () => {
    const user = await makeUser(h.db, h.clock.now(), { name: 'Sunita' });
    expect(await langOf(user)).toBe('en');
    expect((await call(user, 'GET', '/api/notification/', undefined, 'hi-IN,hi;q=0.9')).statusCode).toBe(200);
    expect(await langOf(user)).toBe('hi');
    await call(user, 'GET', '/api/notification/');
    expect(await langOf(user)).toBe('hi');
    await call(user, 'GET', '/api/notification/', undefined, 'en-IN');
    expect(await langOf(user)).toBe('en');
  });

  test('a Hindi seller gets the chat’s notification and SMS in Hindi, from a buyer writing in English', async () => {
    const seller = await makeUser(h.db, h.clock.now(), { name: 'Meera' });
    const buyer = await makeUser(h.db, h.clock.now(), { name: 'Rahul' });
    await call(seller, 'GET', '/api/notification/', undefined, 'hi');
    const ad = (await call(seller, 'POST', '/api/product/', phoneAd({ title: 'Honda City 2017 VX' }), 'hi')).json().id;
    const chat = (await call(buyer, 'POST', '/api/chat/', { product: ad }, 'en')).json().id as number;
    await call(buyer, 'POST', `/api/chat/${chat}/messages/`, { client_id: randomUUID(), text: 'Available?' }, 'en');
    expect(await notesOf(seller)).toEqual([{ text: 'Rahul “Honda City 2017 VX” के बारे में चैट करना चाहते हैं।' }]);

    // The seller answers in Hindi; the buyer reads English.
    await call(seller, 'POST', `/api/chat/${chat}/messages/`, { client_id: randomUUID(), text: 'हाँ' }, 'hi');
    expect(await notesOf(buyer)).toEqual([{ text: 'New messages from Meera about “Honda City 2017 VX”.' }]);

    sms.length = 0;
    h.clock.advance(h.ctx.config.CHAT_SMS_DELAY_S * 1000 + 1000);
    await smsUnreadChats(h.ctx);
    const link = `${h.ctx.config.publicUrl}/m/${chat}`;
    expect(sms.map((s) => s.text).sort()).toEqual(
      [
        `Haat पर ‘Honda City 2017 VX’ के बारे में नया मैसेज: ${link}`,
        `New message about ‘Honda City 2017 VX’ on Haat: ${link}`,
      ].sort(),
    );
  });
});
