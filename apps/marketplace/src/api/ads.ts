import type { ApiClient, CallOptions } from './client';
import type { Ad } from './types';

/** `GET /api/products/{id}/`: one public ad. */
export function get(client: ApiClient, id: string | number, opts: CallOptions = {}): Promise<Ad> {
  return client.get<Ad>(`/api/products/${encodeURIComponent(id)}/`, undefined, opts);
}
