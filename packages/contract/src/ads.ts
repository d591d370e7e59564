import { z } from 'zod';

/** Prices are whole rupees, 0 to ₹10,00,00,000 (ten crore). */
export const MAX_PRICE = 100_000_000;
export const MAX_IMAGES = 12;
/** Ads expire this long after posting or renewing. */
export const AD_LIFETIME_DAYS = 30;
export const AD_STATUSES = ['active', 'sold', 'expired', 'removed'] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

export const FUELS = ['Petrol', 'Diesel', 'CNG', 'LPG', 'Electric', 'Hybrid'] as const;
export const TRANSITIONS = ['Manual', 'Automatic'] as const;
export const VEHICLE_OWNERS = ['1st', '2nd', '3rd', '4th+'] as const;
export const INCOME_TYPES = ['Monthly', 'Yearly', 'Weekly', 'Daily', 'Hourly'] as const;
export const BUILDING_TYPES = ['Apartment', 'Independent House', 'Villa', 'Builder Floor', 'Farm House'] as const;
export const BUILDING_STATUSES = ['Ready to Move', 'Under Construction', 'New Launch'] as const;
export const PROPERTY_OWNERS = ['Owner', 'Dealer', 'Builder'] as const;

const shortText = (max = 60) => z.string().trim().min(1).max(max);
const wholeNumber = (min: number, max: number) => z.number().int().min(min).max(max);

/** Category keys (the spec's slugs) whose details have a fixed shape. */
export const DETAIL_CATEGORIES = ['Jobs', 'Mobiles+Tablets', 'Cars+Bikes'] as const;
/** The sub-categories with house details (under Properties): for sale, and `houses-apartments-for-rent`. */
export const HOUSES_SUB_CATEGORY = 'houses-apartments';

export const JobsDataSchema = z.strictObject({
  income_to: wholeNumber(0, MAX_PRICE).default(0),
  income_type: z.enum(INCOME_TYPES).optional(),
});

export const MobilesDataSchema = z.strictObject({ brand: shortText().optional() });

/** Cars and bikes; `year` runs from 1950 to next year (model years run ahead of the calendar). */
export function vehicleDataSchema(now: Date) {
  return z.strictObject({
    brand: shortText().optional(),
    year: wholeNumber(1950, now.getUTCFullYear() + 1).optional(),
    mileage: wholeNumber(0, 2_000_000).optional(),
    fuel: z.enum(FUELS).optional(),
    transition: z.enum(TRANSITIONS).optional(),
    owner: z.enum(VEHICLE_OWNERS).optional(),
  });
}

export const HousesDataSchema = z.strictObject({
  building_type: z.enum(BUILDING_TYPES).optional(),
  bedrooms: wholeNumber(0, 50).default(1),
  bathrooms: wholeNumber(0, 50).default(1),
  furnished: z.boolean().default(false),
  building_status: z.enum(BUILDING_STATUSES).optional(),
  owner: z.enum(PROPERTY_OWNERS).optional(),
  /** Built-up area in square feet. */
  area: wholeNumber(1, 10_000_000).optional(),
});

/** Other categories: a few short free-form details (not specified further). */
export const OtherDataSchema = z
  .record(
    z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'Use lower-case letters, digits and _'),
    z.union([z.string().max(200), z.number(), z.boolean()]),
  )
  .refine((r) => Object.keys(r).length <= 20, 'At most 20 details.');

/**
 * The `data` schema of an ad in category `category` (slug) and sub-category `subCategory` (slug).
 * Defaults (bedrooms/bathrooms 1, furnished false, income_to 0) are filled in by parsing.
 */
export function adDataSchema(category: string, subCategory: string | null, now: Date): z.ZodType<AdData> {
  if (subCategory?.startsWith(HOUSES_SUB_CATEGORY)) return HousesDataSchema;
  switch (category) {
    case 'Jobs':
      return JobsDataSchema;
    case 'Mobiles+Tablets':
      return MobilesDataSchema;
    case 'Cars+Bikes':
      return vehicleDataSchema(now);
    default:
      return OtherDataSchema;
  }
}
export type AdData = Record<string, string | number | boolean | undefined>;

/** An image as sent by the client: an upload `path` (or a full URL). */
export const ImageInputSchema = z.string().trim().min(1).max(500);

/**
 * Create or replace an ad. `category`/`sub_category` are an id or a slug. Location is where the
 * item is; `lat`/`lng` are optional and enable distance search.
 */
export const AdInputSchema = z.object({
  title: z.string().trim().min(3, 'Title must be at least 3 characters').max(120),
  description: z.string().trim().max(5000).default(''),
  price: z
    .number({ error: 'Price must be a whole number of rupees' })
    .int('Price must be a whole number of rupees')
    .min(0)
    .max(MAX_PRICE, 'Price can be at most ₹10,00,00,000'),
  category: z.union([z.number().int().positive(), z.string().trim().min(1).max(60)]),
  sub_category: z.union([z.number().int().positive(), z.string().trim().min(1).max(60)]).nullish(),
  images: z.array(ImageInputSchema).max(MAX_IMAGES, `At most ${MAX_IMAGES} images`).default([]),
  city: z.string().trim().min(1, 'City is required').max(80),
  state: z.string().trim().max(80).default(''),
  area: z.string().trim().max(120).default(''),
  lat: z.number().min(-90).max(90).nullish(),
  lng: z.number().min(-180).max(180).nullish(),
  data: z.record(z.string(), z.unknown()).default({}),
});
export type AdInput = z.input<typeof AdInputSchema>;

/** One image of an ad: the re-encoded original and its WebP thumbnails (card 320w, detail 960w). */
export interface AdImage {
  url: string;
  card: string;
  detail: string;
}

/** An ad as the API answers it (list items and detail alike). */
export interface Ad {
  id: number;
  title: string;
  description: string;
  price: number;
  category: number;
  category_slug: string;
  category_title: string;
  sub_category: number | null;
  sub_category_slug: string | null;
  sub_category_title: string | null;
  images: AdImage[];
  /** The card thumbnail (first image, 320w), or null for the no-image placeholder. */
  thumbnail: string | null;
  featured: boolean;
  featured_until: string | null;
  status: AdStatus;
  created_on: string;
  updated_on: string;
  expires_at: string;
  city: string;
  state: string;
  area: string;
  lat: number | null;
  lng: number | null;
  views: number;
  owner: { id: number; name: string; member_since: string };
  data: AdData;
  /** Present on distance searches: kilometres from the searched point. */
  distance_km?: number;
}

export const SORTS = ['-created_on', 'price', '-price'] as const;
export type Sort = (typeof SORTS)[number];

/** Filters of `/api/search-product/`, as a POST body (or flattened into GET query parameters). */
export const SearchFilterSchema = z.object({
  category: z.union([z.number().int().positive(), z.string().trim().max(60)]).nullish(),
  sub_category: z.union([z.number().int().positive(), z.string().trim().max(60)]).nullish(),
  location: z
    .object({
      name: z.string().max(120).nullish(),
      city: z.string().trim().max(80).nullish(),
      state: z.string().trim().max(80).nullish(),
      area: z.string().trim().max(120).nullish(),
      lat: z.coerce.number().min(-90).max(90).nullish(),
      lng: z.coerce.number().min(-180).max(180).nullish(),
      radius_km: z.coerce.number().positive().max(500).nullish(),
    })
    .nullish(),
  search: z.string().trim().max(100).nullish(),
  min_price: z.coerce.number().int().min(0).max(MAX_PRICE).nullish(),
  max_price: z.coerce.number().int().min(0).max(MAX_PRICE).nullish(),
  featured: z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).nullish(),
  owner: z.coerce.number().int().positive().nullish(),
  /** Detail filters: equality (`brand`, `fuel`, …), `*_min`/`*_max` ranges (`year_min`, `price` …). */
  data: z
    .record(
      z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'Unknown detail filter'),
      z.union([
        z.string().max(60),
        z.number(),
        z.boolean(),
        z.array(z.union([z.string().max(60), z.number()])).max(20),
      ]),
    )
    .nullish(),
});
export type SearchFilter = z.input<typeof SearchFilterSchema>;

/** `POST /api/any-request/ {search, action: "SEARCH_WORD"}` */
export const AnyRequestSchema = z.object({
  action: z.literal('SEARCH_WORD', { error: 'Unknown action' }),
  search: z.string().trim().max(100).default(''),
});
/** A suggestion: `label` to show, `search` to put into the search box, `category` slug or null. */
export interface SearchWord {
  label: string;
  search: string;
  category: string | null;
}

/** `GET /api/lookup/resolve/{slug}/` */
export type Resolved =
  | { type: 'category'; category: { id: number; slug: string; title: string } }
  | {
      type: 'sub_category';
      category: { id: number; slug: string; title: string };
      sub_category: { id: number; slug: string; title: string };
    }
  | { type: 'place'; place: { name: string; city: string; state: string; lat: number | null; lng: number | null } };

/**
 * `GET` / `POST /api/search-product/`. `count` is exact up to the server's cap (1,000 by default);
 * past it `count_capped` is true and `count` is the cap: show it as "1,000+".
 */
export interface SearchResults {
  count: number;
  count_capped: boolean;
  next: string | null;
  previous: string | null;
  results: Ad[];
}

/** `GET /api/store/{userId}/`: the seller's public page. */
export interface Store {
  seller: { id: number; name: string; member_since: string };
  count: number;
  next: string | null;
  previous: string | null;
  results: Ad[];
}
