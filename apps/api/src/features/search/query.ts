import { SORTS, SearchFilterSchema, type Ad, type Sort } from '@haat/contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, parse } from '../../http/errors';
import { resolveCategories } from '../ads/categories';
import { AD_JOINS, AD_SELECT_LIST, toAd, type AdRow } from '../ads/mapper';
import type { Page } from '../ads/paging';
import { catalogueVersion } from '../ads/version';
import { buildTsQuery, normaliseSearch } from './text';

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

const ORDER: Record<Sort, { inner: string; outer: string }> = {
  '-created_on': { inner: 'a.created_on DESC, a.id DESC', outer: 'p.created_on DESC, p.id DESC' },
  price: { inner: 'a.price ASC, a.id ASC', outer: 'p.price ASC, p.id ASC' },
  '-price': { inner: 'a.price DESC, a.id DESC', outer: 'p.price DESC, p.id DESC' },
};

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const blank = (v: unknown) => v === undefined || v === null || v === '';

interface Built {
  where: string[];
  params: unknown[];
  /** Index of the `now` parameter, which the count cache leaves out of its key. */
  distance: string | null;
  featuredOnly: boolean;
  tsQuery: string | null;
  categoryId: number | null;
}

async function build(ctx: AppContext, f: Filter, now: Date, searchMode: 'fts' | 'trigram'): Promise<Built> {
  const params: unknown[] = [now];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = [`a.status = 'active'`, `a.expires_at > $1`];
  const { category, subCategory } = await resolveCategories(ctx.db, f.category, f.sub_category, {
    categoryRequired: false,
  });
  if (subCategory) where.push(`a.sub_category_id = ${p(subCategory.id)}`);
  // The category condition stays even with a sub-category: it lets (category, city, date) serve.
  if (category) where.push(`a.category_id = ${p(category.id)}`);

  let distance: string | null = null;
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
    where.push(
      `a.lat BETWEEN ${p(lat - dLat)} AND ${p(lat + dLat)}`,
      `a.lng BETWEEN ${p(lng - dLng)} AND ${p(lng + dLng)}`,
    );
    const pl = p(lat);
    const pg = p(lng);
    distance = `(12742 * asin(sqrt(power(sin(radians(a.lat - ${pl}) / 2), 2) + cos(radians(${pl})) * cos(radians(a.lat)) * power(sin(radians(a.lng - ${pg}) / 2), 2))))`;
    where.push(`${distance} <= ${p(r)}`);
  } else {
    const city = loc.city?.trim();
    if (city && !/^(all india|india)$/i.test(city)) where.push(`lower(a.city) = lower(${p(city)})`);
    else if (loc.state?.trim()) where.push(`lower(a.state) = lower(${p(loc.state.trim())})`);
    if (loc.area?.trim()) where.push(`a.area ILIKE ${p(`%${likeEscape(loc.area.trim())}%`)}`);
  }

  let tsQuery: string | null = null;
  const search = f.search?.trim();
  if (search) {
    if (searchMode === 'trigram') {
      where.push(`${p(search)} <<% a.title`);
    } else {
      tsQuery = await buildTsQuery(ctx.db, search);
      if (tsQuery) where.push(`a.search @@ to_tsquery('simple', ${p(tsQuery)})`);
    }
  }
  if (f.min_price != null && f.max_price != null && f.min_price > f.max_price) {
    throw badRequest({ max_price: ['Maximum price must be at least the minimum price.'] });
  }
  if (f.min_price != null) where.push(`a.price >= ${p(f.min_price)}`);
  if (f.max_price != null) where.push(`a.price <= ${p(f.max_price)}`);
  if (f.owner != null) where.push(`a.owner_id = ${p(f.owner)}`);

  for (const [key, value] of Object.entries(f.data ?? {})) {
    if (blank(value)) continue;
    const range = /^(.+)_(min|max)$/.exec(key);
    if (range) {
      const n = Number(value);
      if (!Number.isFinite(n)) throw badRequest({ [`data.${key}`]: ['Enter a number.'] });
      const field = p(range[1]);
      where.push(
        `(CASE WHEN jsonb_typeof(a.data -> ${field}) = 'number' THEN (a.data ->> ${field})::numeric END) ${range[2] === 'min' ? '>=' : '<='} ${p(n)}`,
      );
    } else if (Array.isArray(value)) {
      where.push(`lower(a.data ->> ${p(key)}) = ANY(${p(value.map((v) => String(v).toLowerCase()))}::text[])`);
    } else {
      where.push(`lower(a.data ->> ${p(key)}) = lower(${p(String(value))})`);
    }
  }
  const featuredOnly = f.featured === true || f.featured === 'true' || f.featured === '1';
  return { where, params, distance, featuredOnly, tsQuery, categoryId: category?.id ?? null };
}

/**
 * Large counts are cached: exact to the row for small results, cheap for big ones. A stale big
 * count is answered at once while one refresh runs (never a herd of identical counts).
 */
const COUNT_CACHE_MIN = 500;
const COUNT_FRESH_MS = 30_000;
interface CountEntry {
  n: number;
  at: number;
  v: number;
  refreshing?: Promise<number>;
}
const countCaches = new WeakMap<AppContext, Map<string, CountEntry>>();

async function countOf(ctx: AppContext, b: Built): Promise<number> {
  const sql = `SELECT count(*)::int AS n FROM ads a WHERE ${b.where.join(' AND ')}${b.featuredOnly ? ' AND a.featured AND a.featured_until > $1' : ''}`;
  let cache = countCaches.get(ctx);
  if (!cache) countCaches.set(ctx, (cache = new Map()));
  const key = sql + JSON.stringify(b.params.slice(1));
  const entry = cache.get(key);
  const fresh = (e: CountEntry) => e.v === catalogueVersion(ctx) && performance.now() - e.at < COUNT_FRESH_MS;
  if (entry && (fresh(entry) || entry.refreshing)) return entry.n;
  const compute = async () => {
    const v = catalogueVersion(ctx);
    const at = performance.now();
    const { rows } = await ctx.db.query<{ n: number }>(sql, b.params);
    const n = rows[0]!.n;
    if (n >= COUNT_CACHE_MIN) {
      if (cache.size > 5000) cache.clear();
      cache.set(key, { n, at, v });
    } else cache.delete(key);
    return n;
  };
  if (entry) {
    // Stale but big: answer with it, refresh once in the background.
    entry.refreshing = compute().catch(() => {
      delete entry.refreshing;
      return entry.n;
    });
    return entry.n;
  }
  return compute();
}

async function pageOf(ctx: AppContext, b: Built, sort: Sort, page: Page): Promise<AdRow[]> {
  const o = ORDER[sort];
  const n = page.offset + page.limit;
  const cond = b.where.join(' AND ');
  const featuredNow = `a.featured AND a.featured_until > $1`;
  const branch = (grp: number, extra: string) =>
    `(SELECT a.id, ${grp} AS grp, a.created_on, a.price FROM ads a WHERE ${cond} AND ${extra} ORDER BY ${o.inner} LIMIT ${n})`;
  // Featured-first as two index-ordered branches, so neither sorts the whole match set.
  const union = b.featuredOnly
    ? branch(0, featuredNow)
    : `${branch(0, featuredNow)} UNION ALL ${branch(1, `NOT coalesce(${featuredNow}, false)`)}`;
  const { rows } = await ctx.db.query<AdRow>(
    `SELECT ${AD_SELECT_LIST}${b.distance ? `, ${b.distance} AS distance_km` : ''}
       FROM (${union}) p JOIN ads a ON a.id = p.id ${AD_JOINS}
      ORDER BY p.grp, ${o.outer} LIMIT ${page.limit} OFFSET ${page.offset}`,
    b.params,
  );
  return rows;
}

export interface SearchResult {
  count: number;
  results: Ad[];
  /** The category searched in, if any (for counting searches). */
  categoryId: number | null;
}

/**
 * One page of a search: live ads matching every filter, featured ones (still within
 * featured_until) first, then in the order asked. A full-text search that finds nothing falls
 * back to trigram similarity on titles.
 */
export async function search(ctx: AppContext, f: Filter, sort: Sort, page: Page): Promise<SearchResult> {
  const now = ctx.now();
  let b = await build(ctx, f, now, 'fts');
  let count = await countOf(ctx, b);
  if (count === 0 && (f.search?.trim().length ?? 0) >= 3) {
    b = await build(ctx, f, now, 'trigram');
    count = await countOf(ctx, b);
  }
  const rows = count > page.offset ? await pageOf(ctx, b, sort, page) : [];
  if (f.search?.trim() && page.offset === 0 && count > 0) await recordSearch(ctx, f.search, b.categoryId);
  return { count, results: rows.map((r) => toAd(r, now)), categoryId: b.categoryId };
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
