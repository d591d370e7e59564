import * as banners from '../../api/banners';
import type { ApiClient } from '../../api/client';
import * as plans from '../../api/plans';
import type { LoadContext } from '../../routing/loadContext';

/** What `/pricing/` lists: the featuring plans and the banner prices, under their cache keys. */
export const pricingQueries = {
  plans: { key: 'plans', load: (api: ApiClient, signal: AbortSignal) => plans.list(api, { signal }) },
  banners: { key: 'banner-pricing', load: (api: ApiClient, signal: AbortSignal) => banners.pricing(api, { signal }) },
};

/** `/pricing/`: both lists, side by side. */
export function loadPricing({ api, cache }: LoadContext): Promise<unknown> {
  return Promise.all(
    Object.values(pricingQueries).map((q) => cache.fetch<unknown>(q.key, (signal) => q.load(api, signal))),
  );
}
