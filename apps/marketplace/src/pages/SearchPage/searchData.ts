import type { ApiClient, PageOptions } from '../../api/client';
import * as lookup from '../../api/lookup';
import * as search from '../../api/search';
import type { Category } from '../../api/types';
import { CATS_KEY, loadCats } from '../../query/shellQueries';
import { parseSearch, searchBody, type SearchState } from '../../features/search/searchState';
import type { LoadContext } from '../../routing/loadContext';
import { toCatalogue, type Catalogue } from '../../state/catalogue';
import type { StoredLocation } from '../../state/storage';

/** What the catch-all `/{id}/` and a place's search take instead of the address's category and location. */
export interface SearchPreset {
  category?: string;
  sub_category?: string;
  /** A place from the catch-all `/{id}/`: it filters instead of the chosen location. */
  place?: StoredLocation;
  /**
   * The place's point: not a search filter (the place filters by name), but where to look for
   * cities with ads when it has none.
   */
  near?: { lat: number; lng: number };
}

/** The search a results page shows: the query's, with `/search/{id}/`'s category or the preset's. */
export function searchStateFor(
  id: string | undefined,
  query: string,
  preset: SearchPreset | undefined,
  catMappings: Catalogue['catMappings'],
): SearchState {
  const s = parseSearch(undefined, query);
  const key = preset?.category ?? id;
  const mapped = key ? catMappings[key] : undefined;
  if (preset?.category) return { ...s, category: preset.category, sub_category: preset.sub_category ?? s.sub_category };
  if (mapped?.subCategory) return { ...s, category: mapped.category.slug, sub_category: mapped.subCategory.slug };
  return { ...s, category: key ?? s.category };
}

/** The first page of results for a search and place, under its cache key. */
export function searchListingQuery(state: SearchState, location: StoredLocation | null) {
  return {
    key: `search:${JSON.stringify([state, location])}`,
    load: (api: ApiClient, opts: PageOptions) =>
      search.find(api, searchBody(state, location), { limit: 12, order: state.sort }, opts),
  };
}

/** The categories, from the cache or asked now (a search's category key is read through them). */
async function catalogueOf({ api, cache }: LoadContext): Promise<Catalogue> {
  const answer = await cache.fetch(CATS_KEY, (signal) => loadCats(api, signal));
  return toCatalogue(Array.isArray(answer.data) ? (answer.data as Category[]) : []);
}

async function loadResults(ctx: LoadContext, id: string | undefined, preset?: SearchPreset): Promise<unknown> {
  const { catMappings } = await catalogueOf(ctx);
  const state = searchStateFor(id, ctx.search, preset, catMappings);
  const q = searchListingQuery(state, preset?.place ?? ctx.location);
  return ctx.cache.fetch(q.key, (signal) => q.load(ctx.api, { signal }));
}

/** `/search/` and `/search/{id}/`: the results' first page. */
export const loadSearch = (ctx: LoadContext) => loadResults(ctx, ctx.params.id);

/** The catch-all `/{id}/` resolved, under its cache key. */
export const resolveQuery = (slug: string) => ({
  key: `resolve:${slug}`,
  load: (api: ApiClient, signal: AbortSignal) => lookup.resolve(api, slug, { signal, expected: [404] }),
});

/** What a resolved catch-all searches: a category, a sub-category or a place. */
export function presetOf(resolved: Awaited<ReturnType<typeof lookup.resolve>>): SearchPreset {
  if (resolved.type === 'category') return { category: resolved.category.slug };
  if (resolved.type === 'sub_category')
    return { category: resolved.category.slug, sub_category: resolved.sub_category.slug };
  const { name, city, state, area, lat, lng } = resolved.place;
  return {
    place: { name, city, state, area: area ?? '' },
    near: lat != null && lng != null ? { lat, lng } : undefined,
  };
}

/** `/{id}/`: what it names, then its results' first page. */
export async function loadResolve(ctx: LoadContext): Promise<unknown> {
  const q = resolveQuery(ctx.params.slug ?? '');
  const answer = await ctx.cache.fetch(q.key, (signal) => q.load(ctx.api, signal));
  if (!answer.data) return answer;
  return loadResults(ctx, undefined, presetOf(answer.data as Awaited<ReturnType<typeof lookup.resolve>>));
}
