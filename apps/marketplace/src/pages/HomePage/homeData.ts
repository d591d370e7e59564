import type { ApiClient, PageOptions } from '../../api/client';
import * as banners from '../../api/banners';
import * as search from '../../api/search';
import { locationQuery } from '../../features/ads/cardAd';
import type { LoadContext } from '../../routing/loadContext';

type Where = ReturnType<typeof locationQuery>;

/** What the home page shows at first paint, each under its cache key: one place for the loader and the page. */
export const homeQueries = {
  latest: (where: Where) => ({
    key: `home:latest:${JSON.stringify(where)}`,
    load: (api: ApiClient, opts: PageOptions) =>
      search.list(api, { sort: '-created_on', limit: 12, exclude_featured: true, ...where }, opts),
  }),
  featured: (where: Where) => ({
    key: `home:featured:${JSON.stringify(where)}`,
    load: (api: ApiClient, opts: PageOptions) => search.list(api, { featured: true, limit: 10, ...where }, opts),
  }),
  /** Customers' banners aimed at the visitor's city come first. */
  banners: (city: string) => ({
    key: `home:banners:${city}`,
    load: (api: ApiClient, signal: AbortSignal) =>
      banners.pool(api, { pool_type: 'banners', sort: '-created_on', limit: 2, city }, { signal }),
  }),
  words: {
    key: 'search-words:',
    load: (api: ApiClient, signal: AbortSignal) => search.words(api, '', { signal }),
  },
};

/** `/`: the two listings, the banners and the popular searches, side by side. */
export function loadHome({ api, cache, location }: LoadContext): Promise<unknown> {
  const where = locationQuery(location);
  const latest = homeQueries.latest(where);
  const featured = homeQueries.featured(where);
  const pool = homeQueries.banners(location?.city ?? '');
  return Promise.all([
    cache.fetch(latest.key, (signal) => latest.load(api, { signal })),
    cache.fetch(featured.key, (signal) => featured.load(api, { signal })),
    cache.fetch(pool.key, (signal) => pool.load(api, signal)),
    cache.fetch(homeQueries.words.key, (signal) => homeQueries.words.load(api, signal)),
  ]);
}
