import type { ApiClient } from '../api/client';
import type { QueryCache } from '../query/queryCache';
import type { StoredLocation } from '../state/storage';

/** What a route's loader is given: the API, the cache to fill, and where the visitor is. */
export interface LoadContext {
  api: ApiClient;
  cache: QueryCache;
  /** The route's named parameters (`/view/:id/` → `{ id }`). */
  params: Record<string, string | undefined>;
  /** The query string without `?`. */
  search: string;
  /** The visitor's chosen location, null for all of India. */
  location: StoredLocation | null;
}

/** A route's loader: fills the cache with what the page shows at first paint. Never rejects for an API error. */
export type Loader = (ctx: LoadContext) => Promise<unknown>;
