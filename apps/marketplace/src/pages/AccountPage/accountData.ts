import type { ApiClient } from '../../api/client';
import * as favorites from '../../api/favorites';
import * as sessionsApi from '../../api/sessions';
import { walletQuery } from '../../features/wallet/walletQuery';
import { ACCOUNT, SAVED } from '../../query/accountKeys';
import type { LoadContext } from '../../routing/loadContext';
import { profileQuery } from '../../state/profileQuery';

/** What My Account shows, each under its cache key. */
export const accountQueries = {
  profile: profileQuery,
  saved: {
    key: `${SAVED}list`,
    load: (api: ApiClient, signal: AbortSignal) => favorites.list(api, { limit: 100 }, { signal }),
  },
  sessions: {
    key: `${ACCOUNT}sessions`,
    load: (api: ApiClient, signal: AbortSignal) => sessionsApi.list(api, { signal }),
  },
};

/**
 * `/my-account/`: the profile, wallet, saved ads and devices, side by side (the notifications are
 * the chat provider's, asked as soon as somebody signs in).
 */
export function loadAccount({ api, cache }: LoadContext): Promise<unknown> {
  return Promise.all(
    [...Object.values(accountQueries), walletQuery].map((q) =>
      cache.fetch<unknown>(q.key, (signal) => q.load(api, signal)),
    ),
  );
}
