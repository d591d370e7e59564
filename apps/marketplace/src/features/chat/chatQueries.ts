import type { NotificationList } from '@haat/contract';
import type { ApiClient } from '../../api/client';
import { NOTIFICATIONS, UNREAD } from '../../query/accountKeys';

// Counts are background reads: a failure leaves the badge as it was, never a toast or a sign-out.
const expected = [401, 404, 405, 500, 502, 503];

/** The chat API's code loads with the first signed-in page, not with every visitor's home page. */
const chatApi = () => import('../../api/chat');

/** Unread messages over all my chats. */
export const unreadQuery = {
  key: UNREAD,
  load: (api: ApiClient, signal: AbortSignal): Promise<number> =>
    chatApi().then((c) => c.unread(api, { signal, expected })),
};

/** My latest notifications and how many are unread (the bell's count and My Account's panel). */
export const notificationsQuery = {
  key: NOTIFICATIONS,
  load: (api: ApiClient, signal: AbortSignal): Promise<NotificationList> =>
    chatApi().then((c) => c.notifications(api, { signal, expected })),
};
