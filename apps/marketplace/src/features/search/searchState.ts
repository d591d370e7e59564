import type { StoredLocation } from '../../state/storage';

const SORTS = ['-created_on', 'price', '-price'] as const;
type Sort = (typeof SORTS)[number];
const DEFAULT_SORT: Sort = '-created_on';

/** A detail filter of one category (spec section 3's `data` fields), sent as `data.{key}`. */
export interface DetailFilter {
  key: string;
  label: string;
  kind: 'text' | 'number' | 'select';
  options?: readonly string[];
}

const FUELS = ['Petrol', 'Diesel', 'CNG', 'LPG', 'Electric', 'Hybrid'];
const ROOMS = ['1', '2', '3', '4', '5'];

/** Category-specific filters: by sub-category first (houses), then by category. */
const DETAIL_FILTERS: Record<string, DetailFilter[]> = {
  'Mobiles+Tablets': [{ key: 'brand', label: 'Brand', kind: 'text' }],
  'Cars+Bikes': [
    { key: 'brand', label: 'Brand', kind: 'text' },
    { key: 'year_min', label: 'Year from', kind: 'number' },
    { key: 'year_max', label: 'Year to', kind: 'number' },
    { key: 'fuel', label: 'Fuel', kind: 'select', options: FUELS },
    { key: 'transition', label: 'Transmission', kind: 'select', options: ['Manual', 'Automatic'] },
    { key: 'owner', label: 'Owner', kind: 'select', options: ['1st', '2nd', '3rd', '4th+'] },
  ],
  'houses-apartments': [
    { key: 'bedrooms_min', label: 'Bedrooms (at least)', kind: 'select', options: ROOMS },
    { key: 'bathrooms_min', label: 'Bathrooms (at least)', kind: 'select', options: ROOMS },
    { key: 'furnished', label: 'Furnished', kind: 'select', options: ['true', 'false'] },
    {
      key: 'building_type',
      label: 'Type',
      kind: 'select',
      options: ['Apartment', 'Independent House', 'Villa', 'Builder Floor', 'Farm House'],
    },
  ],
  Jobs: [
    {
      key: 'income_type',
      label: 'Pay period',
      kind: 'select',
      options: ['Monthly', 'Yearly', 'Weekly', 'Daily', 'Hourly'],
    },
    { key: 'income_to_min', label: 'Pay up to, at least (₹)', kind: 'number' },
  ],
};

export function detailFiltersFor(category?: string, subCategory?: string): DetailFilter[] {
  return (subCategory && DETAIL_FILTERS[subCategory]) || (category && DETAIL_FILTERS[category]) || [];
}

/** Everything a search is: the URL holds all of it, so back/forward and shared links restore it. */
export interface SearchState {
  category?: string;
  sub_category?: string;
  search?: string;
  min_price?: number;
  max_price?: number;
  sort: Sort;
  /** Detail filters by key (`brand`, `year_min`, ...). */
  data: Record<string, string>;
}

const ALL_DETAIL_KEYS = new Set(Object.values(DETAIL_FILTERS).flatMap((fs) => fs.map((f) => f.key)));

const num = (v: string | null): number | undefined => {
  if (v == null || v.trim() === '' || !/^\d+$/.test(v.trim())) return undefined;
  return Number(v);
};

/** `/search/{category}/?…` → state. `pathCategory` is the `{id}` of the path, if any. */
export function parseSearch(pathCategory: string | undefined, query: string): SearchState {
  const q = new URLSearchParams(query);
  const sort = q.get('sort') as Sort | null;
  const data: Record<string, string> = {};
  for (const key of ALL_DETAIL_KEYS) {
    const v = q.get(key)?.trim();
    if (v) data[key] = v;
  }
  return {
    category: pathCategory || q.get('category') || undefined,
    sub_category: q.get('sub_category') || undefined,
    search: q.get('search')?.trim() || undefined,
    min_price: num(q.get('min_price')),
    max_price: num(q.get('max_price')),
    sort: sort && (SORTS as readonly string[]).includes(sort) ? sort : DEFAULT_SORT,
    data,
  };
}

/**
 * state → its query string (`?…`, or '' when it asks nothing but the default order). Only the
 * detail filters of its category are kept; the category itself only `withCategory`, for a page
 * whose path names something else (a place's own `/{place}/`).
 */
export function searchQuery(state: Partial<SearchState>, { withCategory = false } = {}): string {
  const q = new URLSearchParams();
  if (withCategory && state.category) q.set('category', state.category);
  if (state.sub_category) q.set('sub_category', state.sub_category);
  if (state.search) q.set('search', state.search);
  if (state.min_price != null) q.set('min_price', String(state.min_price));
  if (state.max_price != null) q.set('max_price', String(state.max_price));
  const allowed = new Set(detailFiltersFor(state.category, state.sub_category).map((f) => f.key));
  for (const [k, v] of Object.entries(state.data ?? {})) if (v && allowed.has(k)) q.set(k, v);
  if (state.sort && state.sort !== DEFAULT_SORT) q.set('sort', state.sort);
  const qs = q.toString();
  return qs ? `?${qs}` : '';
}

/** state → the address of its search page. */
export function searchHref(state: SearchState): string {
  return `/search/${state.category ? `${state.category}/` : ''}${searchQuery(state)}`;
}

/**
 * A place's own page, `/{name}/` as the catch-all resolves it ('new-delhi' is New Delhi), showing
 * `state` there: the path names the place, so the category goes into the query.
 */
export function placeHref(name: string, state: Partial<SearchState> = {}): string {
  return `/${name.trim().toLowerCase().replace(/\s+/g, '-')}/${searchQuery(state, { withCategory: true })}`;
}

/** The filter `search.find` posts: filters plus the location (spec section 7). */
export function searchBody(state: SearchState, location: StoredLocation | null) {
  const allowed = new Set(detailFiltersFor(state.category, state.sub_category).map((f) => f.key));
  const data: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(state.data)) {
    if (!v || !allowed.has(k)) continue;
    data[k] = v === 'true' ? true : v === 'false' ? false : /_(min|max)$/.test(k) ? Number(v) : v;
  }
  return {
    category: state.category ?? null,
    sub_category: state.sub_category ?? null,
    search: state.search ?? null,
    min_price: state.min_price ?? null,
    max_price: state.max_price ?? null,
    location: location
      ? { name: location.name, city: location.city ?? null, state: location.state ?? null, area: location.area ?? null }
      : null,
    ...(Object.keys(data).length ? { data } : {}),
  };
}

/**
 * How many filters the search applies, for the phone's "Filters (n)": category, sub-category, the
 * price range (one, whichever ends are set) and each of the category's own filters that applies.
 */
export function activeFilterCount(state: SearchState): number {
  return (
    (state.category ? 1 : 0) +
    (state.sub_category ? 1 : 0) +
    (state.min_price != null || state.max_price != null ? 1 : 0) +
    detailFiltersFor(state.category, state.sub_category).filter((f) => state.data[f.key]).length
  );
}

/**
 * Whether a search asks no more than a category (and its sub-category) of its place: no words,
 * no price and none of the category's own filters.
 */
export function onlyCategoryAsked(state: SearchState): boolean {
  const scope = state.category ? 1 + (state.sub_category ? 1 : 0) : 0;
  return !state.search && activeFilterCount(state) === scope;
}
