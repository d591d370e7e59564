import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { resolveCategories } from '../ads/categories';
import type { Filter } from './params';
import { neighbourhoodOf } from '../../seed/neighbourhoods';
import { buildTsQuery, lexeme, scopeWord } from './text';
import { likeEscape } from '../../db/like';

const DEFAULT_RADIUS_KM = 25;

/** Live: not taken down, sold or removed, and not yet expired at the request's time (`$1`). */
const ACTIVE = `a.status = 'active'`;
const LIVE_NOW = 'a.expires_at > $1';

const blank = (v: unknown) => v === undefined || v === null || v === '';

export interface Built {
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
  /** Ads featured now: `only` them, `none` of them (`exclude_featured`), or `any`. */
  featured: 'only' | 'none' | 'any';
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
   * matches (see `unindexed`), so it keeps one plan (`KEPT_PLAN`): on PGlite, planning was a large
   * share of such a statement (figures in docs/search.md).
   */
  onlyWords: boolean;
}

/**
 * How the typed words match: `all` of them (full text), `any` of them (full text, when no ad has
 * them all), or by `trigram` similarity to titles (when a word is nothing the vocabulary knows).
 */
export type SearchMode = 'all' | 'any' | 'trigram';

/**
 * What an area filter matches, in lower case: the neighbourhood the area names ('Powai Iit' and
 * 'Powai' are Powai) and the names of its post offices (of the city, when one is given), which
 * sellers were offered as areas; and, by `prefix`, its parts ('Andheri' takes 'Andheri West',
 * 'Koramangala' takes 'Koramangala 5th Block').
 */
async function areaNames(ctx: AppContext, area: string, city: string | null) {
  const { rows } = await ctx.db.query<{ neighbourhood: string; names: string[] }>(
    `SELECT l.neighbourhood, array_agg(DISTINCT lower(l.name)) AS names
       FROM localities l LEFT JOIN cities c ON c.id = l.city_id
      WHERE l.neighbourhood <> ''
        AND lower(l.neighbourhood) = (SELECT lower(x.neighbourhood) FROM localities x
                                       WHERE lower(x.neighbourhood) = lower($1) OR lower(x.name) = lower($1)
                                       ORDER BY lower(x.neighbourhood) = lower($1) DESC LIMIT 1)
        AND ($2::text IS NULL OR lower(c.name) = lower($2::text))
      GROUP BY l.neighbourhood`,
    [neighbourhoodOf(area), city],
  );
  const hood = (rows[0]?.neighbourhood ?? neighbourhoodOf(area)).toLowerCase();
  const names = new Set([hood, area.toLowerCase(), ...rows.flatMap((r) => r.names)]);
  return { names: [...names], prefix: `${likeEscape(hood)} %` };
}

export async function build(ctx: AppContext, f: Filter, now: Date, searchMode: SearchMode): Promise<Built> {
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
    if (loc.area?.trim()) {
      const area = await areaNames(ctx, loc.area.trim(), cityScoped ? loc.city!.trim() : null);
      filters.push(`(lower(a.area) = ANY(${p(area.names)}::text[]) OR lower(a.area) LIKE ${p(area.prefix)})`);
    }
  }

  let tsQuery: string | null = null;
  const search = f.search?.trim();
  const queries = search ? await buildTsQuery(ctx.db, search) : null;
  if (search) {
    if (searchMode === 'trigram') {
      tsQuery = queries?.recognised ?? null;
      // With a known word, its word index picks the ads and each title is checked: the operator's
      // own function (`<<%` is strict_word_similarity_op) keeps the planner off the trigram index,
      // which reads every title sharing a trigram with the query.
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
  const yes = (v: Filter['featured']) => v === true || v === 'true' || v === '1';
  if (yes(f.featured) && yes(f.exclude_featured)) {
    throw badRequest({ exclude_featured: ['Ask for featured ads or leave them out, not both.'] });
  }
  const featured = yes(f.featured) ? 'only' : yes(f.exclude_featured) ? 'none' : 'any';
  const widen = searchMode === 'all' && tsQuery !== null && queries?.any ? 'any' : 'trigram';
  // The expiry check too: the word index finds the matches, and a plan made without the request's
  // time (a kept one, see `onlyWords`) guessed a third of the ads live and ANDed in the bitmap
  // of every live ad, far more work than the few matches it kept.
  const checks = tsQuery ? scope.map((c) => (worded.has(c) || c === LIVE_NOW ? unindexed(c) : c)) : scope;
  return {
    scope,
    checks,
    filters,
    params,
    distance,
    featured,
    tsQuery,
    widen,
    categoryId: category?.id ?? null,
    scopedBy: { subCategory: Boolean(subCategory), city: cityScoped },
    onlyWords:
      tsQuery !== null &&
      searchMode !== 'trigram' &&
      filters.length === 1 && // the words' own condition
      featured === 'any' &&
      scope.every((c) => c === ACTIVE || c === LIVE_NOW || worded.has(c)),
  };
}

/**
 * A condition as a check on rows already found, which no btree index can serve (`IS TRUE` of a
 * comparison is the same rows, and PostgreSQL estimates it as the comparison). For a word search
 * whose query carries the scope words: the word index finds only that city's or category's
 * matches, and a planner left free ANDs in the city index's bitmap as well: every ad of a big city
 * collected to keep the few matches the word index had already found (figures in docs/search.md).
 */
const unindexed = (condition: string) => `(${condition}) IS TRUE`;
