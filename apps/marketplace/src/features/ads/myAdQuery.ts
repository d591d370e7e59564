import type { ApiClient } from '../../api/client';
import * as ads from '../../api/ads';
import { ACCOUNT } from '../../query/accountKeys';

/**
 * One of my ads as its owner sees it (the edit form, making it featured); someone else's, or none,
 * answers 403 or 404, and a server failure is the screen's to show.
 */
export const myAdQuery = (id: string) => ({
  key: `${ACCOUNT}ad:${id}/`,
  load: (api: ApiClient, signal: AbortSignal) => ads.getMine(api, id, { signal, expected: [403, 404, 500, 502, 503] }),
});
