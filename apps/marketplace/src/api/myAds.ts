import type { AdBuyer, AdStatus, MyAdCounts } from '@haat/contract';
import { nextPath, type ApiClient, type CallOptions, type PageOptions } from './client';
import type { Ad, Paginated } from './types';

const MINE = '/api/product/';

interface AdBuyers {
  results: AdBuyer[];
}

/** My ads load 100 at a time (spec section 9). */
const MY_ADS_PAGE_SIZE = 100;

/**
 * `GET /api/product/?limit=100&status=…`: my ads in one status, newest first; with `next` (the
 * previous page's link) the page after it.
 */
export function list(client: ApiClient, status: AdStatus, { next, ...opts }: PageOptions = {}): Promise<Paginated<Ad>> {
  if (next) return client.get<Paginated<Ad>>(nextPath(next), undefined, opts);
  return client.get<Paginated<Ad>>(MINE, { limit: MY_ADS_PAGE_SIZE, status }, opts);
}

/** `GET /api/product/counts/`: how many of my ads are in each status, for the tabs. */
export function counts(client: ApiClient, opts: CallOptions = {}): Promise<MyAdCounts> {
  return client.get<MyAdCounts>(`${MINE}counts/`, undefined, opts);
}

/** `POST /api/product/{id}/sold/`: it leaves search and moves to Sold, sold to `buyerId` when named. */
export function markSold(
  client: ApiClient,
  id: number,
  buyerId: number | null = null,
  opts: CallOptions = {},
): Promise<Ad> {
  return client.post<Ad>(`${MINE}${id}/sold/`, buyerId === null ? {} : { buyer_id: buyerId }, opts);
}

/** `GET /api/product/{id}/buyers/`: who chatted with me about it, the accepted offer's buyer first. */
export function buyers(client: ApiClient, id: number, opts: CallOptions = {}): Promise<AdBuyers> {
  return client.get<AdBuyers>(`${MINE}${id}/buyers/`, undefined, opts);
}

/** `POST /api/product/{id}/unsold/`: undo marking it sold, within a minute of it (else a 400). */
export function unmarkSold(client: ApiClient, id: number, opts: CallOptions = {}): Promise<Ad> {
  return client.post<Ad>(`${MINE}${id}/unsold/`, {}, opts);
}

/** `POST /api/product/{id}/renew/`: live for another 30 days. */
export function renew(client: ApiClient, id: number, opts: CallOptions = {}): Promise<Ad> {
  return client.post<Ad>(`${MINE}${id}/renew/`, {}, opts);
}

/** `DELETE /api/product/{id}/`: remove my ad. */
export function remove(client: ApiClient, id: number, opts: CallOptions = {}): Promise<void> {
  return client.del<void>(`${MINE}${id}/`, opts);
}
