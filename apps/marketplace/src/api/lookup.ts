import type { ApiClient, CallOptions } from './client';
import type { Brand, BrandType, Category, CityWithAds, NearestPlace, Place, Resolved } from './types';

/** `GET /api/lookup/cats/`: categories with their sub-categories (`cat_list`), in menu order. */
export function cats(client: ApiClient, opts: CallOptions = {}): Promise<Category[]> {
  return client.get<Category[]>('/api/lookup/cats/', undefined, opts);
}

/** `GET /api/lookup/popular-cities/`: the location modal's first choices. */
export function popularCities(client: ApiClient, opts: CallOptions = {}): Promise<Place[]> {
  return client.get<Place[]>('/api/lookup/popular-cities/', undefined, opts);
}

/** `GET /api/lookup/places/?search=`: cities and localities by name or pincode. */
export function places(client: ApiClient, search: string, opts: CallOptions = {}): Promise<Place[]> {
  return client.get<Place[]>('/api/lookup/places/', { search }, opts);
}

/** `GET /api/lookup/nearest/?lat=&lng=`: the city nearest a point; 404 when none is near. */
export function nearest(
  client: ApiClient,
  point: { lat: number; lng: number },
  opts: CallOptions = {},
): Promise<NearestPlace> {
  return client.get<NearestPlace>('/api/lookup/nearest/', point, opts);
}

/** `GET /api/lookup/resolve/{slug}/`: what the catch-all `/{slug}/` names; 404 when nothing. */
export function resolve(client: ApiClient, slug: string, opts: CallOptions = {}): Promise<Resolved> {
  return client.get<Resolved>(`/api/lookup/resolve/${encodeURIComponent(slug)}/`, undefined, opts);
}

/** `GET /api/lookup/brands/?type=`: the brand list of one kind (cars, bikes, phones …). */
export function brands(client: ApiClient, type: BrandType, opts: CallOptions = {}): Promise<Brand[]> {
  return client.get<Brand[]>('/api/lookup/brands/', { type }, opts);
}

/**
 * `GET /api/lookup/cities-with-ads/`: where to look when a place has no ads (of a category and
 * sub-category, when given): cities with such live ads nearest its point, else those of its state
 * first.
 */
export function citiesWithAds(
  client: ApiClient,
  near: {
    lat?: number;
    lng?: number;
    state?: string;
    limit?: number;
    category?: string;
    sub_category?: string;
  },
  opts: CallOptions = {},
): Promise<CityWithAds[]> {
  return client.get<CityWithAds[]>('/api/lookup/cities-with-ads/', near, opts);
}
