import type { Ad, AuditEntry, MyAdCounts, Paginated, ReviewList, Review, Store, TermLists } from '@haat/contract';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp, testConfig } from '../../test/harness';
import { ensureCategories, makeUser, phoneAd } from '../ads/testing';
import { pushesSettled } from '../push/service';
import { alertSavedSearches } from '../savedSearches/service';

type User = Awaited<ReturnType<typeof makeUser>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const TEMPLATE = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <!--haat:preloads-->
    <!--haat:head-->
    <title>Haat</title>
    <!--/haat:head-->
    <!--haat:styles-->
  </head>
  <body><div id="root"></div></body>
</html>`;

const WEAPONS_EN = 'Weapons and ammunition cannot be sold on Haat.';

describe.each(dbKinds())('automated checks and the review queue on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let dir: string;
  let admin: User;
  let otherAdmin: User;
  let asha: User;
  let ravi: User;

  const call = (user: User | null, method: Method, url: string, payload?: object, lang?: string) =>
    h.app.inject({
      method,
      url,
      headers: { ...(user ? user.auth : {}), ...(lang ? { 'accept-language': lang } : {}) },
      ...(payload ? { payload } : {}),
    });
  const post = async (user: User, title: string, over: Parameters<typeof phoneAd>[0] = {}) => {
    const res = await call(user, 'POST', '/api/product/', phoneAd({ title, ...over }));
    expect(res.statusCode).toBe(201);
    return res.json<Ad>();
  };
  const openReviews = async () =>
    (await call(admin, 'GET', '/api/admin/reviews/?status=open&limit=100')).json<ReviewList>();
  const reviewOf = async (adId: number) => (await openReviews()).results.find((r) => r.subject_id === adId)!;
  const searchIds = async (query: string) =>
    (await call(null, 'GET', `/api/search-product/?${query}&limit=100`)).json<Paginated<Ad>>().results.map((a) => a.id);
  const bell = async (user: User) =>
    (await call(user, 'GET', '/api/notification/')).json<{ results: { kind: string; text: string; link: string }[] }>()
      .results;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'haat-moderation-'));
    writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
    h = await makeApp(kind, { config: testConfig({ STATIC_DIR: dir, publicUrl: 'https://haat.example' }) });
    await ensureCategories(h.db);
    admin = await makeUser(h.db, h.clock.now(), { name: 'Meera Admin', admin: true });
    otherAdmin = await makeUser(h.db, h.clock.now(), { name: 'Other Admin', admin: true });
    asha = await makeUser(h.db, h.clock.now(), { name: 'Asha' });
    ravi = await makeUser(h.db, h.clock.now(), { name: 'Ravi' });
  });
  afterAll(async () => {
    await pushesSettled(h.ctx);
    await h.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a posting with a prohibited term is held: its owner reads why, in English or Hindi', async () => {
    const ad = await post(asha, 'Desi katta, 315 bore, urgent sale');
    expect(ad.status).toBe('pending_review');
    expect(ad.review_reasons).toEqual([WEAPONS_EN]);
    const hindi = (await call(asha, 'GET', `/api/product/${ad.id}/`, undefined, 'hi')).json<Ad>();
    expect(hindi.review_reasons).toHaveLength(1);
    expect(hindi.review_reasons![0]).toMatch(/[\u0900-\u097f]/);
    expect(hindi.review_reasons![0]).not.toBe(WEAPONS_EN);
    // My Ads lists it under its own tab and counts it.
    const counts = (await call(asha, 'GET', '/api/product/counts/')).json<MyAdCounts>();
    expect(counts.pending_review).toBeGreaterThanOrEqual(1);
    const mine = (await call(asha, 'GET', '/api/product/?status=pending_review')).json<Paginated<Ad>>();
    expect(mine.results.map((a) => a.id)).toContain(ad.id);
    // A clean posting goes live at once and opens no review.
    const clean = await post(asha, 'Water pistol for kids, gun metal grey');
    expect(clean.status).toBe('active');
    expect(clean).not.toHaveProperty('review_reasons');
    expect((await openReviews()).results.map((r) => r.subject_id)).not.toContain(clean.id);
  });

  test('a held ad is invisible through every public path, and its owner and admins still read it', async () => {
    const saver = await makeUser(h.db, h.clock.now(), { name: 'Kiran' });
    const saved = await call(saver, 'POST', '/api/saved-searches/', { filter: { search: 'qwixel' } });
    expect(saved.statusCode).toBe(201);
    // Clear the alert queue of earlier postings, so the run below sees only these two.
    h.clock.advance(6_000);
    await alertSavedSearches(h.ctx);

    const held = await post(asha, 'Qwixel ganja packet, Malana', { city: 'Pune', state: 'Maharashtra' });
    const live = await post(asha, 'Qwixel radio, vintage', { city: 'Pune', state: 'Maharashtra' });
    expect(held.status).toBe('pending_review');

    // The ad's answer: 404 for visitors and other accounts, the page for its owner and admins.
    expect((await call(null, 'GET', `/api/products/${held.id}/`)).statusCode).toBe(404);
    expect((await call(ravi, 'GET', `/api/products/${held.id}/`)).statusCode).toBe(404);
    expect((await call(asha, 'GET', `/api/products/${held.id}/`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/products/${held.id}/`)).statusCode).toBe(200);
    expect((await call(ravi, 'GET', `/api/products/${held.id}/documents/`)).statusCode).toBe(404);
    // The server-rendered page: not found, not indexed.
    const page = await call(null, 'GET', `/view/${held.id}/`);
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Qwixel ganja');
    expect((await call(null, 'GET', `/view/${live.id}/`)).statusCode).toBe(200);
    // Search, its count, a category page and a city page (the home page's widgets read the same).
    const found = (await call(null, 'GET', '/api/search-product/?search=qwixel')).json<Paginated<Ad>>();
    expect(found.results.map((a) => a.id)).toEqual([live.id]);
    expect(found.count).toBe(1);
    expect(await searchIds('category=Mobiles%2BTablets')).not.toContain(held.id);
    expect(await searchIds('category=Mobiles%2BTablets')).toContain(live.id);
    expect(await searchIds('sub_category=mobile-phones&location[city]=Pune')).not.toContain(held.id);
    // Type-ahead never learns a held ad's words.
    const suggest = async (search: string) =>
      (await call(null, 'POST', '/api/any-request/', { search, action: 'SEARCH_WORD' })).json<{ label: string }[]>();
    expect((await suggest('mala')).map((s) => s.label.toLowerCase())).not.toContain('malana');
    // The seller's store.
    const store = (await call(null, 'GET', `/api/store/${asha.id}/`)).json<Store>();
    expect(store.results.map((a) => a.id)).not.toContain(held.id);
    expect(store.results.map((a) => a.id)).toContain(live.id);
    // The sitemap.
    const sitemap = (await call(null, 'GET', '/sitemap.xml')).body;
    expect(sitemap).not.toContain(`/view/${held.id}/`);
    expect(sitemap).toContain(`/view/${live.id}/`);
    // Saving it, chatting about it, reporting it: as if it did not exist.
    expect((await call(ravi, 'POST', '/api/favorite/', { product: held.id })).statusCode).toBe(404);
    expect((await call(ravi, 'POST', '/api/chat/', { product: held.id })).statusCode).toBe(404);
    expect(
      (await call(ravi, 'POST', `/api/products/${held.id}/report/`, { reason: 'fraud', details: 'Looks like a scam' }))
        .statusCode,
    ).toBe(404);
    // Saved-search alerts (and their pushes) hear of the live ad only.
    h.clock.advance(6_000);
    await alertSavedSearches(h.ctx);
    await pushesSettled(h.ctx);
    const alerts = (await bell(saver)).filter((n) => n.kind === 'saved_search');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toMatch(/^1 new/);

    // Once approved, it is everywhere the live ad is, and the alert follows.
    const review = await reviewOf(held.id);
    const approved = await call(admin, 'POST', `/api/admin/reviews/${review.id}/`, {
      decision: 'approve',
      reason: 'Malana is a place; a seed packet.',
    });
    expect(approved.statusCode).toBe(200);
    expect((await call(null, 'GET', `/api/products/${held.id}/`)).statusCode).toBe(200);
    expect(await searchIds('search=qwixel')).toContain(held.id);
    expect((await call(null, 'GET', `/view/${held.id}/`)).statusCode).toBe(200);
    h.clock.advance(3_600_000);
    await alertSavedSearches(h.ctx);
    await pushesSettled(h.ctx);
    expect((await bell(saver)).filter((n) => n.kind === 'saved_search')).toHaveLength(2);
  });

  test('the queue: admins only, newest first, with the rule, its reason and the evidence', async () => {
    const ad = await post(asha, 'Tiger skin, 6 ft, antique');
    expect((await call(null, 'GET', '/api/admin/reviews/')).statusCode).toBe(401);
    expect((await call(asha, 'GET', '/api/admin/reviews/')).statusCode).toBe(403);
    const list = await openReviews();
    expect(list.results[0]).toMatchObject({
      subject_type: 'ad',
      subject_id: ad.id,
      rule_id: 'prohibited.wildlife',
      reason: 'Products of protected wildlife (skins, ivory, horns) cannot be sold on Haat.',
      evidence: { field: 'title', terms: 'tiger skin' },
      status: 'open',
      decided_at: null,
      ad: { id: ad.id, title: 'Tiger skin, 6 ft, antique', status: 'pending_review', owner: { id: asha.id } },
    });
    const times = list.results.map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await call(admin, 'GET', '/api/admin/reviews/?status=maybe')).statusCode).toBe(400);
  });

  test('approve: live, audited, its owner told; a second decision is a 409', async () => {
    // Ravi reads English (Asha asked in Hindi above, so her notifications are in Hindi).
    const ad = await post(ravi, 'Ivory inlay jewellery box');
    const review = await reviewOf(ad.id);
    expect(
      (await call(asha, 'POST', `/api/admin/reviews/${review.id}/`, { decision: 'approve', reason: 'ok ok' }))
        .statusCode,
    ).toBe(403);
    const res = await call(admin, 'POST', `/api/admin/reviews/${review.id}/`, {
      decision: 'approve',
      reason: 'Bone inlay, not ivory.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Review>()).toMatchObject({
      status: 'approved',
      decided_by: { id: admin.id, name: 'Meera Admin' },
      decision_reason: 'Bone inlay, not ivory.',
      ad: { status: 'active' },
    });
    const again = await call(admin, 'POST', `/api/admin/reviews/${review.id}/`, {
      decision: 'reject',
      reason: 'Changed my mind',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toHaveProperty('decision');
    const audit = (await call(admin, 'GET', `/api/audit/?target_type=ad&target_id=${ad.id}`)).json<
      Paginated<AuditEntry>
    >();
    expect(audit.results[0]).toMatchObject({
      action: 'ad.review_approve',
      admin: { id: admin.id },
      reason: 'Bone inlay, not ivory.',
      details: { review: review.id, rules: 'prohibited.wildlife', status_before: 'pending_review' },
    });
    expect((await bell(ravi)).find((n) => n.kind === 'moderation' && n.link === `/view/${ad.id}/`)?.text).toBe(
      'Your ad “Ivory inlay jewellery box” passed our review and is now live.',
    );
  });

  test('reject: removed with the reason its owner reads, as an admin removal is', async () => {
    const ad = await post(asha, 'Nakli note 500 ke, 1 ke badle 3');
    const review = await reviewOf(ad.id);
    const res = await call(admin, 'POST', `/api/admin/reviews/${review.id}/`, {
      decision: 'reject',
      reason: 'Counterfeit currency is illegal.',
    });
    expect(res.statusCode).toBe(200);
    const own = (await call(asha, 'GET', `/api/product/${ad.id}/`)).json<Ad>();
    expect(own).toMatchObject({
      status: 'removed',
      removed_by: 'admin',
      moderation_reason: 'Counterfeit currency is illegal.',
    });
    expect((await call(null, 'GET', `/api/products/${ad.id}/`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/view/${ad.id}/`)).statusCode).toBe(410);
    expect((await bell(asha)).find((n) => n.link === `/view/${ad.id}/`)).toMatchObject({
      kind: 'moderation',
      text: expect.stringContaining('Counterfeit currency is illegal.'),
    });
    const audit = (await call(admin, 'GET', `/api/audit/?action=ad.review_reject`)).json<Paginated<AuditEntry>>();
    expect(audit.results.map((e) => e.target_id)).toContain(ad.id);
  });

  test('two admins deciding at once: one wins, the other gets a 409', async () => {
    const ad = await post(asha, 'Codeine syrup, 20 bottles');
    const review = await reviewOf(ad.id);
    const answers = await Promise.all([
      call(admin, 'POST', `/api/admin/reviews/${review.id}/`, { decision: 'approve', reason: 'Looks fine' }),
      call(otherAdmin, 'POST', `/api/admin/reviews/${review.id}/`, { decision: 'reject', reason: 'Prescription drug' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const audit = (await call(admin, 'GET', `/api/audit/?target_type=ad&target_id=${ad.id}`)).json<
      Paginated<AuditEntry>
    >();
    expect(audit.count).toBe(1);
  });

  test('the share of decided holds admins approved, per rule and overall', async () => {
    const { stats } = await openReviews();
    const decided = await call(admin, 'GET', '/api/admin/reviews/?status=approved&limit=100');
    const rejected = await call(admin, 'GET', '/api/admin/reviews/?status=rejected&limit=100');
    const approvedN = decided.json<ReviewList>().count;
    const rejectedN = rejected.json<ReviewList>().count;
    expect(stats.overall).toEqual({
      decided: approvedN + rejectedN,
      approved: approvedN,
      rate: approvedN / (approvedN + rejectedN),
    });
    expect(stats.rules.find((r) => r.rule_id === 'prohibited.currency')).toEqual({
      rule_id: 'prohibited.currency',
      decided: 1,
      approved: 0,
      rate: 0,
    });
    expect(stats.rules.find((r) => r.rule_id === 'prohibited.wildlife')).toMatchObject({ approved: 1 });
  });

  test('an edit is checked too; a held ad cannot be sold or renewed into view', async () => {
    const ad = await post(ravi, 'Samsung Galaxy S21');
    const edited = await call(ravi, 'PUT', `/api/product/${ad.id}/`, {
      description: 'Phone plus a Phensedyl carton, cheap.',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Ad>()).toMatchObject({ status: 'pending_review' });
    expect((await reviewOf(ad.id)).evidence).toMatchObject({ field: 'description', terms: 'phensedyl' });
    expect((await call(ravi, 'POST', `/api/product/${ad.id}/sold/`, {})).statusCode).toBe(400);
    const renewed = await call(ravi, 'POST', `/api/product/${ad.id}/renew/`);
    expect(renewed.json<Ad>().status).toBe('pending_review');
    expect((await call(null, 'GET', `/api/products/${ad.id}/`)).statusCode).toBe(404);
    // Editing it again keeps one review per rule, still waiting.
    await call(ravi, 'PUT', `/api/product/${ad.id}/`, { title: 'Samsung Galaxy S21, phensedyl' });
    expect((await openReviews()).results.filter((r) => r.subject_id === ad.id)).toHaveLength(1);
  });

  test('admins edit the term lists, audited; the checks read them at once', async () => {
    expect((await call(asha, 'GET', '/api/admin/moderation/terms/')).statusCode).toBe(403);
    const lists = (await call(admin, 'GET', '/api/admin/moderation/terms/')).json<TermLists>();
    const weapons = lists.results.find((l) => l.category === 'weapons')!;
    expect(weapons.terms).toContain('desi katta');
    expect(weapons.allowed).toContain('water pistol');
    expect((await post(ravi, 'Antique talwar, brass handle')).status).toBe('active');

    const bad = await call(admin, 'PUT', '/api/admin/moderation/terms/weapons/', {
      terms: [...weapons.terms, '!!!'],
      allowed: weapons.allowed,
      reason: 'Adding swords',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty([`terms.${weapons.terms.length}`]);
    const put = await call(admin, 'PUT', '/api/admin/moderation/terms/weapons/', {
      terms: [...weapons.terms, 'Talwar'],
      allowed: [...weapons.allowed, 'Talwar Stand'],
      reason: 'Adding swords',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ category: 'weapons' });
    expect(put.json<{ terms: string[] }>().terms).toContain('talwar');
    expect((await post(ravi, 'Sharp talwar for sale')).status).toBe('pending_review');
    expect((await post(ravi, 'Wooden talwar stand')).status).toBe('active');
    const audit = (await call(admin, 'GET', '/api/audit/?action=term.replace')).json<Paginated<AuditEntry>>();
    expect(audit.results[0]).toMatchObject({
      target_type: 'term',
      reason: 'Adding swords',
      details: { category: 'weapons', terms: weapons.terms.length + 1 },
    });
    expect(
      (await call(admin, 'PUT', '/api/admin/moderation/terms/knives/', { terms: [], reason: 'nope' })).statusCode,
    ).toBe(400);
  });

  test('a price far below the usual for the sub-category and city is held, while the usual is known', async () => {
    const nagpur = { city: 'Nagpur', state: 'Maharashtra', area: 'Sitabuldi' };
    const seller = await makeUser(h.db, h.clock.now(), { name: 'Seller' });
    const at = async (price: number, title = 'Redmi Note 12, 128 GB') => {
      const res = await call(seller, 'POST', '/api/product/', phoneAd({ title, price, ...nagpur }));
      expect(res.statusCode).toBe(201);
      return res.json<Ad>();
    };
    // Four ads are not yet a usual price.
    for (const price of [11000, 12000, 12500, 13000]) await at(price);
    expect((await at(1500)).status).toBe('active');
    // Five are (1,500 among them): the median is 12,000, and 20 % of it is 2,400.
    const cheap = await at(2000, 'Redmi Note 12, urgent, pay on UPI');
    expect(cheap.status).toBe('pending_review');
    expect(cheap.review_reasons).toEqual(['The price is far below what this item usually sells for here.']);
    expect((await reviewOf(cheap.id)).evidence).toMatchObject({
      field: 'price',
      price: 2000,
      median: 12000,
      sample: 5,
    });
    expect((await at(2500)).status).toBe('active');
    // Ninety days on, those ads no longer say what is usual.
    h.clock.advance(91 * 24 * 60 * 60 * 1000);
    const later = await makeUser(h.db, h.clock.now(), { name: 'Later seller' });
    const res = await call(later, 'POST', '/api/product/', phoneAd({ title: 'Redmi Note 12', price: 900, ...nagpur }));
    expect(res.json<Ad>().status).toBe('active');
  });
});
