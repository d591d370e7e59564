import type { ApiClient } from '../../api/client';
import * as ads from '../../api/ads';
import { ACCOUNT } from '../../query/accountKeys';
import type { LoadContext } from '../../routing/loadContext';

/** One of my ads as its edit form starts (someone else's, or none, is the page's "not found"). */
export const mineQuery = (id: string) => ({
  key: `${ACCOUNT}ad:${id}/`,
  load: (api: ApiClient, signal: AbortSignal) => ads.getMine(api, id, { signal, expected: [403, 404] }),
});

/** `/my-listing/{id}/`: the ad being edited (a new ad's form needs only the categories). */
export function loadPostAd({ api, cache, params }: LoadContext): Promise<unknown> {
  if (!params.id) return Promise.resolve();
  const q = mineQuery(params.id);
  return cache.fetch(q.key, (signal) => q.load(api, signal));
}
