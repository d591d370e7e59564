import { SORTS, SearchFilterSchema, type Ad, type Sort } from '@haat/contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, parse } from '../../http/errors';
import { getFresh, putFresh } from '../../http/freshCache';
import { resolveCategories } from '../ads/categories';
import { AD_JOINS, AD_SELECT_LIST, queryAds, toAd, type AdRow } from '../ads/mapper';
import type { Page } from '../ads/paging';
import { catalogueVersion } from '../ads/version';
import { buildTsQuery, lexeme, normaliseSearch, scopeWord } from './text';

export type Filter = z.infer<typeof SearchFilterSchema>;
export const DEFAULT_RADIUS_KM = 25;

const SortSchema = z.enum(SORTS, { error: `Choose one of ${SORTS.join(', ')}.` }).default('-created_on');

/** `sort` or `order` (the spec uses both names), default newest first. */
export function parseSort(...candidates: unknown[]): Sort {
  const raw = candidates.find((c) => c !== undefined && c !== '');
  return parse(z.object({ sort: SortSchema }), { sort: raw }).sort;
}

/** GET query parameters → the same filter a POST body carries. */
export function filterFromQuery(q: Record<string, unknown>): Filter {
  const str = (v: unknown) => (Array.isArray(v) ? v[0] : v) as string | undefined;
  const data: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(q)) {
    const m = /^data(?:\.|\[)([^\]]+)\]?$/.exec(k);
    if (m) data[m[1]!] = v;
  }
  const location = {
    city: str(q.city ?? q['location.city']),
    state: str(q.state ?? q['location.state']),
    area: str(q.area ?? q['location.area']),
    lat: str(q.lat ?? q['location.lat']),
    lng: str(q.lng ?? q['location.lng']),
    radius_km: str(q.radius_km ?? q['location.radius_km']),
  };
  return parse(SearchFilterSchema, {
    category: str(q.category),
    sub_category: str(q.sub_category),
    search: str(q.search ?? q.q),
    min_price: str(q.min_price),
    max_price: str(q.max_price),
    featured: str(q.featured),
    owner: str(q.owner),
    location,
    data: Object.keys(data).length ? data : undefined,
  });
}

const ORDER: Record<Sort, string> = {
  '-created_on': 'a.created_on DESC, a.id DESC',
  price: 'a.price ASC, a.id ASC',
  '-price': 'a.price DESC, a.id DESC',
};

/** Live: not taken down, sold or removed, and not yet expired at the request's time (`$1`). */
const ACTIVE = `a.status = 'active'`;
const LIVE_NOW = 'a.expires_at > $1';

/**
 * For a statement whose best plan is the same whatever its values: the embedded database plans it
 * once (see `genericPlans` in db/client.ts). Listings that `sameWalkForAll`, and word searches with
 * nothing else (`onlyWords`).
 */
const KEPT_PLAN = { plan: 'generic' } as const;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const blank = (v: unknown) => v === undefined || v === null || v === '';

interface Built {
  /**
   * Conditions an ordered index can serve on its own: live ads of a category, sub-category and
   * city (the listing indexes lead with these).
   */
  scope: string[];
  /**
   * The scope as checks on each match, for reads that take every match of a word search from the
   * word index: conditions its scope words already narrow are kept out of the planner's index
   * choice (see `unindexed`). The same as `scope` without words.
   */
  checks: string[];
  /** Every other condition (words, price, details, state, area, distance, owner), checked per ad. */
  filters: string[];
  /** `$1` is the request's `now`; the over-the-cap memo leaves it out of its key. */
  params: unknown[];
  distance: string | null;
  featuredOnly: boolean;
  tsQuery: string | null;
  /** How a word search that finds nothing widens: to any of its words, or to similar titles. */
  widen: 'any' | 'trigram';
  categoryId: number | null;
  /** Whether the scope has a sub-category, a city (see `sameWalkForAll`). */
  scopedBy: { subCategory: boolean; city: boolean };
  /**
   * A word search and nothing else: its words (full text) are the only filter, and every scope
   * condition is said in them too. Reading every match (the first pass, and a page once the count
   * is known) then goes the one way there is: the word index, every other condition checked on the
   * matches (see `unindexed`), so it keeps one plan (`KEPT_PLAN`). Planning was a third of such a
   * statement on PGlite (100k ads, 368 first passes: 2.87 → 1.75 ms mean, p95 5.12 → 3.70; 312
   * pages: 2.45 → 1.43, the same ads).
   */
  onlyWords: boolean;
}

/**
 * How the typed words match: `all` of them (full text), `any` of them (full text, when no ad has
 * them all), or by `trigram` similarity to titles (when a word is nothing the vocabulary knows).
 */
type SearchMode = 'all' | 'any' | 'trigram';

async function build(ctx: AppContext, f: Filter, now: Date, searchMode: SearchMode): Promise<Built> {
  const params: unknown[] = [now];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const scope = [ACTIVE, LIVE_NOW];
  const filters: string[] = [];
  /** The scope as words of the search vector, for a word search to AND in (see scopeWord). */
  const scopeWords: string[] = [];
  /** Scope conditions that the scope words say again. */
  const worded = new Set<string>();
  const saidInWords = (condition: string) => {
    worded.add(condition);
    return condition;
  };
  const { category, subCategory } = await resolveCategories(ctx.db, f.category, f.sub_category, {
    categoryRequired: false,
  });
  if (subCategory) {
    scope.push(saidInWords(`a.sub_category_id = ${p(subCategory.id)}`));
    scopeWords.push(scopeWord.subCategory(subCategory.id));
  }
  // The category condition stays even with a sub-category: it lets (category, city, date) serve.
  // A sub-category's word says the category too.
  if (category) {
    scope.push(saidInWords(`a.category_id = ${p(category.id)}`));
    if (!subCategory) scopeWords.push(scopeWord.category(category.id));
  }

  let distance: string | null = null;
  let cityScoped = false;
  const loc = f.location ?? {};
  if (!blank(loc.lat) !== !blank(loc.lng)) {
    throw badRequest({ [blank(loc.lat) ? 'location.lat' : 'location.lng']: ['Give both lat and lng.'] });
  }
  if (!blank(loc.lat) && !blank(loc.lng)) {
    const lat = Number(loc.lat);
    const lng = Number(loc.lng);
    const r = loc.radius_km ?? DEFAULT_RADIUS_KM;
    const dLat = r / 111.045;
    const dLng = r / (111.045 * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
    filters.push(
      `a.lat BETWEEN ${p(lat - dLat)} AND ${p(lat + dLat)}`,
      `a.lng BETWEEN ${p(lng - dLng)} AND ${p(lng + dLng)}`,
    );
    const pl = p(lat);
    const pg = p(lng);
    distance = `(12742 * asin(sqrt(power(sin(radians(a.lat - ${pl}) / 2), 2) + cos(radians(${pl})) * cos(radians(a.lat)) * power(sin(radians(a.lng - ${pg}) / 2), 2))))`;
    filters.push(`${distance} <= ${p(r)}`);
  } else {
    const city = loc.city?.trim();
    if (city && !/^(all india|india)$/i.test(city)) {
      const condition = `lower(a.city) = lower(${p(city)})`;
      const word = scopeWord.city(city);
      scope.push(word ? saidInWords(condition) : condition);
      cityScoped = true;
      if (word) scopeWords.push(word);
    } else if (loc.state?.trim()) filters.push(`lower(a.state) = lower(${p(loc.state.trim())})`);
    if (loc.area?.trim()) filters.push(`a.area ILIKE ${p(`%${likeEscape(loc.area.trim())}%`)}`);
  }

  let tsQuery: string | null = null;
  const search = f.search?.trim();
  const queries = search ? await buildTsQuery(ctx.db, search) : null;
  if (search) {
    if (searchMode === 'trigram') {
      tsQuery = queries?.recognised ?? null;
      // With a known word, its word index picks the ads and each title is checked: the operator's
      // own function (`<<%` is strict_word_similarity_op) keeps the planner off the trigram index,
      // which reads every title sharing a trigram with the query (16 ms for 'redmi noet').
      filters.push(tsQuery ? `strict_word_similarity_op(${p(search)}, a.title)` : `${p(search)} <<% a.title`);
    } else {
      tsQuery = (searchMode === 'any' ? queries?.any : queries?.all) ?? null;
    }
    if (tsQuery) {
      const words = `to_tsquery('simple', ${p(tsQuery)})`;
      // The scope words are cast, not parsed: to_tsquery would split '@c:navi mumbai' apart.
      const inScope = scopeWords.length ? ` && ${p(scopeWords.map(lexeme).join(' & '))}::tsquery` : '';
      filters.push(`a.search @@ (${words}${inScope})`);
    }
  }
  if (f.min_price != null && f.max_price != null && f.min_price > f.max_price) {
    throw badRequest({ max_price: ['Maximum price must be at least the minimum price.'] });
  }
  if (f.min_price != null) filters.push(`a.price >= ${p(f.min_price)}`);
  if (f.max_price != null) filters.push(`a.price <= ${p(f.max_price)}`);
  if (f.owner != null) filters.push(`a.owner_id = ${p(f.owner)}`);

  for (const [key, value] of Object.entries(f.data ?? {})) {
    if (blank(value)) continue;
    const range = /^(.+)_(min|max)$/.exec(key);
    if (range) {
      const n = Number(value);
      if (!Number.isFinite(n)) throw badRequest({ [`data.${key}`]: ['Enter a number.'] });
      const field = p(range[1]);
      filters.push(
        `(CASE WHEN jsonb_typeof(a.data -> ${field}) = 'number' THEN (a.data ->> ${field})::numeric END) ${range[2] === 'min' ? '>=' : '<='} ${p(n)}`,
      );
    } else if (Array.isArray(value)) {
      filters.push(`lower(a.data ->> ${p(key)}) = ANY(${p(value.map((v) => String(v).toLowerCase()))}::text[])`);
    } else {
      filters.push(`lower(a.data ->> ${p(key)}) = lower(${p(String(value))})`);
    }
  }
  const featuredOnly = f.featured === true || f.featured === 'true' || f.featured === '1';
  const widen = searchMode === 'all' && tsQuery !== null && queries?.any ? 'any' : 'trigram';
  // The expiry check too: the word index finds the matches, and a plan made without the request's
  // time (a kept one, see `onlyWords`) guessed a third of the ads live and ANDed in the bitmap
  // of every live ad (100,000 at 100k ads, 4 ms for a search that reads 29).
  const checks = tsQuery ? scope.map((c) => (worded.has(c) || c === LIVE_NOW ? unindexed(c) : c)) : scope;
  return {
    scope,
    checks,
    filters,
    params,
    distance,
    featuredOnly,
    tsQuery,
    widen,
    categoryId: category?.id ?? null,
    scopedBy: { subCategory: Boolean(subCategory), city: cityScoped },
    onlyWords:
      tsQuery !== null &&
      searchMode !== 'trigram' &&
      filters.length === 1 && // the words' own condition
      !featuredOnly &&
      scope.every((c) => c === ACTIVE || c === LIVE_NOW || worded.has(c)),
  };
}

/**
 * A condition as a check on rows already found, which no btree index can serve (`IS TRUE` of a
 * comparison is the same rows, and PostgreSQL estimates it as the comparison). For a word search
 * whose query carries the scope words: the word index finds only that city's or category's
 * matches, and a planner left free ANDs in the city index's bitmap as well ('fridge' in Kolkata
 * at a million ads: 17 ms collecting 84,934 Kolkata ads to keep 946 matches the word index had
 * found in 2 ms).
 */
const unindexed = (condition: string) => `(${condition}) IS TRUE`;

const FEATURED_NOW = 'a.featured AND a.featured_until > $1';

/**
 * How a set of ads is read, in the order asked, at most `n`:
 * - `index`: as the planner likes (an ordered index walk for a listing of a category and city);
 * - `all`: every match first, then sorted. Used whenever anything beyond the scope filters: the
 *   planner's guesses for words, prices and details can be 30 times off, and a walk it expects to
 *   stop early would then read the whole scope;
 * - `walk`: the newest `walk` ads of the scope, then the filters. Bounded work for searches with
 *   many matches, which the walk meets early.
 */
type Read = { how: 'index' | 'all' } | { how: 'walk'; walk: number } | { how: 'band'; band: PriceBand };

/**
 * Price bands, `[from, below)` in rupees, each with a word index of its own (migration 0017, whose
 * index conditions are these same literals). A word search by price with more matches than the
 * count cap reads them a band at a time and stops at the band that fills the page.
 */
export const PRICE_BANDS = [
  [null, 200],
  [200, 1000],
  [1000, 3000],
  [3000, 7000],
  [7000, 15000],
  [15000, 30000],
  [30000, 70000],
  [70000, 200000],
  [200000, 1000000],
  [1000000, null],
] as const;
type PriceBand = (typeof PRICE_BANDS)[number];

const inBand = ([from, below]: PriceBand) => [
  ...(from === null ? [] : [`a.price >= ${from}`]),
  ...(below === null ? [] : [`a.price < ${below}`]),
];

function branch(b: Built, grp: 0 | 1, sort: Sort, n: number, read: Read): string {
  const o = ORDER[sort];
  const group = grp === 0 ? FEATURED_NOW : `NOT coalesce(${FEATURED_NOW}, false)`;
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
  const order = `p.grp, ${ORDER[sort].replaceAll('a.', 'p.')}`;
  return `SELECT ${AD_SELECT_LIST}${b.distance ? `, ${b.distance} AS distance_km` : ''}${extra}
            FROM (SELECT * FROM (${ids}) p ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}) p
            JOIN ads a ON a.id = p.id ${AD_JOINS}
           ORDER BY ${order}`;
}

/** Every match (`id, grp, created_on, price`), featured now or not, in one pass over them. */
function everyMatch(b: Built): string {
  const where = [...b.checks, ...b.filters, ...(b.featuredOnly ? [FEATURED_NOW] : [])].join(' AND ');
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
async function firstPass(ctx: AppContext, b: Built, sort: Sort, page: Page, cap: number): Promise<Found> {
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
async function readPage(ctx: AppContext, b: Built, sort: Sort, page: Page, walk: number | null): Promise<AdRow[]> {
  const n = page.offset + page.limit;
  const filtered = b.filters.length > 0;
  if (!filtered) {
    const featured = branch(b, 0, sort, n, { how: 'index' });
    const ids = b.featuredOnly ? featured : `${featured} UNION ALL ${branch(b, 1, sort, n, { how: 'index' })}`;
    return queryAds(ctx.db, pageSql(b, ids, sort, page), b.params, sameWalkForAll(b, sort) ? KEPT_PLAN : undefined);
  }
  const featured = branch(b, 0, sort, n, { how: 'all' });
  if (walk !== null && !b.featuredOnly && sort === '-created_on') {
    const walked = await queryAds<{ found: number }>(
      ctx.db,
      pageSql(
        b,
        `SELECT u.*, count(*) OVER () AS found FROM (${featured} UNION ALL ${branch(b, 1, sort, n, { how: 'walk', walk })}) u`,
        sort,
        page,
        ', p.found',
      ),
      b.params,
    );
    if ((walked[0]?.found ?? 0) >= n) return walked;
  }
  if (walk !== null && !b.featuredOnly && b.tsQuery && sort !== '-created_on') {
    return queryAds(ctx.db, pageSql(b, `${featured} UNION ALL ${byPriceBand(b, sort, n)}`, sort, page), b.params);
  }
  // Every match, read once for both groups (OFFSET 0: the planner plans for all of them).
  const ids = `SELECT * FROM (${everyMatch(b)} OFFSET 0) a ORDER BY grp, ${ORDER[sort]} LIMIT ${n}`;
  return queryAds(ctx.db, pageSql(b, ids, sort, page), b.params, b.onlyWords ? KEPT_PLAN : undefined);
}

/**
 * Whether a listing (no filters) is best read the same way whatever its category, sub-category or
 * city: down an index that leads with exactly its scope, in the order asked (`ads_cat_city_created_idx`
 * for a category in a city, newest first). Then the embedded database plans its statement once
 * (`KEPT_PLAN`): 1.5 to 2 ms of planning saved on a statement that runs in 0.4. Not when
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

/** The walk of a big search reads up to this many ads per counted one (5,000 for the default cap). */
const WALK_PER_CAP = 5;

/**
 * A search's count is remembered for 30 s (whatever the sort or page), so Load More and another
 * sort skip counting. An exact count holds only while this process writes nothing to the
 * catalogue; "more than the cap" holds through writes, which move a count by one each.
 */
const COUNT_MEMO_MS = 30_000;
interface Counted {
  at: number;
  /** The catalogue version it was counted at. */
  v: number;
  /** Exact when at most `cap`; otherwise "more than `cap`". */
  total: number;
  cap: number;
}
const countMemos = new WeakMap<AppContext, Map<string, Counted>>();

function countMemo(ctx: AppContext) {
  let memo = countMemos.get(ctx);
  if (!memo) countMemos.set(ctx, (memo = new Map()));
  return memo;
}

export interface SearchResult {
  /** Exact, or `cap` when `capped`. */
  count: number;
  /** More than `count` ads match. */
  capped: boolean;
  results: Ad[];
  /** The search counted in, if any (for counting searches). */
  categoryId: number | null;
}

async function find(ctx: AppContext, b: Built, sort: Sort, page: Page) {
  const cap = Math.max(ctx.config.SEARCH_COUNT_CAP, page.offset + page.limit);
  const key = `${[...b.scope, ...b.filters].join(' AND ')} ${b.featuredOnly} ${JSON.stringify(b.params.slice(1))}`;
  const memo = countMemo(ctx);
  const v = catalogueVersion(ctx);
  const now = ctx.now().getTime();
  const fresh = getFresh(memo, key, now, COUNT_MEMO_MS);
  const exact = fresh && fresh.total <= fresh.cap && fresh.v === v ? fresh.total : undefined;
  /** What is known for sure: at least this many match (more than this, for a capped count). */
  const floor = fresh && fresh.total > fresh.cap ? fresh.cap + 1 : exact;
  if (exact !== undefined && exact <= cap) {
    // Nothing to read when the count says the page is past the end (or nothing matches).
    const rows = page.offset >= exact ? [] : await readPage(ctx, b, sort, page, null);
    return { count: exact, capped: false, rows };
  }
  if (floor === undefined || floor <= cap) {
    const first = await firstPass(ctx, b, sort, page, cap);
    putFresh(memo, key, { at: now, v, total: first.total, cap }, COUNT_MEMO_MS, 5000);
    if (first.total <= cap) return { count: first.total, capped: false, rows: first.rows };
  }
  return { count: cap, capped: true, rows: await readPage(ctx, b, sort, page, WALK_PER_CAP * cap) };
}

/**
 * One page of a search: live ads matching every filter, featured ones (still within
 * featured_until) first, then in the order asked. Counts are exact up to SEARCH_COUNT_CAP and
 * reported as capped past it, so no search reads more than a bounded number of ads. A word search
 * that finds nothing falls back to ads with any of its words when each word is one the vocabulary
 * knows, and otherwise to trigram similarity on titles (among ads with a word it knows, if any).
 */
export async function search(ctx: AppContext, f: Filter, sort: Sort, page: Page): Promise<SearchResult> {
  const now = ctx.now();
  let b = await build(ctx, f, now, 'all');
  let found = await find(ctx, b, sort, page);
  if (found.count === 0 && (f.search?.trim().length ?? 0) >= 3) {
    b = await build(ctx, f, now, b.widen);
    found = await find(ctx, b, sort, page);
  }
  if (f.search?.trim() && page.offset === 0 && found.count > 0) await recordSearch(ctx, f.search, b.categoryId);
  return {
    count: found.count,
    capped: found.capped,
    results: found.rows.map((r) => toAd(r, now)),
    categoryId: b.categoryId,
  };
}

interface Pending {
  hits: number;
  categoryId: number | null;
  last: Date;
}
const pendingWords = new WeakMap<AppContext, { since: number; words: Map<string, Pending> }>();
const FLUSH_AFTER_MS = 5000;

/**
 * Count a search that found something, for suggestions ranked by popularity. Counted in memory
 * and written in one statement every few seconds, so searching never waits on a write.
 */
export async function recordSearch(ctx: AppContext, raw: string, categoryId: number | null) {
  const word = normaliseSearch(raw);
  if (word.length < 2 || word.length > 60) return;
  let p = pendingWords.get(ctx);
  if (!p) pendingWords.set(ctx, (p = { since: performance.now(), words: new Map() }));
  const w = p.words.get(word) ?? { hits: 0, categoryId: null, last: ctx.now() };
  w.hits += 1;
  w.categoryId = categoryId ?? w.categoryId;
  w.last = ctx.now();
  p.words.set(word, w);
  if (performance.now() - p.since > FLUSH_AFTER_MS || p.words.size > 500) await flushSearchWords(ctx);
}

/** Write the counted searches (suggestions call this first, and the server on close). */
export async function flushSearchWords(ctx: AppContext): Promise<void> {
  const p = pendingWords.get(ctx);
  if (!p || !p.words.size) return;
  const entries = [...p.words.entries()];
  pendingWords.set(ctx, { since: performance.now(), words: new Map() });
  await ctx.db.query(
    `INSERT INTO search_words (word, category_id, hits, last_searched)
     SELECT w, c, h, l FROM unnest($1::text[], $2::int[], $3::int[], $4::timestamptz[]) AS u(w, c, h, l)
     ON CONFLICT (word) DO UPDATE SET hits = search_words.hits + EXCLUDED.hits,
       last_searched = greatest(search_words.last_searched, EXCLUDED.last_searched),
       category_id = coalesce(EXCLUDED.category_id, search_words.category_id)`,
    [
      entries.map(([w]) => w),
      entries.map(([, v]) => v.categoryId),
      entries.map(([, v]) => v.hits),
      entries.map(([, v]) => v.last),
    ],
  );
}
