import type { SavedSearch, SavedSearchInput, Sort } from '@haat/contract';
import { MAX_SAVED_SEARCHES, SavedSearchInputSchema } from '@haat/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { resolveCategories } from '../ads/categories';
import { addNotification, pushNotification } from '../notifications/service';
import { build } from '../search/filters';
import type { Filter } from '../search/params';
import { matchingAmong } from '../search/read';
import { savedSearchesText } from './savedSearchesText';
import { inLang, say } from '../../http/language';
import { nameOfSlug } from '../ads/categoryText';

const HOUR_MS = 60 * 60 * 1000;
/** New ads looked at per run of the matcher. */
const BATCH = 500;

/** Queue a new ad for the matcher, in the transaction that posts it. */
export async function queueForAlerts(tx: Queryable, adId: number, now: Date): Promise<void> {
  await tx.query('INSERT INTO saved_search_queue (ad_id, queued_on) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    adId,
    now,
  ]);
}

interface SavedRow {
  id: number;
  user_id: number;
  filter: Filter;
  sort: Sort;
  label: string;
  link: string;
  new_count: number;
  pending: number;
  created_on: Date;
}

const SELECT = 'id::int AS id, user_id::int AS user_id, filter, sort, label, link, new_count, pending, created_on';

function toSavedSearch(r: SavedRow): SavedSearch {
  return {
    id: r.id,
    label: labelIn(r.filter) ?? r.label,
    link: r.link,
    filter: r.filter as Record<string, unknown>,
    sort: r.sort,
    new_count: r.new_count,
    created_on: new Date(r.created_on).toISOString(),
  };
}

/** `/pune/?search=royal+enfield&category=Cars%2BBikes`: the page the app shows the search on. */
function linkOf(filter: Filter, sort: Sort, category: string | null, subCategory: string | null): string {
  const q = new URLSearchParams();
  const place = filter.location?.city?.trim() || filter.location?.state?.trim();
  if (place && category) q.set('category', category);
  if (subCategory) q.set('sub_category', subCategory);
  if (filter.search?.trim()) q.set('search', filter.search.trim());
  if (filter.min_price != null) q.set('min_price', String(filter.min_price));
  if (filter.max_price != null) q.set('max_price', String(filter.max_price));
  for (const [k, v] of Object.entries(filter.data ?? {})) if (!Array.isArray(v)) q.set(k, String(v));
  if (sort !== '-created_on') q.set('sort', sort);
  const qs = q.toString() ? `?${q.toString()}` : '';
  if (place) return `/${encodeURIComponent(place.toLowerCase().replace(/\s+/g, '-'))}/${qs}`;
  return `/search/${category ? `${encodeURIComponent(category)}/` : ''}${qs}`;
}

/**
 * What a saved search is for: the words searched (capitalised), else its category's name in the
 * current language (null: everything), and where. Undefined for a category not named here.
 */
function partsOf(filter: Filter, what?: string | null): { what: string | null; place: string | null } | undefined {
  const words = filter.search?.trim();
  const place = filter.location?.area?.trim() || filter.location?.city?.trim() || filter.location?.state?.trim();
  const slug = filter.sub_category || filter.category;
  const name = words
    ? words.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase())
    : what !== undefined
      ? what
      : slug
        ? nameOfSlug(String(slug))
        : null;
  return name === undefined ? undefined : { what: name, place: place || null };
}

/** "Royal Enfield in Pune", "Cars in Mumbai", "Everything in Delhi", "Mobile Phones", in the current language. */
function labelOf(parts: { what: string | null; place: string | null }): string {
  const what = parts.what ?? savedSearchesText.everything;
  return parts.place ? say(savedSearchesText.labelIn, { what, place: parts.place }) : what;
}

/** A stored search's label in the current language (undefined: the stored one, for a category not named here). */
function labelIn(filter: Filter): string | undefined {
  const parts = partsOf(filter);
  return parts && labelOf(parts);
}

/** The alert's text: "3 new Royal Enfield ads in Pune"; the stored label for a category not named here. */
function alertText(filter: Filter, label: string, count: number): string {
  const parts = partsOf(filter);
  if (!parts) return label;
  const { what, place } = parts;
  const t = savedSearchesText;
  const message = what ? (place ? t.alertIn : t.alert) : place ? t.alertAllIn : t.alertAll;
  return say(message, { count, what: what ?? '', place: place ?? '' });
}

/** Save a search: at most MAX_SAVED_SEARCHES per account, counted in one locked step. */
export async function saveSearch(ctx: AppContext, userId: number, input: SavedSearchInput): Promise<SavedSearch> {
  const { filter, sort } = SavedSearchInputSchema.parse(input);
  const { category, subCategory } = await resolveCategories(ctx.db, filter.category, filter.sub_category, {
    categoryRequired: false,
  });
  // The search runs as it would on its page: a bad filter is the 400 the page would get.
  await build(ctx, filter, ctx.now(), 'all');
  const stored: Filter = {
    ...filter,
    category: category?.slug ?? null,
    sub_category: subCategory?.slug ?? null,
  };
  // Stored in English (the database's names); answered in the reader's language.
  const label = inLang('en', () => labelOf(partsOf(stored, subCategory?.title ?? category?.title ?? null)!));
  const link = linkOf(stored, sort, category?.slug ?? null, subCategory?.slug ?? null);
  const city = stored.location?.city?.trim().toLowerCase() || null;
  return ctx.db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const { rows } = await tx.query<SavedRow>(
      `INSERT INTO saved_searches (user_id, filter, sort, label, link, category_id, city, created_on)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8
        WHERE (SELECT count(*) FROM saved_searches WHERE user_id = $1) < ${MAX_SAVED_SEARCHES}
       RETURNING ${SELECT}`,
      [userId, JSON.stringify(stored), sort, label, link, category?.id ?? null, city, ctx.now()],
    );
    if (!rows[0])
      throw badRequest({
        non_field_errors: [say(savedSearchesText.atMost, { max: MAX_SAVED_SEARCHES })],
      });
    return toSavedSearch(rows[0]);
  });
}

export async function listSavedSearches(ctx: AppContext, userId: number): Promise<SavedSearch[]> {
  const { rows } = await ctx.db.query<SavedRow>(
    `SELECT ${SELECT} FROM saved_searches WHERE user_id = $1 ORDER BY id DESC`,
    [userId],
  );
  return rows.map(toSavedSearch);
}

export async function deleteSavedSearch(ctx: AppContext, userId: number, id: number): Promise<void> {
  const { affectedRows } = await ctx.db.query('DELETE FROM saved_searches WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ]);
  if (!affectedRows) throw notFound(savedSearchesText.noSavedSearch);
}

/** The saver opened it: its new matches are seen. */
export async function markSavedSearchSeen(ctx: AppContext, userId: number, id: number): Promise<SavedSearch> {
  const { rows } = await ctx.db.query<SavedRow>(
    `UPDATE saved_searches SET new_count = 0 WHERE id = $1 AND user_id = $2 RETURNING ${SELECT}`,
    [id, userId],
  );
  if (!rows[0]) throw notFound(savedSearchesText.noSavedSearch);
  return toSavedSearch(rows[0]);
}

/**
 * The jobs runner's matcher: the ads posted since its last run (the queue), against the saved searches
 * that could take them (same category or none, same city or none; never the saver's own ads), each
 * with the search code. Matches add to the search's counts; then every search with matches not yet
 * alerted and no alert in the last hour gets one notification (and its push): "3 new Royal Enfield
 * ads in Pune". Answers the alerts sent.
 */
export async function alertSavedSearches(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  // Claimed by deleting them (`SKIP LOCKED`: two servers never take one ad); a run that fails
  // after this loses those ads' alerts, never sends them twice.
  const fresh = await ctx.db.query<{ id: number; owner_id: number; category_id: number; city: string }>(
    `WITH claimed AS (
       DELETE FROM saved_search_queue WHERE ad_id IN (
         SELECT ad_id FROM saved_search_queue ORDER BY ad_id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
       RETURNING ad_id)
     SELECT a.id::int AS id, a.owner_id::int AS owner_id, a.category_id, lower(a.city) AS city
       FROM ads a JOIN claimed c ON c.ad_id = a.id
      WHERE a.status = 'active'
      ORDER BY a.id`,
  );
  const ads = fresh.rows;
  if (ads.length) {
    const candidates = await ctx.db.query<SavedRow>(
      `SELECT ${SELECT} FROM saved_searches
        WHERE (category_id IS NULL OR category_id = ANY($1::int[])) AND (city IS NULL OR city = ANY($2::text[]))`,
      [[...new Set(ads.map((a) => a.category_id))], [...new Set(ads.map((a) => a.city))]],
    );
    // Searches with the same filters are one search to the matcher (popular searches are saved by many)
    const groups = new Map<string, SavedRow[]>();
    for (const saved of candidates.rows) {
      const key = JSON.stringify(saved.filter);
      groups.set(key, [...(groups.get(key) ?? []), saved]);
    }
    const owners = new Map(ads.map((a) => [a.id, a.owner_id]));
    const ids: number[] = [];
    const counts: number[] = [];
    for (const group of groups.values()) {
      let matched: number[];
      try {
        matched = await matchingAmong(ctx, await build(ctx, group[0]!.filter, now, 'all'), [...owners.keys()]);
      } catch (err) {
        // A search that no longer builds (its category was removed): skipped, not the whole run
        ctx.log.warn({ err, savedSearch: group[0]!.id }, 'a saved search could not be matched');
        continue;
      }
      if (!matched.length) continue;
      for (const saved of group) {
        // Never the saver's own ads
        const n = matched.filter((id) => owners.get(id) !== saved.user_id).length;
        if (n) {
          ids.push(saved.id);
          counts.push(n);
        }
      }
    }
    if (ids.length)
      await ctx.db.query(
        `UPDATE saved_searches s SET new_count = s.new_count + m.n, pending = s.pending + m.n
           FROM unnest($1::bigint[], $2::int[]) AS m (id, n) WHERE s.id = m.id`,
        [ids, counts],
      );
  }

  // At most one alert per saved search an hour; the count says how many since the last.
  const due = await ctx.db.query<{ user_id: number; filter: Filter; label: string; link: string; alerted: number }>(
    `WITH due AS (
       SELECT id, pending FROM saved_searches
        WHERE pending > 0 AND (last_alert_at IS NULL OR last_alert_at <= $2)
        FOR UPDATE SKIP LOCKED)
     UPDATE saved_searches s SET pending = 0, last_alert_at = $1 FROM due WHERE s.id = due.id
     RETURNING s.user_id::int AS user_id, s.filter, s.label, s.link, due.pending AS alerted`,
    [now, new Date(now.getTime() - HOUR_MS)],
  );
  for (const saved of due.rows) {
    const note = await addNotification(ctx, ctx.db, saved.user_id, {
      kind: 'saved_search',
      text: () => alertText(saved.filter, saved.label, saved.alerted),
      link: saved.link,
    });
    if (note) await pushNotification(ctx, saved.user_id, note);
  }
  return due.rows.length;
}
