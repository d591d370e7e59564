import { nextPath, type ApiClient, type PageOptions } from './client';
import type { Store, StoreQuery } from './types';

/** `GET /api/store/{userId}/`: a seller's public page and a page of their live ads. */
export function get(
  client: ApiClient,
  userId: string | number,
  query: StoreQuery,
  { next, ...opts }: PageOptions = {},
): Promise<Store> {
  return next
    ? client.get<Store>(nextPath(next), undefined, opts)
    : client.get<Store>(`/api/store/${encodeURIComponent(userId)}/`, query, opts);
}
