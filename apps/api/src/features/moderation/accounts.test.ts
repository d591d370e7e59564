import type { Ad, AuditEntry, ChatSummary, Paginated, Review, ReviewList } from '@haat/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LIMITS } from '../../http/limits';
import { dbKinds, makeApp } from '../../test/harness';
import { ensureCategories, makeUser, phoneAd } from '../ads/testing';
import { pushesSettled } from '../push/service';
import { REPORTERS_TO_HOLD } from './accounts';

type User = Awaited<ReturnType<typeof makeUser>>;
type Method = 'GET' | 'POST' | 'PUT';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const REPORTED_EN = 'Several people reported this account. Its ads are hidden until our team checks it.';

/** Issue 42's account holds: flagged chat senders and accounts reported by three people, in the review queue. */
describe.each(dbKinds())('accounts in the review queue on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let admin: User;
  let seller: User;

  const call = (user: User | null, method: Method, url: string, payload?: object) =>
    h.app.inject({ method, url, headers: user ? user.auth : {}, ...(payload ? { payload } : {}) });
  /** An account made two days ago: past the new-account allowances. */
  const oldUser = (name: string) => makeUser(h.db, new Date(h.clock.now().getTime() - 2 * DAY), { name });
  const newAd = async (owner: User, title: string) => {
    const res = await call(owner, 'POST', '/api/product/', phoneAd({ title }));
    expect(res.statusCode).toBe(201);
    return res.json<Ad>();
  };
  const openChat = async (user: User, adId: number) =>
    (await call(user, 'POST', '/api/chat/', { product: adId })).json<ChatSummary>();
  const say = (user: User, chatId: number, text: string) =>
    call(user, 'POST', `/api/chat/${chatId}/messages/`, { client_id: randomUUID(), text });
  const reportAd = (user: User, adId: number) =>
    call(user, 'POST', `/api/products/${adId}/report/`, { reason: 'fraud', details: 'Asked for an advance' });
  const reviewsOf = async (userId: number, status = 'open') =>
    (await call(admin, 'GET', `/api/admin/reviews/?status=${status}&limit=100`))
      .json<ReviewList>()
      .results.filter((r) => r.subject_type === 'user' && r.subject_id === userId);
  const decide = (id: number, decision: 'approve' | 'reject', reason: string) =>
    call(admin, 'POST', `/api/admin/reviews/${id}/`, { decision, reason });
  const searchIds = async () =>
    (await call(null, 'GET', '/api/search-product/?limit=100')).json<Paginated<Ad>>().results.map((a) => a.id);
  const bell = async (user: User) =>
    (await call(user, 'GET', '/api/notification/')).json<{ results: { kind: string; text: string }[] }>().results;
  const audit = async (userId: number) =>
    (await call(admin, 'GET', `/api/audit/?target_type=user&target_id=${userId}&limit=50`))
      .json<Paginated<AuditEntry>>()
      .results.map((e) => e.action);
  /** A scammer whose "advance" messages reach `chats` different sellers' chats. */
  const scamInChats = async (scammer: User, chats: number, tag: string) => {
    for (let i = 0; i < chats; i++) {
      const chat = await openChat(scammer, (await newAd(seller, `Honda Activa ${tag} ${i}`)).id);
      expect((await say(scammer, chat.id, 'Pehle token amount bhejo, phir bike bhejunga')).statusCode).toBe(201);
    }
  };

  beforeAll(async () => {
    h = await makeApp(kind);
    await ensureCategories(h.db);
    admin = await oldUser('Meera Admin');
    await h.db.query(`UPDATE users SET user_type = 'ADMIN' WHERE id = $1`, [admin.id]);
    seller = await oldUser('Seller Sanjay');
  });
  afterAll(async () => {
    await pushesSettled(h.ctx);
    await h.close();
  });

  test('a sender flagged in three chats waits in the queue once, with the evidence; approving lifts the slower pace', async () => {
    const scammer = await oldUser('Sunil');
    await scamInChats(scammer, 2, 'a');
    expect(await reviewsOf(scammer.id)).toEqual([]);
    await scamInChats(scammer, 2, 'b');
    const [review, ...more] = await reviewsOf(scammer.id);
    expect(more).toEqual([]);
    expect(review).toMatchObject({
      rule_id: 'chat.flagged_sender',
      reason: 'Messages from this account asked for payment before meeting in several chats.',
      ad: null,
      user: { id: scammer.id, name: 'Sunil', blocked: false, ads_waiting: 0 },
    });
    expect(review!.evidence).toMatchObject({ chats: 3, messages: 3, rules: 'advance_payment' });
    expect(String(review!.evidence.excerpt)).toContain('token amount');
    // Flagged: the slower pace is in force…
    const chat = await openChat(scammer, (await newAd(seller, 'Bajaj Pulsar 150')).id);
    const { limit } = LIMITS.flaggedMessages[0];
    const slowed: number[] = [];
    for (let i = 0; i < limit + 1; i++) slowed.push((await say(scammer, chat.id, `Hello ${i}`)).statusCode);
    expect(slowed).toContain(429);
    // …until an admin clears the sender: the warned messages so far no longer count.
    const approved = await decide(review!.id, 'approve', 'Talked to the sellers: a genuine buyer');
    expect(approved.statusCode).toBe(200);
    expect(approved.json<Review>()).toMatchObject({ status: 'approved', user: { blocked: false } });
    h.clock.advance(HOUR + 1000);
    for (let i = 0; i < limit + 1; i++) expect((await say(scammer, chat.id, `Later ${i}`)).statusCode).toBe(201);
    expect(await audit(scammer.id)).toContain('user.review_approve');
    // Deciding again is a 409; a new hold needs three more chats.
    expect((await decide(review!.id, 'reject', 'Changed my mind')).statusCode).toBe(409);
    await scamInChats(scammer, 2, 'c');
    expect(await reviewsOf(scammer.id)).toEqual([]);
  });

  test('rejecting a flagged sender blocks the account: its sessions end and its live ads are set aside', async () => {
    const scammer = await oldUser('Rakesh');
    const own = await newAd(scammer, 'Samsung Galaxy S21');
    await scamInChats(scammer, 3, 'd');
    const [review] = await reviewsOf(scammer.id);
    const res = await decide(review!.id, 'reject', 'Asked three sellers for courier charges');
    expect(res.statusCode).toBe(200);
    expect(res.json<Review>()).toMatchObject({ status: 'rejected', user: { id: scammer.id, blocked: true } });
    expect((await call(scammer, 'GET', '/api/profile/')).statusCode).toBe(401);
    expect((await call(seller, 'GET', `/api/products/${own.id}/`)).statusCode).toBe(404);
    expect(await audit(scammer.id)).toEqual(expect.arrayContaining(['user.block', 'user.review_reject']));
  });

  test('three different people reporting an account in a week hold it: its ads wait, it is told why, an admin clears it', async () => {
    const target = await oldUser('Vijay');
    const live = await newAd(target, 'Royal Enfield Bullet 350');
    const second = await newAd(target, 'Hero Splendor Plus');
    const reporters = await Promise.all([1, 2, 3, 4].map((i) => oldUser(`Reporter ${i}`)));
    expect((await reportAd(reporters[0]!, live.id)).statusCode).toBe(201);
    // The same person again (on another ad) is still one person.
    expect((await reportAd(reporters[0]!, second.id)).statusCode).toBe(201);
    expect((await reportAd(reporters[1]!, live.id)).statusCode).toBe(201);
    expect(await reviewsOf(target.id)).toEqual([]);
    expect(await searchIds()).toContain(live.id);
    // The third person, from a chat.
    const chat = await openChat(reporters[2]!, second.id);
    await say(reporters[2]!, chat.id, 'Is it available?');
    const report = await call(reporters[2]!, 'POST', `/api/chat/${chat.id}/report/`, {
      target: 'user',
      reason: 'fraud',
      details: 'Wants money first',
    });
    expect(report.statusCode).toBe(201);
    const [review] = await reviewsOf(target.id);
    expect(review).toMatchObject({
      rule_id: 'account.reported',
      reason: REPORTED_EN,
      user: { id: target.id, name: 'Vijay', ads_waiting: 2 },
    });
    expect(review!.evidence).toMatchObject({
      reporters: REPORTERS_TO_HOLD,
      reports: 4,
      reasons: 'fraud',
      ads_hidden: 2,
    });
    // Nobody else sees its ads; its owner sees them waiting, with the reason, and was told.
    const ids = await searchIds();
    expect(ids).not.toContain(live.id);
    expect(ids).not.toContain(second.id);
    expect((await call(null, 'GET', `/api/products/${live.id}/`)).statusCode).toBe(404);
    const mine = (await call(target, 'GET', `/api/product/${live.id}/`)).json<Ad>();
    expect(mine).toMatchObject({ status: 'pending_review', review_reasons: [REPORTED_EN] });
    expect((await bell(target))[0]).toMatchObject({ kind: 'moderation', text: expect.stringContaining('reported') });
    // What it posts meanwhile waits too.
    const posted = await newAd(target, 'TVS Jupiter 2022');
    expect(posted.status).toBe('pending_review');
    // An admin clears it: every ad is back, the new one too, and it hears so.
    const res = await decide(review!.id, 'approve', 'Reports were from a rival dealer');
    expect(res.statusCode).toBe(200);
    const back = await searchIds();
    for (const ad of [live, second, posted]) expect(back).toContain(ad.id);
    expect((await bell(target))[0]!.text).toContain('found nothing wrong');
    expect(await audit(target.id)).toContain('user.review_approve');
    // Reports from before the clearing do not count again: a fourth person alone holds nothing.
    expect((await reportAd(reporters[3]!, posted.id)).statusCode).toBe(201);
    expect(await reviewsOf(target.id)).toEqual([]);
  });

  test('an ad approved by itself keeps waiting while its account is held; rejecting the account blocks it', async () => {
    const target = await oldUser('Kiran');
    const held = await newAd(target, 'Desi katta for sale');
    expect(held.status).toBe('pending_review');
    const fine = await newAd(target, 'Maruti Swift 2015');
    const reporters = await Promise.all([1, 2, 3].map((i) => oldUser(`Witness ${i}`)));
    for (const r of reporters) expect((await reportAd(r, fine.id)).statusCode).toBe(201);
    const adReview = (await call(admin, 'GET', '/api/admin/reviews/?status=open&limit=100'))
      .json<ReviewList>()
      .results.find((r) => r.subject_type === 'ad' && r.subject_id === held.id)!;
    expect((await decide(adReview.id, 'approve', 'A toy, says the photo')).statusCode).toBe(200);
    expect((await call(target, 'GET', `/api/product/${held.id}/`)).json<Ad>()).toMatchObject({
      status: 'pending_review',
      review_reasons: [REPORTED_EN],
    });
    expect((await bell(target))[0]!.text).toContain('once our team has checked your account');
    const [review] = await reviewsOf(target.id);
    expect((await decide(review!.id, 'reject', 'Sold fake goods to three buyers')).statusCode).toBe(200);
    expect((await call(target, 'GET', '/api/profile/')).statusCode).toBe(401);
    // Unblocking from the users list brings back the ads the hold and the block set aside.
    const unblock = await call(admin, 'PUT', `/api/user/${target.id}/`, { blocked: false, reason: 'Appeal accepted' });
    expect(unblock.json()).toMatchObject({ is_active: true, ads_changed: 2 });
    const ids = await searchIds();
    expect(ids).toContain(held.id);
    expect(ids).toContain(fine.id);
  });

  test('reports in parallel hold an account once, tell it once; admins and dismissed reports are never counted', async () => {
    const target = await oldUser('Parallel Prakash');
    const ad = await newAd(target, 'Apple iPad 9th generation');
    const reporters = await Promise.all(Array.from({ length: 20 }, (_, i) => oldUser(`Crowd ${i}`)));
    const codes = await Promise.all(reporters.map((r) => reportAd(r, ad.id).then((res) => res.statusCode)));
    // Reports after the hold find the ad gone from public view (404); at least the first three landed.
    expect(codes.filter((c) => c === 201).length).toBeGreaterThanOrEqual(REPORTERS_TO_HOLD);
    expect(codes.filter((c) => c !== 201 && c !== 404)).toEqual([]);
    expect(await reviewsOf(target.id)).toHaveLength(1);
    expect((await bell(target)).filter((n) => n.kind === 'moderation')).toHaveLength(1);

    const other = await oldUser('Admin Anu');
    await h.db.query(`UPDATE users SET user_type = 'ADMIN' WHERE id = $1`, [other.id]);
    const adminAd = await newAd(other, 'Office chair');
    for (const r of reporters.slice(0, 3)) expect((await reportAd(r, adminAd.id)).statusCode).toBe(201);
    expect(await reviewsOf(other.id)).toEqual([]);

    const calm = await oldUser('Calm Chitra');
    const calmAd = await newAd(calm, 'Wooden study table');
    for (const r of reporters.slice(0, 2)) expect((await reportAd(r, calmAd.id)).statusCode).toBe(201);
    await h.db.query(`UPDATE reports SET status = 'dismissed' WHERE user_id = $1`, [calm.id]);
    expect((await reportAd(reporters[2]!, calmAd.id)).statusCode).toBe(201);
    expect(await reviewsOf(calm.id)).toEqual([]);
    // A week later the old reports are out of the window.
    h.clock.advance(8 * DAY);
    expect((await reportAd(reporters[3]!, calmAd.id)).statusCode).toBe(201);
    expect((await reportAd(reporters[4]!, calmAd.id)).statusCode).toBe(201);
    expect(await reviewsOf(calm.id)).toEqual([]);
  });
});
