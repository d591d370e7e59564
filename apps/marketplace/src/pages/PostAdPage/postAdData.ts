import { myAdQuery } from '../../features/ads/myAdQuery';
import type { LoadContext } from '../../routing/loadContext';

/** `/my-listing/{id}/`: the ad being edited (a new ad's form needs only the categories). */
export function loadPostAd({ api, cache, params }: LoadContext): Promise<unknown> {
  if (!params.id) return Promise.resolve();
  const q = myAdQuery(params.id);
  return cache.fetch(q.key, (signal) => q.load(api, signal));
}
