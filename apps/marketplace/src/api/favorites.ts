import { nextPath, type ApiClient, type CallOptions, type PageOptions } from './client';
import type { FavoriteQuery, FavoriteSaved, Paginated, SavedAd } from './types';

const FAVORITES = '/api/favorite/';

/** `GET /api/favorite/`: the signed-in customer's saved ads, most recently saved first. */
export function list(
  client: ApiClient,
  query: FavoriteQuery,
  { next, ...opts }: PageOptions = {},
): Promise<Paginated<SavedAd>> {
  return client.get<Paginated<SavedAd>>(next ? nextPath(next) : FAVORITES, next ? undefined : query, opts);
}

/** `POST /api/favorite/`: save an ad (saving it again changes nothing). */
export function add(client: ApiClient, adId: number, opts: CallOptions = {}): Promise<FavoriteSaved> {
  return client.post<FavoriteSaved>(FAVORITES, { product: adId }, opts);
}

/** `DELETE /api/favorite/{adId}/`: unsave an ad. */
export function remove(client: ApiClient, adId: number, opts: CallOptions = {}): Promise<void> {
  return client.del<void>(`${FAVORITES}${encodeURIComponent(adId)}/`, opts);
}
