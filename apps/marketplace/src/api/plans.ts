import type { ApiClient, CallOptions } from './client';
import type { Paginated, Plan } from './types';

/** `GET /api/plans/`: the featured plans on offer. */
export function list(client: ApiClient, opts: CallOptions = {}): Promise<Paginated<Plan>> {
  return client.get<Paginated<Plan>>('/api/plans/', undefined, opts);
}
