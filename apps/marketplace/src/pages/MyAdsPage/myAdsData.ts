import type { AdStatus } from '@haat/contract';
import type { ApiClient } from '../../api/client';
import * as myAds from '../../api/myAds';
import { MY_ADS } from '../../query/accountKeys';
import type { LoadContext } from '../../routing/loadContext';

/** My ads' tab counts and one status's list, each under its cache key. */
export const myAdsQueries = {
  counts: {
    key: `${MY_ADS}counts`,
    load: (api: ApiClient, signal: AbortSignal) => myAds.counts(api, { signal }),
  },
  list: (status: AdStatus) => ({
    key: `${MY_ADS}list:${status}`,
    load: (api: ApiClient, signal: AbortSignal) => myAds.list(api, status, { signal }),
  }),
};

/** `/my-ads/`: the counts and the active ads, side by side. */
export function loadMyAds({ api, cache }: LoadContext): Promise<unknown> {
  const list = myAdsQueries.list('active');
  return Promise.all([
    cache.fetch(myAdsQueries.counts.key, (signal) => myAdsQueries.counts.load(api, signal)),
    cache.fetch(list.key, (signal) => list.load(api, signal)),
  ]);
}
