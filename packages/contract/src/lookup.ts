import { z } from 'zod';

/** `GET /api/lookup/cats/`: categories with their sub-categories (`cat_list`), in menu order. */
export const SubCategorySchema = z.object({ id: z.number().int(), title: z.string(), slug: z.string() });
export const CategorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  cat_list: z.array(SubCategorySchema),
});
export type SubCategory = z.infer<typeof SubCategorySchema>;
export type Category = z.infer<typeof CategorySchema>;

/** A city of the reference list; names repeat across states, so `state` is part of its identity. */
export const CitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  state: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type City = z.infer<typeof CitySchema>;

/**
 * A place for the location modal, in the spec's Location shape (name, state, city, area, lat/lng):
 * a city (`area` empty) or a neighbourhood of a city (`name` and `area` = the neighbourhood, as
 * people call it: 'Powai', not the post office 'Powai Iit'; with a pincode of it).
 */
export const PlaceSchema = z.object({
  type: z.enum(['city', 'locality']),
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  area: z.string(),
  state: z.string(),
  pincode: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type Place = z.infer<typeof PlaceSchema>;
/**
 * `GET /api/lookup/nearest/`: the spec's geolocation address of a point: its neighbourhood
 * (`area`), the post office there (`subarea`, '' when named as the neighbourhood), city, district,
 * state, pincode and country, or the nearest city alone (`area`, `subarea` '', `pincode` null)
 * when no neighbourhood with a known point is near. `distance_km` is from the place answered.
 */
export const NearestPlaceSchema = PlaceSchema.extend({
  distance_km: z.number(),
  subarea: z.string(),
  district: z.string(),
  country: z.string(),
});
export type NearestPlace = z.infer<typeof NearestPlaceSchema>;

export const SEARCH_MAX_LENGTH = 100;
export const PLACES_LIMIT = 10;

/** `?search=` of the cities and places lookups. */
export const PlaceSearchQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, `Ensure this value has at most ${SEARCH_MAX_LENGTH} characters`)
    .default(''),
});

/** `GET /api/lookup/nearest/?lat=&lng=` (India's bounding box, with a margin). */
export const NearestQuerySchema = z.object({
  lat: z.coerce
    .number({ error: 'Enter a valid latitude' })
    .min(-90, 'Enter a valid latitude')
    .max(90, 'Enter a valid latitude'),
  lng: z.coerce
    .number({ error: 'Enter a valid longitude' })
    .min(-180, 'Enter a valid longitude')
    .max(180, 'Enter a valid longitude'),
});

export const BRAND_TYPES = ['phones', 'tablets', 'watches', 'cars', 'bikes', 'scooters'] as const;
export type BrandType = (typeof BRAND_TYPES)[number];
export const BrandQuerySchema = z.object({
  type: z.enum(BRAND_TYPES, { error: `Choose one of: ${BRAND_TYPES.join(', ')}` }),
});
export const BrandSchema = z.object({ id: z.number().int(), name: z.string(), type: z.enum(BRAND_TYPES) });
export type Brand = z.infer<typeof BrandSchema>;

/**
 * `?lat=&lng=&state=&limit=&category=&sub_category=` of `GET /api/lookup/cities-with-ads/`: where
 * a place is and, optionally, which ads count (a category and sub-category named as search names
 * them: key, title or id).
 */
export const CitiesWithAdsQuerySchema = z.object({
  lat: z.coerce
    .number({ error: 'Enter a valid latitude' })
    .min(-90, 'Enter a valid latitude')
    .max(90, 'Enter a valid latitude')
    .optional(),
  lng: z.coerce
    .number({ error: 'Enter a valid longitude' })
    .min(-180, 'Enter a valid longitude')
    .max(180, 'Enter a valid longitude')
    .optional(),
  state: z.string().trim().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(12).default(6),
  category: z.string().trim().max(60).optional(),
  sub_category: z.string().trim().max(60).optional(),
});
/**
 * A city with live ads, near a place that has none: `distance_km` from the point asked (null
 * when only a state was given); `count` of live ads (of the category asked, if any), at most 1,000.
 */
export const CityWithAdsSchema = z.object({
  city: z.string(),
  state: z.string(),
  count: z.number().int(),
  distance_km: z.number().nullable(),
});
export type CityWithAds = z.infer<typeof CityWithAdsSchema>;
