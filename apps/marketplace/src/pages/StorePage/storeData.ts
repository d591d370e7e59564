import type { ApiClient, PageOptions } from '../../api/client';
import * as store from '../../api/store';
import type { LoadContext } from '../../routing/loadContext';

/** A seller's store: its first page of ads and the seller, under its cache key. */
export const storeQuery = (id: string) => ({
  key: `store:${id}`,
  load: (api: ApiClient, opts: PageOptions) => store.get(api, id, { limit: 12 }, opts),
});

/** `/store/{id}/`: the store's first page. */
export function loadStore({ api, cache, params }: LoadContext): Promise<unknown> {
  const q = storeQuery(params.id ?? '');
  return cache.fetch(q.key, (signal) => q.load(api, { signal }));
}
