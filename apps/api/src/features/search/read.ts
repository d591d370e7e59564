import type { Sort } from '@haat/contract';
import type { AppContext } from '../../context';
import { AD_JOINS, AD_SELECT_LIST, queryAds, type AdRow } from '../ads/mapper';
import type { Page } from '../../http/paging';
import type { Built } from './filters';
import { inBand, PRICE_BANDS, type PriceBand } from './priceBands';

const ORDER: Record<Sort, string> = {
  '-created_on': 'a.created_on DESC, a.id DESC',
  price: 'a.price ASC, a.id ASC',
  '-price': 'a.price DESC, a.id DESC',
};

/**
 * For a statement whose best plan is the same whatever its values: the embedded database plans it
 * once (see `genericPlans` in db/client.ts). Listings that `sameWalkForAll`, and word searches with
 * nothing else (`onlyWords`).
 */
const KEPT_PLAN = { plan: 'generic' } as const;

const FEATURED_NOW = 'a.featured AND a.featured_until > $1';

/**
 * Featured ads lead the default order, newest first; asked for by price, every ad takes its place
 * by price (a buyer who sorts low to high expects the cheapest first, featured or not).
 */
const groupFirst = (sort: Sort, alias: string) => (sort === '-created_on' ? `${alias}grp, ` : '');
const NOT_FEATURED_NOW = `NOT coalesce(${FEATURED_NOW}, false)`;

/**
 * How a set of ads is read, in the order asked, at most `n`:
 * - `index`: as the planner likes (an ordered index walk for a listing of a category and city);
 * - `all`: every match first, then sorted. Used whenever anything beyond the scope filters: the
 *   planner's guesses for words, prices and details can be far off, and a walk it expects to
 *   stop early would then read the whole scope;
 * - `walk`: the newest `walk` ads of the scope, then the filters. Bounded work for searches with
 *   many matches, which the walk meets early.
 */
type Read = { how: 'index' | 'all' } | { how: 'walk'; walk: number } | { how: 'band'; band: PriceBand };

function branch(b: Built, grp: 0 | 1, sort: Sort, n: number, read: Read): string {
  const o = ORDER[sort];
  const group = grp === 0 ? FEATURED_NOW : NOT_FEATURED_NOW;
  const checks = read.how === 'index' ? b.scope : b.checks;
  const all = [...checks, ...b.filters, group, ...(read.how === 'band' ? inBand(read.band) : [])].join(' AND ');
  const pick = `SELECT a.id, ${grp} AS grp, a.created_on, a.price`;
  switch (read.how) {
    case 'index':
      return `(${pick} FROM ads a WHERE ${all} ORDER BY ${o} LIMIT ${n})`;
    case 'all':
    case 'band':
      // OFFSET 0 keeps the planner from pushing the LIMIT into the scan: it plans for every match.
      return `(${pick} FROM (SELECT a.id, a.created_on, a.price FROM ads a WHERE ${all} OFFSET 0) a ORDER BY ${o} LIMIT ${n})`;
    case 'walk': {
      const scope = [...b.scope, group].join(' AND ');
      const filters = b.filters.length ? b.filters.join(' AND ') : 'true';
      return `(${pick} FROM (SELECT * FROM ads a WHERE ${scope} ORDER BY ${o} LIMIT ${read.walk}) a WHERE ${filters} ORDER BY ${o} LIMIT ${n})`;
    }
  }
}

/**
 * The ads of a page, in full, from the ids a query `ids` picks (`id, grp, created_on, price`):
 * sorted and cut to the page first, so only the page's ads are joined to their category and owner.
 */
function pageSql(b: Built, ids: string, sort: Sort, page: Page, extra = ''): string {
  const order = `${groupFirst(sort, 'p.')}${ORDER[sort].replaceAll('a.', 'p.')}`;
  return `SELECT ${AD_SELECT_LIST}${b.distance ? `, ${b.distance} AS distance_km` : ''}${extra}
            FROM (SELECT * FROM (${ids}) p ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}) p
            JOIN ads a ON a.id = p.id ${AD_JOINS}
           ORDER BY ${order}`;
}

const FEATURED_CHECK: Record<Built['featured'], string[]> = {
  only: [FEATURED_NOW],
  none: [NOT_FEATURED_NOW],
  any: [],
};

/** Every match (`id, grp, created_on, price`), featured now or not, in one pass over them. */
function everyMatch(b: Built): string {
  const where = [...b.checks, ...b.filters, ...FEATURED_CHECK[b.featured]].join(' AND ');
  return `SELECT a.id, CASE WHEN ${FEATURED_NOW} THEN 0 ELSE 1 END AS grp, a.created_on, a.price FROM ads a WHERE ${where}`;
}

interface Found {
  /** Exact up to `cap`; `cap + 1` means "more than cap". */
  total: number;
  rows: AdRow[];
}

/**
 * The first pass: every match up to `cap + 1`, counted, and when that is all of them, the page
 * itself. One statement answers most searches (a rare word, a small town); a big one learns only
 * that it is over the cap.
 */
export async function firstPass(ctx: AppContext, b: Built, sort: Sort, page: Page, cap: number): Promise<Found> {
  const pick = everyMatch(b);
  const matches = b.filters.length ? `SELECT * FROM (${pick} OFFSET 0) a LIMIT ${cap + 1}` : `${pick} LIMIT ${cap + 1}`;
  const rows = await queryAds<{ total: number }>(
    ctx.db,
    pageSql(b, `SELECT m.*, count(*) OVER () AS total FROM (${matches}) m`, sort, page, ', p.total'),
    b.params,
    b.onlyWords ? KEPT_PLAN : undefined,
  );
  if (rows.length || page.offset === 0) return { total: rows[0]?.total ?? 0, rows };
  // A page past the end: count alone.
  const counted = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${matches}) m`, b.params);
  return { total: counted.rows[0]!.n, rows: [] };
}

/**
 * A page once the count is known, featured ads first. A listing with no filters walks its ordered
 * indexes, one walk per group. A filtered search with more than `cap` matches reads its featured
 * ads in full (they are few) and the rest, newest first, by a bounded walk down the scope's date
 * index (`walk` ads at most): the matches are spread over time, so the walk meets a page of them
 * early, and only when it comes back short (matches spread thin over a big scope) are all of them
 * read; by price, through the price bands. Otherwise every match is read once and sorted.
 */
export async function readPage(
  ctx: AppContext,
  b: Built,
  sort: Sort,
  page: Page,
  walk: number | null,
): Promise<AdRow[]> {
  const n = page.offset + page.limit;
  const filtered = b.filters.length > 0;
  // The featured group first, when it is asked for; `rest` is the other group's read.
  const withFeatured = (featured: string, rest: string) =>
    b.featured === 'only' ? featured : b.featured === 'none' ? rest : `${featured} UNION ALL ${rest}`;
  if (!filtered) {
    const ids = withFeatured(branch(b, 0, sort, n, { how: 'index' }), branch(b, 1, sort, n, { how: 'index' }));
    return queryAds(ctx.db, pageSql(b, ids, sort, page), b.params, sameWalkForAll(b, sort) ? KEPT_PLAN : undefined);
  }
  const featured = branch(b, 0, sort, n, { how: 'all' });
  if (walk !== null && b.featured !== 'only' && sort === '-created_on') {
    const walked = await queryAds<{ found: number }>(
      ctx.db,
      pageSql(
        b,
        `SELECT u.*, count(*) OVER () AS found FROM (${withFeatured(featured, branch(b, 1, sort, n, { how: 'walk', walk }))}) u`,
        sort,
        page,
        ', p.found',
      ),
      b.params,
    );
    if ((walked[0]?.found ?? 0) >= n) return walked;
  }
  if (walk !== null && b.featured !== 'only' && b.tsQuery && sort !== '-created_on') {
    return queryAds(ctx.db, pageSql(b, withFeatured(featured, byPriceBand(b, sort, n)), sort, page), b.params);
  }
  // Every match, read once for both groups (OFFSET 0: the planner plans for all of them).
  const ids = `SELECT * FROM (${everyMatch(b)} OFFSET 0) a ORDER BY ${groupFirst(sort, '')}${ORDER[sort]} LIMIT ${n}`;
  return queryAds(ctx.db, pageSql(b, ids, sort, page), b.params, b.onlyWords ? KEPT_PLAN : undefined);
}

/**
 * Whether a listing (no filters) is best read the same way whatever its category, sub-category or
 * city: down an index that leads with exactly its scope, in the order asked (`ads_cat_city_created_idx`
 * for a category in a city, newest first). Then the embedded database plans its statement once
 * (`KEPT_PLAN`), which saves planning that costs more than running such a statement. Not when
 * the best read depends on the values: by price within a city (no such index), the planner walks
 * the price index and skips other cities for a big one, and reads the city's ads and sorts them
 * for a small one; likewise a sub-category in a city.
 */
function sameWalkForAll(b: Built, sort: Sort): boolean {
  const { subCategory, city } = b.scopedBy;
  return sort === '-created_on' ? !(subCategory && city) : !subCategory && !city;
}

/**
 * The first `n` ads (not featured now) of a word search in price order, as a query: the price
 * bands from the cheapest (or dearest), each read through its own word index and sorted, one
 * after another. An Append runs its branches in order and the LIMIT above it stops pulling once
 * it has `n`, so a common word's matches are read only as far as the page needs, and the bands
 * past that are never read; empty bands cost a look in their index. (A LIMIT in each branch also
 * keeps PostgreSQL from a parallel plan, which could interleave the bands.)
 */
function byPriceBand(b: Built, sort: Sort, n: number): string {
  const bands = sort === 'price' ? PRICE_BANDS : [...PRICE_BANDS].reverse();
  const branches = bands.map((band) => branch(b, 1, sort, n, { how: 'band', band }));
  return `(SELECT * FROM (${branches.join(' UNION ALL ')}) r LIMIT ${n})`;
}

/**
 * Which of `ids` the search matches, with the very conditions its results page uses (the alerts
 * of saved searches ask this of the ads that just went live: one matcher, the search's own).
 */
export async function matchingAmong(ctx: AppContext, b: Built, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const where = [
    ...b.checks,
    ...b.filters,
    ...FEATURED_CHECK[b.featured],
    `a.id = ANY($${b.params.length + 1}::bigint[])`,
  ];
  const { rows } = await ctx.db.query<{ id: number }>(
    `SELECT a.id::int AS id FROM ads a WHERE ${where.join(' AND ')}`,
    [...b.params, ids],
  );
  return rows.map((r) => r.id);
}
