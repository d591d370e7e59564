import type { SearchResults } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sqlLiteral } from '../../db/client';
import { dbKinds, makeApp } from '../../test/harness';
import { planNodes, planOf, readsOfAds, statementsDuring, type PlanNode } from '../../test/statements';
import { ensureCategories, makeUser } from '../ads/testing';

/**
 * How the database reads a word search, on a table big enough for the planner to want indexes
 * (20,000 ads over five categories and eight cities): the query carries the scope's words
 * (`@c:pune`, `@k:…`), so the word index alone finds the matches in that city and category, and
 * no city or category index is read beside it (ANDing in the city index's bitmap collects every
 * ad of a big city to keep a few matches; figures in docs/search.md).
 */
const ADS = 20_000;
const CITIES = ['Mumbai', 'Mumbai', 'Mumbai', 'Delhi', 'Pune', 'Jaipur', 'Surat', 'Kanpur', 'Indore', 'Nagpur'];
const TITLES = ['Nokia phone', 'Sofa set', 'Honda City car', 'Study table', 'Royal Enfield bike', 'Tabla', 'Flat'];

describe.each(dbKinds())('word search plans on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;

  beforeAll(async () => {
    h = await makeApp(kind);
    await ensureCategories(h.db);
    const seller = await makeUser(h.db, h.clock.now());
    const { rows: cats } = await h.db.query<{ id: number; sub: number }>(
      `SELECT c.id, min(s.id) AS sub FROM categories c JOIN sub_categories s ON s.category_id = c.id GROUP BY c.id ORDER BY c.id`,
    );
    await h.db.query(
      `INSERT INTO ads (owner_id, title, price, category_id, sub_category_id, city, state, area, created_on,
                        updated_on, expires_at)
       SELECT $1, ($2::text[])[1 + g % cardinality($2::text[])] || ' ' || g, 100 + (g * 37) % 90000,
              ($3::int[])[1 + g % cardinality($3::int[])], ($4::int[])[1 + g % cardinality($4::int[])],
              ($5::text[])[1 + (g / 7) % cardinality($5::text[])], 'State', 'Centre',
              $6::timestamptz - g * interval '1 minute', $6::timestamptz - g * interval '1 minute',
              $6::timestamptz + interval '20 days'
         FROM generate_series(1, ${ADS}) g`,
      [seller.id, TITLES, cats.map((c) => c.id), cats.map((c) => c.sub), CITIES, h.clock.now()],
    );
    await h.db.exec('VACUUM ANALYZE ads');
  }, 120_000);
  afterAll(() => h.close());

  /** The index conditions of every statement that read ads for one search. */
  const indexConditions = async (qs: string) => {
    h.clock.advance(1000); // past the one-second listing cache
    const { result: res, ran } = await statementsDuring(h.db, () =>
      h.app.inject({ method: 'GET', url: `/api/search-product/?${qs}` }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const reads = readsOfAds(ran);
    const conds: string[] = [];
    for (const statement of reads) {
      for (const n of planNodes(await planOf(statement, h.db))) if (n['Index Cond']) conds.push(n['Index Cond']);
    }
    return { answer: res.json() as SearchResults, reads: reads.length, conds };
  };

  test.each([
    ['a city', 'search=nokia&city=Pune&limit=12'],
    ['a city and category', 'search=nokia&city=Pune&category=Mobiles%2BTablets&limit=12'],
    ['a big city, by price', 'search=sofa&city=Mumbai&sort=price&limit=12'],
  ])('a word search in %s reads its matches from the word index alone', async (_, qs) => {
    const { answer, reads, conds } = await indexConditions(qs);
    expect(answer.results.length).toBeGreaterThan(0);
    expect(reads).toBeGreaterThan(0);
    expect(conds.some((c) => c.includes('search @@'))).toBe(true);
    // Not `(id = a.category_id)`: that is the page's join to its category names.
    expect(conds.filter((c) => /lower\(city\)|\((sub_)?category_id = /.test(c))).toEqual([]);
  });

  /** One search page, past the one-second listing cache. */
  const get = async (qs: string) => {
    h.clock.advance(1000);
    const res = await h.app.inject({ method: 'GET', url: `/api/search-product/?${qs}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SearchResults;
  };

  /** The statements the embedded database keeps one plan for, and how many times each ran with it. */
  const keptPlans = async () =>
    (
      await h.db.query<{ statement: string; generic_plans: number }>(
        'SELECT statement, generic_plans FROM pg_prepared_statements',
      )
    ).rows;

  test('a listing newest first in a category and city is planned once for every city on PGlite; by price in a city, per request', async () => {
    const before = await keptPlans();
    // The first page counts (one statement for count and page); the next pages walk the index.
    for (const city of ['Pune', 'Kanpur', 'Surat']) {
      for (const offset of [0, 12, 24]) {
        const page = await get(`category=Mobiles%2BTablets&city=${city}&offset=${offset}&limit=12`);
        expect(page.results.length).toBe(12);
        expect(page.results.every((ad) => ad.city === city)).toBe(true);
      }
    }
    for (const city of ['Pune', 'Kanpur']) {
      for (const offset of [0, 12]) {
        const page = await get(`category=Mobiles%2BTablets&city=${city}&sort=price&offset=${offset}&limit=12`);
        const prices = page.results.map((ad) => ad.price);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
      }
    }
    const added = (await keptPlans()).filter((k) => !before.some((b) => b.statement === k.statement));
    if (kind === 'postgres') {
      expect(added).toEqual([]); // PostgreSQL plans each statement as usual
      return;
    }
    // Pages two and three of three cities: two statements (one per page), each planned once.
    expect(added.map((k) => k.generic_plans).sort()).toEqual([3, 3]);
    expect(added.every((k) => k.statement.includes('created_on DESC') && !k.statement.includes('price ASC'))).toBe(
      true,
    );
  });

  test('a word search with nothing else is planned once on PGlite, from the word index alone; with a price, per request', async () => {
    const before = await keptPlans();
    let params: readonly unknown[] = [];
    for (const city of ['Pune', 'Kanpur', 'Surat']) {
      const { result: page, ran } = await statementsDuring(h.db, () => get(`search=tabla&city=${city}&limit=12`));
      expect(page.results.length).toBeGreaterThan(0);
      expect(page.results.every((ad) => ad.city === city && /tabla/i.test(ad.title))).toBe(true);
      params = ran.find(([sql]) => sql.includes('search @@'))![1]!;
    }
    const cheap = await get('search=tabla&city=Pune&max_price=20000&limit=12');
    expect(cheap.results.every((ad) => ad.price <= 20000)).toBe(true);
    // Statements run with a kept plan since `before` (an earlier test may have prepared the same one).
    const used = (await keptPlans())
      .map((k) => ({
        ...k,
        runs: k.generic_plans - (before.find((b) => b.statement === k.statement)?.generic_plans ?? 0),
      }))
      .filter((k) => k.runs > 0);
    if (kind === 'postgres') {
      expect(used).toEqual([]);
      return;
    }
    expect(used.map((k) => k.runs)).toEqual([3]);
    expect(used[0]!.statement).toContain('search @@');
    expect(used[0]!.statement).not.toContain('a.price <=');
    // The kept plan reads the word index alone: no bitmap of every live ad or of a city beside it.
    const name = /^PREPARE (\w+) AS/.exec(used[0]!.statement)![1]!;
    await h.db.query('SET plan_cache_mode = force_generic_plan');
    try {
      const { rows } = await h.db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `EXPLAIN (FORMAT JSON) EXECUTE ${name}(${params.map(sqlLiteral).join(', ')})`,
      );
      const conds = planNodes(rows[0]!['QUERY PLAN'][0].Plan).flatMap((n) =>
        n['Index Cond'] ? [n['Index Cond']] : [],
      );
      expect(conds.some((c) => c.includes('search @@'))).toBe(true);
      expect(conds.filter((c) => /expires_at|lower\(city\)/.test(c))).toEqual([]);
    } finally {
      await h.db.query('RESET plan_cache_mode');
    }
  });
});
