import type { ApiClient } from '../../api/client';
import * as bannersApi from '../../api/banners';
import { MY_BANNERS } from '../../query/accountKeys';
import type { LoadContext } from '../../routing/loadContext';

/** My banners, newest first (a server failure is the page's to show). */
export const myBannersQuery = {
  key: MY_BANNERS,
  load: (api: ApiClient, signal: AbortSignal) => bannersApi.mine(api, { signal, expected: [500, 502, 503] }),
};

/** `/my-banners/`: my banners. */
export function loadMyBanners({ api, cache }: LoadContext): Promise<unknown> {
  return cache.fetch(myBannersQuery.key, (signal) => myBannersQuery.load(api, signal));
}
