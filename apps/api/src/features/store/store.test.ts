import type { ChatSummary, Store } from '@haat/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp } from '../../test/harness';
import { ensureCategories, makeUser, phoneAd } from '../ads/testing';

type User = Awaited<ReturnType<typeof makeUser>>;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.each(dbKinds())("a store's seller and how they deal, on %s", (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let seller: User;

  const send = (user: User, method: 'POST' | 'PUT' | 'GET', path: string, payload?: unknown) =>
    h.app.inject({ method, url: path, headers: user.auth, payload: payload as object | undefined });
  const say = (user: User, chatId: number, text: string) =>
    send(user, 'POST', `/api/chat/${chatId}/messages/`, { client_id: randomUUID(), text });
  const store = async (): Promise<Store> => {
    const res = await h.app.inject({ method: 'GET', url: `/api/store/${seller.id}/` });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  /** A new buyer's chat about the seller's ad, opened with a question at the clock's time. */
  const asked = async (adId: number): Promise<{ buyer: User; chat: ChatSummary }> => {
    const buyer = await makeUser(h.db, h.clock.now());
    const chat: ChatSummary = (await send(buyer, 'POST', '/api/chat/', { product: adId })).json();
    expect((await say(buyer, chat.id, 'Is it available?')).statusCode).toBe(201);
    return { buyer, chat };
  };

  beforeAll(async () => {
    h = await makeApp(kind);
    await ensureCategories(h.db);
    seller = await makeUser(h.db, h.clock.now(), { name: 'Meera' });
  });
  afterAll(async () => {
    await h.close();
  });

  test('a new seller: verified mobile, no figures to show yet, active today', async () => {
    const { seller: s, count } = await store();
    expect(s).toMatchObject({
      id: seller.id,
      name: 'Meera',
      city: null,
      mobile_verified: true,
      email_verified: false,
      response_rate: null,
      response_minutes: null,
      ads_live: 0,
      ads_sold: 0,
    });
    expect(count).toBe(0);
    // The test clock starts at 2026-11-21 10:00 UTC, 15:30 in India
    expect(s.last_active_day).toBe('2026-11-21');
  });

  test('response rate and typical time from a seeded history: answers within a day count, old chats do not', async () => {
    const ad = (
      await send(seller, 'POST', '/api/product/', phoneAd({ title: 'Bajaj Pulsar 150', price: 50000 }))
    ).json();
    const sold = (
      await send(seller, 'POST', '/api/product/', phoneAd({ title: 'Hero Splendor', price: 30000 }))
    ).json();
    expect((await send(seller, 'POST', `/api/product/${sold.id}/sold/`)).statusCode).toBe(200);

    // Over 90 days ago: answered at once, but no longer counted (history seeded by moving its times back)
    const old = await asked(ad.id);
    await say(seller, old.chat.id, 'Yes');
    await h.db.query(
      `UPDATE chats SET asked_at = asked_at - interval '100 days', answered_at = answered_at - interval '100 days' WHERE id = $1`,
      [old.chat.id],
    );

    // Answered in 30 minutes; a second seller message changes nothing
    const quick = await asked(ad.id);
    h.clock.advance(30 * MINUTE);
    await say(seller, quick.chat.id, 'Yes, it is');
    h.clock.advance(10 * MINUTE);
    await say(seller, quick.chat.id, 'Come and see it');

    // Answered in 90 minutes, with a counter-offer: an offer is an answer too
    const countered = await asked(ad.id);
    const offer = (
      await send(countered.buyer, 'POST', `/api/chat/${countered.chat.id}/offers/`, { amount_paise: 4_500_000 })
    ).json();
    h.clock.advance(90 * MINUTE);
    const counter = await send(seller, 'PUT', `/api/chat/${countered.chat.id}/offers/${offer.offer.id}/`, {
      action: 'counter',
      amount_paise: 4_750_000,
    });
    expect(counter.statusCode).toBe(200);

    // Answered after 30 hours: slow, so not within the day
    const slow = await asked(ad.id);
    // Never answered, and more than a day old by the end
    await asked(ad.id);
    h.clock.advance(30 * HOUR);
    await say(seller, slow.chat.id, 'Sorry, I was away');

    // Asked a minute ago: the seller still has a day to answer, so it is not counted yet
    await asked(ad.id);
    h.clock.advance(MINUTE);

    // The seller answered first, before any question: not a response
    const sellerFirst = await makeUser(h.db, h.clock.now());
    const opened: ChatSummary = (await send(sellerFirst, 'POST', '/api/chat/', { product: ad.id })).json();
    await say(seller, opened.id, 'Hello');

    const { seller: s, count } = await store();
    // Counted: quick (30 min), countered (90 min), slow (30 h), unanswered; within a day: 2 of 4
    expect(s.response_rate).toBe(0.5);
    // The median of 30 minutes, 90 minutes and 30 hours
    expect(s.response_minutes).toBe(90);
    expect(s).toMatchObject({ city: 'Bengaluru', ads_live: 1, ads_sold: 1 });
    expect(count).toBe(1);
    // The ad page's seller card says the same, from the ad's own answer; a list's ads do not carry it
    const detail = (await h.app.inject({ method: 'GET', url: `/api/products/${ad.id}/` })).json();
    // (its ratings come from the ratings' own answer, not the ad's)
    const { rating, ...dealing } = s;
    expect(rating).toEqual({ average: null, count: 0, recent: [] });
    expect(detail.owner).toEqual(dealing);
    const listed = (await h.app.inject({ method: 'GET', url: `/api/store/${seller.id}/` })).json() as Store;
    expect(listed.results[0]!.owner).not.toHaveProperty('response_rate');
  });

  test('the day last active is India’s, and never the time', async () => {
    // 20:00 UTC is 01:30 the next morning in India
    h.clock.set(new Date('2026-11-25T20:00:00Z'));
    expect((await send(seller, 'GET', '/api/profile/')).statusCode).toBe(200);
    const { seller: s } = await store();
    expect(s.last_active_day).toBe('2026-11-26');
    expect(s.last_active_day).toMatch(/^\d{4}-\d\d-\d\d$/);
  });

  test('a seller who is not there, or blocked, has no store', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/store/999999/' })).statusCode).toBe(404);
    const gone = await makeUser(h.db, h.clock.now());
    await h.db.query('UPDATE users SET is_active = false WHERE id = $1', [gone.id]);
    expect((await h.app.inject({ method: 'GET', url: `/api/store/${gone.id}/` })).statusCode).toBe(404);
  });
});
