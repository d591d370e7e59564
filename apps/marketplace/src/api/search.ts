import { nextPath, type ApiClient, type CallOptions, type PageOptions } from './client';
import type { SearchFilter, SearchPageQuery, SearchQuery, SearchResults, SearchWord } from './types';

const SEARCH = '/api/search-product/';

/** `GET /api/search-product/`: ads matching a filter given as query parameters (the home lists). */
export function list(
  client: ApiClient,
  query: SearchQuery,
  { next, ...opts }: PageOptions = {},
): Promise<SearchResults> {
  return client.get<SearchResults>(next ? nextPath(next) : SEARCH, next ? undefined : query, opts);
}

/** `POST /api/search-product/`: ads matching the filter in the body; the next page is posted the same body. */
export function find(
  client: ApiClient,
  filter: SearchFilter,
  query: SearchPageQuery,
  { next, ...opts }: PageOptions = {},
): Promise<SearchResults> {
  return client.post<SearchResults>(next ? nextPath(next) : SEARCH, filter, {
    ...opts,
    query: next ? undefined : query,
  });
}

/** `POST /api/any-request/`: search suggestions for what is typed (popular searches for `''`). */
export function words(client: ApiClient, search: string, opts: CallOptions = {}): Promise<SearchWord[]> {
  return client.post<SearchWord[]>('/api/any-request/', { search, action: 'SEARCH_WORD' }, opts);
}
