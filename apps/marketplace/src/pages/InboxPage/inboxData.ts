import type { ApiClient } from '../../api/client';
import * as chatApi from '../../api/chat';
import { INBOX } from '../../query/accountKeys';
import type { LoadContext } from '../../routing/loadContext';

export type InboxRole = 'all' | 'buying' | 'selling';

/** My chats in one role, newest activity first (a server failure is the page's to show, not a toast). */
export const inboxQuery = (role: InboxRole) => ({
  key: `${INBOX}${role}`,
  load: (api: ApiClient, signal: AbortSignal) =>
    chatApi.list(api, role === 'all' ? undefined : role, { signal, expected: [500, 502, 503] }),
});

/** `/inbox/`: all my chats. */
export function loadInbox({ api, cache }: LoadContext): Promise<unknown> {
  const q = inboxQuery('all');
  return cache.fetch(q.key, (signal) => q.load(api, signal));
}
