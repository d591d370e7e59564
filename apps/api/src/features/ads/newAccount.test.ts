import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LIMITS } from '../../http/limits';
import { dbKinds, makeApp, testConfig } from '../../test/harness';
import { ensureCategories, makeUser, phoneAd } from './testing';

type User = Awaited<ReturnType<typeof makeUser>>;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ADS_PER_DAY = 5;

/** Issue 42: the first ads of an account younger than a day go out at a slower pace (a limit, not a block). */
describe.each(dbKinds())('a new account posting ads on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  const { limit } = LIMITS.newAccountAds[0];

  const post = (user: User, title: string) =>
    h.app.inject({ method: 'POST', url: '/api/product/', headers: user.auth, payload: phoneAd({ title }) });
  const codes = async (user: User, n: number, tag: string) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push((await post(user, `Redmi Note ${tag} ${i}`)).statusCode);
    return out;
  };

  beforeAll(async () => {
    h = await makeApp(kind, { config: testConfig({ ADS_PER_DAY }) });
    await ensureCategories(h.db);
  });
  afterAll(async () => h.close());

  test('posts a few ads an hour on its first day, told why; a refused post does not use up the day', async () => {
    const fresh = await makeUser(h.db, h.clock.now(), { name: 'New Neha', fresh: true });
    expect(await codes(fresh, limit, 'a')).toEqual(Array.from({ length: limit }, () => 201));
    const slowed = await post(fresh, 'Redmi Note one more');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({
      detail: `New accounts can post ${limit} ads an hour on their first day. Please try again in a little while.`,
    });
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // An hour on, the rest of the day's allowance is there: the refused post was given back.
    h.clock.advance(HOUR + 1000);
    const rest = ADS_PER_DAY - limit;
    expect(await codes(fresh, rest, 'b')).toEqual(Array.from({ length: rest }, () => 201));
    const daily = await post(fresh, 'Redmi Note past the day');
    expect(daily.statusCode).toBe(429);
    expect(daily.json()).toMatchObject({ detail: `You can post ${ADS_PER_DAY} ads a day. Try again later.` });
  });

  test('an account older than a day posts at the usual pace, and so does the new one a day later', async () => {
    const settled = await makeUser(h.db, new Date(h.clock.now().getTime() - 2 * DAY), { name: 'Old Omkar' });
    expect(await codes(settled, limit + 1, 'c')).toEqual(Array.from({ length: limit + 1 }, () => 201));
    const fresh = await makeUser(h.db, h.clock.now(), { name: 'New Nikhil', fresh: true });
    expect(await codes(fresh, limit + 1, 'd')).toContain(429);
    h.clock.advance(DAY + 1000);
    expect(await codes(fresh, limit + 1, 'e')).toEqual(Array.from({ length: limit + 1 }, () => 201));
  });

  test('50 parallel posts of a new account store exactly the allowance', async () => {
    const fresh = await makeUser(h.db, h.clock.now(), { name: 'Parallel Pooja', fresh: true });
    const all = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(fresh, `Poco X5 ${i}`).then((r) => r.statusCode)),
    );
    expect(all.filter((c) => c === 201)).toHaveLength(limit);
    expect(all.filter((c) => c !== 201 && c !== 429)).toEqual([]);
    const { rows } = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ads WHERE owner_id = $1', [
      fresh.id,
    ]);
    expect(rows[0]!.n).toBe(limit);
  });
});
