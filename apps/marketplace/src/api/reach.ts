import type { ApiClient, CallOptions } from './client';
import type {
  NotificationSettings,
  NotificationSettingsInput,
  PushSubscriptionInput,
  SavedSearch,
  SavedSearchInput,
  SavedSearchList,
  VapidKey,
} from './types';

const SUBSCRIPTIONS = '/api/push/subscriptions/';
const SETTINGS = '/api/notification-settings/';
const SAVED = '/api/saved-searches/';

/** `GET /api/push/vapid-key/`: the server's key, for `pushManager.subscribe`. */
export function vapidKey(client: ApiClient, opts: CallOptions = {}): Promise<VapidKey> {
  return client.get<VapidKey>('/api/push/vapid-key/', undefined, opts);
}

/** `POST /api/push/subscriptions/`: pushes to this browser for the signed-in account. */
export function subscribe(client: ApiClient, sub: PushSubscriptionInput, opts: CallOptions = {}) {
  return client.post<{ devices: number }>(SUBSCRIPTIONS, sub, opts);
}

/** `DELETE /api/push/subscriptions/`: no more pushes to this browser. */
export function unsubscribe(client: ApiClient, endpoint: string, opts: CallOptions = {}) {
  return client.request<{ devices: number }>(SUBSCRIPTIONS, { ...opts, method: 'DELETE', body: { endpoint } });
}

/** `GET /api/notification-settings/`. */
export function settings(client: ApiClient, opts: CallOptions = {}): Promise<NotificationSettings> {
  return client.get<NotificationSettings>(SETTINGS, undefined, opts);
}

/** `PUT /api/notification-settings/`: any part; the answer is the whole. */
export function updateSettings(
  client: ApiClient,
  change: NotificationSettingsInput,
  opts: CallOptions = {},
): Promise<NotificationSettings> {
  return client.put<NotificationSettings>(SETTINGS, change, opts);
}

/** `GET /api/saved-searches/`: mine, newest first, with their new-ad counts. */
export function savedSearches(client: ApiClient, opts: CallOptions = {}): Promise<SavedSearchList> {
  return client.get<SavedSearchList>(SAVED, undefined, opts);
}

/** `POST /api/saved-searches/` (at most 20). */
export function saveSearch(client: ApiClient, search: SavedSearchInput, opts: CallOptions = {}): Promise<SavedSearch> {
  return client.post<SavedSearch>(SAVED, search, opts);
}

/** `DELETE /api/saved-searches/{id}/`. */
export function deleteSavedSearch(client: ApiClient, id: number, opts: CallOptions = {}): Promise<void> {
  return client.del<void>(`${SAVED}${id}/`, opts);
}

/** `POST /api/saved-searches/{id}/seen/`: opened, its new ads seen. */
export function savedSearchSeen(client: ApiClient, id: number, opts: CallOptions = {}): Promise<SavedSearch> {
  return client.post<SavedSearch>(`${SAVED}${id}/seen/`, {}, opts);
}
