import type { Ad } from '../../api/types';

/** An API ad as the kit's AdCard and ListingWidget take it (category names instead of ids). */
export function cardAd(ad: Ad) {
  return {
    id: ad.id,
    title: ad.title,
    price: ad.price,
    category: ad.category_title,
    sub_category: ad.sub_category_title ?? '',
    thumbnail: ad.thumbnail,
    featured: ad.featured,
    created_on: ad.created_on,
    area: ad.area,
    city: ad.city,
    data: ad.data,
  };
}

/** The location part of a GET listing query: city, else state; area narrows it. */
export function locationQuery(location: { city?: string; state?: string; area?: string } | null) {
  if (!location) return {};
  return {
    city: location.city || undefined,
    state: location.city ? undefined : location.state,
    area: location.area || undefined,
  };
}
