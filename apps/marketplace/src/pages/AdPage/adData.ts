import * as ads from '../../api/ads';
import type { ApiClient } from '../../api/client';
import type { LoadContext } from '../../routing/loadContext';

/** One ad's detail under its cache key (a 404 is the page's own "not found"). */
export const adQuery = (id: string) => ({
  key: `ad:${id}/`,
  load: (api: ApiClient, signal: AbortSignal) => ads.get(api, id, { signal, expected: [404] }),
});

/** `/view/{id}/`: the ad (its similar ads load in the browser, below the fold). */
export function loadAd({ api, cache, params }: LoadContext): Promise<unknown> {
  const q = adQuery(params.id ?? '');
  return cache.fetch(q.key, (signal) => q.load(api, signal));
}
