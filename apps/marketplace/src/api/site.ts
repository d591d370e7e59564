import type { ApiClient, CallOptions } from './client';
import type { Site } from './types';

/** `GET /api/site/`: the operator's details (support, app links, grievance officer); `null` when unset. */
export function get(client: ApiClient, opts: CallOptions = {}): Promise<Site> {
  return client.get<Site>('/api/site/', undefined, opts);
}
