import type { ApiClient, CallOptions } from './client';
import type { SessionList } from './types';

const SESSIONS = '/api/sessions/';

/** `GET /api/sessions/`: my signed-in devices, most recently used first (`current` is this one). */
export function list(client: ApiClient, opts: CallOptions = {}): Promise<SessionList> {
  return client.get<SessionList>(SESSIONS, undefined, opts);
}

/** `DELETE /api/sessions/{id}/`: sign one device out; its open tabs close their live connection. */
export function end(client: ApiClient, id: number, opts: CallOptions = {}): Promise<void> {
  return client.del<void>(`${SESSIONS}${encodeURIComponent(id)}/`, opts);
}
