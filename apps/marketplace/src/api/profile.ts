import type { ApiClient, CallOptions } from './client';
import type { Profile, ProfileUpdate } from './types';

/** `GET /api/profile/`: the signed-in account. */
export function get(client: ApiClient, opts: CallOptions = {}): Promise<Profile> {
  return client.get<Profile>('/api/profile/', undefined, opts);
}

/** `PUT /api/profile/`: change any of name, password, email; answers the account. */
export function update(client: ApiClient, patch: ProfileUpdate, opts: CallOptions = {}): Promise<Profile> {
  return client.put<Profile>('/api/profile/', patch, opts);
}
