import type { ApiClient } from '../../api/client';
import * as plansApi from '../../api/plans';
import { myAdQuery } from '../../features/ads/myAdQuery';
import { walletQuery } from '../../features/wallet/walletQuery';
import type { LoadContext } from '../../routing/loadContext';

/** The featured plans on sale. */
export const plansQuery = {
  key: 'featured-plans',
  load: (api: ApiClient, signal: AbortSignal) => plansApi.list(api, { signal, expected: [500, 502, 503] }),
};

/** `/make-featured/{id}/`: the ad, the plans and my wallet, side by side. */
export function loadMakeFeatured({ api, cache, params }: LoadContext): Promise<unknown> {
  const ad = myAdQuery(params.id ?? '');
  return Promise.all(
    [ad, plansQuery, walletQuery].map((q) => cache.fetch<unknown>(q.key, (signal) => q.load(api, signal))),
  );
}
