import type { ApiClient } from '../../api/client';
import * as bannersApi from '../../api/banners';
import { walletQuery } from '../../features/wallet/walletQuery';
import type { LoadContext } from '../../routing/loadContext';
import { myBannersQuery } from '../MyBannersPage/myBannersData';

/** What a banner costs per day and city. */
export const bannerPricingQuery = {
  key: 'banner-pricing',
  load: (api: ApiClient, signal: AbortSignal) => bannersApi.pricing(api, { signal, expected: [500, 502, 503] }),
};

/** `/banner/` (and `?id=` to edit one of mine): the prices, my wallet and, to edit, my banners. */
export function loadBanner({ api, cache, search }: LoadContext): Promise<unknown> {
  const editing = new URLSearchParams(search).has('id');
  const queries = editing ? [bannerPricingQuery, walletQuery, myBannersQuery] : [bannerPricingQuery, walletQuery];
  return Promise.all(queries.map((q) => cache.fetch<unknown>(q.key, (signal) => q.load(api, signal))));
}
