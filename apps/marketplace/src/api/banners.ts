import type { ApiClient, CallOptions } from './client';
import type { BannerInput, BannerPricing, MyBanner } from '@haat/contract';
import type { BannerPool, BannerPoolQuery, Paginated } from './types';

/** `GET /api/banner-pool/`: the active banners of a pool, each with its images and links. */
export function pool(client: ApiClient, query: BannerPoolQuery, opts: CallOptions = {}): Promise<BannerPool> {
  return client.get<BannerPool>('/api/banner-pool/', query, opts);
}

const MINE = '/api/banner/';

/** `GET /api/banner/pricing/`: the price per day and the limits of a banner. */
export function pricing(client: ApiClient, opts: CallOptions = {}): Promise<BannerPricing> {
  return client.get<BannerPricing>(`${MINE}pricing/`, undefined, opts);
}

/** `GET /api/banner/`: my banners, newest first. */
export function mine(client: ApiClient, opts: CallOptions = {}): Promise<Paginated<MyBanner>> {
  return client.get<Paginated<MyBanner>>(MINE, undefined, opts);
}

/** `POST /api/banner/`: a new banner, waiting for review. */
export function create(client: ApiClient, input: BannerInput, opts: CallOptions = {}): Promise<MyBanner> {
  return client.post<MyBanner>(MINE, input, opts);
}

/** `PUT /api/banner/{id}/`: edited, it goes back to review. */
export function update(client: ApiClient, id: number, input: BannerInput, opts: CallOptions = {}): Promise<MyBanner> {
  return client.put<MyBanner>(`${MINE}${id}/`, input, opts);
}

/** `POST /api/banner/{id}/stop/`: off the site from today; the days after today are refunded. */
export function stop(client: ApiClient, id: number, opts: CallOptions = {}): Promise<MyBanner> {
  return client.post<MyBanner>(`${MINE}${id}/stop/`, {}, opts);
}

/** `DELETE /api/banner/{id}/`. */
export function remove(client: ApiClient, id: number, opts: CallOptions = {}): Promise<void> {
  return client.del<void>(`${MINE}${id}/`, opts);
}
