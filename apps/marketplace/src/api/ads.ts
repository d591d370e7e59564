import type { ApiClient, CallOptions } from './client';
import type { Ad, AdInput } from './types';
import type { AdDocumentList, AdReport } from '@haat/contract';

/** `GET /api/products/{id}/`: one public ad. */
export function get(client: ApiClient, id: string | number, opts: CallOptions = {}): Promise<Ad> {
  return client.get<Ad>(`/api/products/${encodeURIComponent(id)}/`, undefined, opts);
}

/** `GET /api/products/{id}/documents/`: an ad's documents (403 unless mine or I have a chat about it). */
export function documents(client: ApiClient, id: number, opts: CallOptions = {}): Promise<AdDocumentList> {
  return client.get<AdDocumentList>(`/api/products/${id}/documents/`, undefined, opts);
}

/** `GET /api/product/{id}/`: one of my ads (403 for someone else's, 404 when missing). */
export function getMine(client: ApiClient, id: string | number, opts: CallOptions = {}): Promise<Ad> {
  return client.get<Ad>(`/api/product/${encodeURIComponent(id)}/`, undefined, opts);
}

/** `POST /api/product/`: post an ad; answers the new ad (201). */
export function create(client: ApiClient, input: AdInput, opts: CallOptions = {}): Promise<Ad> {
  return client.post<Ad>('/api/product/', input, opts);
}

/** `PUT /api/product/{id}/`: edit my ad; the fields sent replace its own. */
export function update(client: ApiClient, id: number, patch: Partial<AdInput>, opts: CallOptions = {}): Promise<Ad> {
  return client.put<Ad>(`/api/product/${id}/`, patch, opts);
}

/** `POST /api/products/{id}/report/`: "Report this ad" (409 once already reported and open; 429 past 20 a day). */
export function report(
  client: ApiClient,
  id: number,
  body: AdReport,
  opts: CallOptions = {},
): Promise<{ id: number; detail: string }> {
  return client.post<{ id: number; detail: string }>(`/api/products/${id}/report/`, body, opts);
}
