import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, type makeApp } from '../../test/harness';
import { makeUser, phoneAd, sellersApp } from './testing';

describe.each(dbKinds())('"Report this ad" from the ad page, on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let asha: Awaited<ReturnType<typeof makeUser>>;
  let ravi: Awaited<ReturnType<typeof makeUser>>;

  beforeAll(async () => {
    ({ h, asha, ravi } = await sellersApp(kind));
  });
  afterAll(() => h.close());

  const postAd = async (seller = asha) => {
    const res = await h.app.inject({ method: 'POST', url: '/api/product/', headers: seller.auth, payload: phoneAd() });
    if (res.statusCode !== 201) throw new Error(`post ${res.statusCode} ${res.body}`);
    return res.json<{ id: number }>().id;
  };
  const report = (id: number, auth: Record<string, string> | undefined, payload: object) =>
    h.app.inject({ method: 'POST', url: `/api/products/${id}/report/`, headers: auth, payload });

  test("a buyer's report reaches the admins' queue with its reason; a second while it is open is a 409", async () => {
    const id = await postAd();
    const res = await report(id, ravi.auth, { reason: 'wrong_category', details: 'This is a sofa, not a phone.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ detail: 'Thank you. Our team will look into it.' });
    const admin = await makeUser(h.db, h.clock.now(), { admin: true });
    const queue = await h.app.inject({ method: 'GET', url: '/api/report/?status=open', headers: admin.auth });
    const mine = queue.json<{ results: { ad: { id: number } | null; reason: string; details: string }[] }>().results;
    expect(mine.find((r) => r.ad?.id === id)).toMatchObject({
      reason: 'wrong_category',
      details: 'This is a sofa, not a phone.',
    });
    const again = await report(id, ravi.auth, { reason: 'fraud', details: 'Asked me to pay first.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: ['You have already reported this ad. Our team will look into it.'] });
  });

  test('50 parallel reports of one ad by one buyer store one', async () => {
    const id = await postAd();
    const buyer = await makeUser(h.db, h.clock.now());
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => report(id, buyer.auth, { reason: 'fraud', details: 'Asks for UPI first.' })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.every((c) => c === 201 || c === 409 || c === 429)).toBe(true);
    const { rows } = await h.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM reports WHERE ad_id = $1 AND reporter_id = $2',
      [id, buyer.id],
    );
    expect(rows[0]!.n).toBe(1);
  });

  test('anonymous, own ad, missing ad and bad bodies are refused with words a person wrote', async () => {
    const id = await postAd();
    expect((await report(id, undefined, { reason: 'fraud', details: 'scam' })).statusCode).toBe(401);
    const own = await report(id, asha.auth, { reason: 'fraud', details: 'scam' });
    expect(own.statusCode).toBe(403);
    expect((await report(99_999_999, ravi.auth, { reason: 'fraud', details: 'scam' })).statusCode).toBe(404);
    const bad = await report(id, ravi.auth, { reason: 'ugly', details: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      reason: ['Choose what is wrong with this ad.'],
      details: ['Tell us what is wrong in a few words (3 characters or more).'],
    });
  });

  test('an account sends at most 20 reports a day, from ad pages and chats together', async () => {
    const buyer = await makeUser(h.db, h.clock.now());
    const ids = [];
    // A seller for each ad: posting has its own daily allowance.
    for (let i = 0; i < 21; i += 1) ids.push(await postAd(await makeUser(h.db, h.clock.now())));
    const codes = [];
    for (const id of ids)
      codes.push((await report(id, buyer.auth, { reason: 'other', details: 'Looks fake.' })).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 201)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});
