import {
  RATING_MESSAGES,
  type AdBuyer,
  type AuditEntry,
  type ChatRating,
  type ChatSummary,
  type Notification,
  type Paginated,
  type Rating,
  type RatingSummary,
  type Store,
} from '@haat/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp } from '../../test/harness';
import { ensureCategories, makeUser, phoneAd } from '../ads/testing';

type User = Awaited<ReturnType<typeof makeUser>>;
const DAY = 24 * 60 * 60 * 1000;

describe.each(dbKinds())('sold to whom and ratings after a deal on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let seller: User;
  let buyer: User;
  let other: User;
  let stranger: User;
  let admin: User;

  const send = (user: User | null, method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) =>
    h.app.inject({ method, url, headers: user?.auth ?? {}, payload: payload as object | undefined });
  const newAd = async () =>
    (await send(seller, 'POST', '/api/product/', phoneAd({ title: 'Bajaj Pulsar 150', price: 50000 }))).json()
      .id as number;
  const chatAbout = async (adId: number, who: User): Promise<ChatSummary> =>
    (await send(who, 'POST', '/api/chat/', { product: adId })).json();
  /** A chat whose buyer's offer the seller accepted. */
  const dealChat = async (who = buyer) => {
    const adId = await newAd();
    const chat = await chatAbout(adId, who);
    const offer = (await send(who, 'POST', `/api/chat/${chat.id}/offers/`, { amount_paise: 4_500_000 })).json();
    const accepted = await send(seller, 'PUT', `/api/chat/${chat.id}/offers/${offer.offer.id}/`, { action: 'accept' });
    expect(accepted.statusCode).toBe(200);
    return { adId, chat };
  };
  const rate = (user: User, chatId: number, stars: unknown, text?: string) =>
    send(user, 'POST', '/api/ratings/', { chat_id: chatId, stars, ...(text === undefined ? {} : { text }) });

  beforeAll(async () => {
    h = await makeApp(kind);
    await ensureCategories(h.db);
    seller = await makeUser(h.db, h.clock.now(), { name: 'Meera' });
    buyer = await makeUser(h.db, h.clock.now(), { name: 'Rahul' });
    other = await makeUser(h.db, h.clock.now(), { name: 'Anil' });
    stranger = await makeUser(h.db, h.clock.now(), { name: 'Stranger' });
    admin = await makeUser(h.db, h.clock.now(), { name: 'Asha Admin', admin: true });
  });
  afterAll(() => h.close());

  describe('sold to whom', () => {
    test('lists the buyers who chatted, the accepted offer’s buyer first, to the owner only', async () => {
      const { adId } = await dealChat(buyer);
      await chatAbout(adId, other);
      const listed = await send(seller, 'GET', `/api/product/${adId}/buyers/`);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().results as AdBuyer[]).toEqual([
        { id: buyer.id, name: 'Rahul', deal: true },
        { id: other.id, name: 'Anil', deal: false },
      ]);
      expect((await send(buyer, 'GET', `/api/product/${adId}/buyers/`)).statusCode).toBe(403);
      expect((await send(null, 'GET', `/api/product/${adId}/buyers/`)).statusCode).toBe(401);
    });

    test('the sale names a buyer who chatted, or no one; anyone else is a 400', async () => {
      const adId = await newAd();
      const chat = await chatAbout(adId, other);
      const wrong = await send(seller, 'POST', `/api/product/${adId}/sold/`, { buyer_id: stranger.id });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ buyer_id: [RATING_MESSAGES.notBuyer] });
      const hindi = await h.app.inject({
        method: 'POST',
        url: `/api/product/${adId}/sold/`,
        headers: { ...seller.auth, 'accept-language': 'hi' },
        payload: { buyer_id: stranger.id },
      });
      expect(hindi.json().buyer_id[0]).toMatch(/[\u0900-\u097F]/);
      // Nothing was sold by the refused call.
      expect((await send(seller, 'GET', `/api/product/${adId}/`)).json().status).toBe('active');

      // Sold to the buyer: that chat now has a deal, and both may rate.
      const sold = await send(seller, 'POST', `/api/product/${adId}/sold/`, { buyer_id: other.id });
      expect(sold.statusCode).toBe(200);
      expect(sold.json().status).toBe('sold');
      expect((await send(other, 'GET', `/api/chat/${chat.id}/rating/`)).json<ChatRating>().can_rate).toBe(true);

      // Undone within the minute: the buyer is cleared with it.
      expect((await send(seller, 'POST', `/api/product/${adId}/unsold/`)).statusCode).toBe(200);
      expect((await send(other, 'GET', `/api/chat/${chat.id}/rating/`)).json<ChatRating>().can_rate).toBe(false);
      expect((await rate(other, chat.id, 5)).statusCode).toBe(403);

      // The old call without a body still sells, to no one named.
      const plain = await h.app.inject({ method: 'POST', url: `/api/product/${adId}/sold/`, headers: seller.auth });
      expect(plain.statusCode).toBe(200);
      expect(plain.json().status).toBe('sold');
      expect((await send(seller, 'GET', `/api/chat/${chat.id}/rating/`)).json<ChatRating>().can_rate).toBe(false);
    });
  });

  describe('ratings', () => {
    test('each side rates the other once per deal; without a deal, or outside the chat, 403', async () => {
      const noDeal = await chatAbout(await newAd(), buyer);
      const refused = await rate(buyer, noDeal.id, 5);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: RATING_MESSAGES.noDeal });

      const { chat } = await dealChat(buyer);
      expect((await rate(stranger, chat.id, 5)).statusCode).toBe(403);
      const given = await rate(buyer, chat.id, 4, 'Bike as described, smooth deal.');
      expect(given.statusCode).toBe(201);
      expect(given.json<Rating>()).toMatchObject({
        stars: 4,
        text: 'Bike as described, smooth deal.',
        author: { id: buyer.id, name: 'Rahul' },
        author_role: 'buyer',
        subject_id: seller.id,
        reply: null,
      });
      const again = await rate(buyer, chat.id, 1);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ detail: [RATING_MESSAGES.already] });
      // The seller rates the buyer for the same deal.
      const back = await rate(seller, chat.id, 5, 'Paid on time.');
      expect(back.json<Rating>()).toMatchObject({ author_role: 'seller', subject_id: buyer.id });
      const mine = (await send(buyer, 'GET', `/api/chat/${chat.id}/rating/`)).json<ChatRating>();
      expect(mine).toMatchObject({ can_rate: false, mine: { stars: 4 } });
      expect(mine.editable_until).toBe(new Date(h.clock.now().getTime() + 7 * DAY).toISOString());
    });

    test('stars run from 1 to 5 and the text to 500 characters', async () => {
      const { chat } = await dealChat(other);
      for (const stars of [0, 6, 4.5, 'five']) {
        const res = await rate(other, chat.id, stars);
        expect(res.statusCode, String(stars)).toBe(400);
        expect(res.json().stars).toEqual([RATING_MESSAGES.stars]);
      }
      expect((await rate(other, chat.id, 3, 'x'.repeat(501))).statusCode).toBe(400);
      expect((await rate(other, chat.id, 3, 'x'.repeat(500))).statusCode).toBe(201);
    });

    test('50 parallel ratings of one deal store exactly one', async () => {
      const { chat } = await dealChat(stranger);
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => rate(stranger, chat.id, (i % 5) + 1)));
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(49);
      const { rows } = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ratings WHERE chat_id = $1', [
        chat.id,
      ]);
      expect(rows[0]!.n).toBe(1);
    });

    test('its author edits it for 7 days, no one else, and not after', async () => {
      const { chat } = await dealChat(buyer);
      const id = (await rate(buyer, chat.id, 2, 'Late.')).json<Rating>().id;
      expect((await send(seller, 'PUT', `/api/ratings/${id}/`, { stars: 5 })).json()).toEqual({
        detail: RATING_MESSAGES.notAuthor,
      });
      h.clock.advance(7 * DAY - 60_000);
      const edited = await send(buyer, 'PUT', `/api/ratings/${id}/`, { stars: 3, text: 'Late, but fine.' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json<Rating>()).toMatchObject({ stars: 3, text: 'Late, but fine.' });
      expect(edited.json<Rating>().edited_on).toBe(h.clock.now().toISOString());
      h.clock.advance(2 * 60_000);
      const late = await send(buyer, 'PUT', `/api/ratings/${id}/`, { stars: 1 });
      expect(late.statusCode).toBe(403);
      expect(late.json()).toEqual({ detail: RATING_MESSAGES.editClosed });
      expect((await send(buyer, 'GET', `/api/chat/${chat.id}/rating/`)).json<ChatRating>().editable_until).toBeNull();
      expect((await send(buyer, 'PUT', '/api/ratings/999999/', { stars: 1 })).statusCode).toBe(404);
    });

    test('the person rated replies once; no one else does', async () => {
      const { chat } = await dealChat(buyer);
      const id = (await rate(buyer, chat.id, 5, 'Great seller.')).json<Rating>().id;
      expect((await send(buyer, 'POST', `/api/ratings/${id}/reply/`, { text: 'Me too' })).json()).toEqual({
        detail: RATING_MESSAGES.notSubject,
      });
      const reply = await send(seller, 'POST', `/api/ratings/${id}/reply/`, { text: 'Thank you, Rahul!' });
      expect(reply.statusCode).toBe(200);
      expect(reply.json<Rating>().reply).toEqual({
        text: 'Thank you, Rahul!',
        created_on: h.clock.now().toISOString(),
      });
      const twice = await send(seller, 'POST', `/api/ratings/${id}/reply/`, { text: 'Again' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({ detail: [RATING_MESSAGES.replied] });
      expect((await send(seller, 'POST', `/api/ratings/${id}/reply/`, { text: ' ' })).statusCode).toBe(400);
    });

    test('the person rated is told where to read and answer it; the rater hears of the reply', async () => {
      const { chat } = await dealChat(buyer);
      const newest = async (user: User) =>
        (await send(user, 'GET', '/api/notification/')).json<{ results: Notification[] }>().results[0];
      const id = (await rate(seller, chat.id, 4, 'Paid on time.')).json<Rating>().id;
      const told = await newest(buyer);
      expect(told).toMatchObject({
        kind: 'rating',
        text: 'Meera rated you 4 out of 5 for “Bajaj Pulsar 150”. See it, and reply, on your page.',
        link: `/store/${buyer.id}/`,
        status: 'unread',
      });
      // Meera uses Haat in Hindi: she reads of the reply in Hindi.
      await h.app.inject({ method: 'GET', url: '/api/profile/', headers: { ...seller.auth, 'accept-language': 'hi' } });
      await send(buyer, 'POST', `/api/ratings/${id}/reply/`, { text: 'Thanks, Meera.' });
      expect(await newest(seller)).toMatchObject({
        kind: 'rating',
        text: 'Rahul ने “Bajaj Pulsar 150” पर आपकी रेटिंग का जवाब दिया।',
        link: `/store/${buyer.id}/`,
      });
      // A refused rating tells no one.
      await rate(seller, chat.id, 5);
      expect((await newest(buyer))?.id).toBe(told?.id);
    });

    test('an admin removes a rating that breaks the rules, audited; customers cannot', async () => {
      const { chat } = await dealChat(other);
      const id = (await rate(seller, chat.id, 1, 'Rude words here.')).json<Rating>().id;
      expect((await send(other, 'POST', `/api/ratings/${id}/remove/`, { reason: 'I do not like it' })).statusCode).toBe(
        403,
      );
      expect((await send(seller, 'POST', `/api/ratings/${id}/remove/`, { reason: 'ok' })).statusCode).toBe(403);
      const removed = await send(admin, 'POST', `/api/ratings/${id}/remove/`, { reason: 'Abusive language' });
      expect(removed.statusCode).toBe(204);
      expect((await send(admin, 'POST', `/api/ratings/${id}/remove/`, { reason: 'Abusive language' })).statusCode).toBe(
        404,
      );
      const log = (await send(admin, 'GET', `/api/audit/?target_type=rating&target_id=${id}`)).json<
        Paginated<AuditEntry>
      >();
      expect(log.results.map((e) => [e.action, e.reason, e.admin.name])).toEqual([
        ['rating.remove', 'Abusive language', 'Asha Admin'],
      ]);
      expect(log.results[0]!.details).toMatchObject({ stars: 1, text: 'Rude words here.' });
      // Gone from the list, and not given again.
      const list = (await send(null, 'GET', `/api/users/${other.id}/ratings/`)).json<RatingSummary>();
      expect(list.recent.map((r) => r.id)).not.toContain(id);
      expect((await rate(seller, chat.id, 5)).statusCode).toBe(409);
      expect((await send(seller, 'GET', `/api/chat/${chat.id}/rating/`)).json<ChatRating>()).toMatchObject({
        can_rate: false,
        mine: null,
      });
    });
  });

  test('the public list and the store: average to one decimal, count, the newest five with text', async () => {
    const fresh = await makeUser(h.db, h.clock.now(), { name: 'Kiran' });
    const adIds: number[] = [];
    const raters: User[] = [];
    for (let i = 0; i < 7; i++) raters.push(await makeUser(h.db, h.clock.now(), { name: `Buyer ${i}` }));
    const empty = (await send(null, 'GET', `/api/users/${fresh.id}/ratings/`)).json<RatingSummary>();
    expect(empty).toEqual({ average: null, count: 0, recent: [] });

    // 5, 4, 4, 5, 3, 5, 4 stars: 30 / 7 = 4.29 → 4.3; the first has no text.
    const stars = [5, 4, 4, 5, 3, 5, 4];
    for (const [i, r] of raters.entries()) {
      const ad = (await send(fresh, 'POST', '/api/product/', phoneAd({ title: `Scooter number ${i}` }))).json();
      adIds.push(ad.id);
      const chat = await chatAbout(ad.id, r);
      expect((await send(fresh, 'POST', `/api/product/${ad.id}/sold/`, { buyer_id: r.id })).statusCode).toBe(200);
      h.clock.advance(60_000);
      const res = await rate(r, chat.id, stars[i], i === 0 ? undefined : `Review ${i}`);
      expect(res.statusCode).toBe(201);
    }
    const summary = (await send(null, 'GET', `/api/users/${fresh.id}/ratings/`)).json<RatingSummary>();
    expect(summary.average).toBe(4.3);
    expect(summary.count).toBe(7);
    expect(summary.recent.map((r) => r.text)).toEqual(['Review 6', 'Review 5', 'Review 4', 'Review 3', 'Review 2']);

    const store = (await send(null, 'GET', `/api/store/${fresh.id}/`)).json<Store>();
    expect(store.seller.rating).toEqual(summary);
    expect((await send(null, 'GET', '/api/users/99999999/ratings/')).statusCode).toBe(404);
  });
});
