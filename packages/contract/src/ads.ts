import { z } from 'zod';
import { PageQuerySchema, paginated, type PageRequest } from './common';
import { RatingSummarySchema } from './ratings';

/** Prices are whole rupees, 0 to ₹10,00,00,000 (ten crore). */
export const MAX_PRICE = 100_000_000;
export const MAX_IMAGES = 12;
/** The most documents (floor plan, job description) one ad carries. */
export const MAX_AD_DOCUMENTS = 5;
/** The categories whose ads may carry documents. */
export const DOCUMENT_CATEGORIES = ['Properties', 'Jobs'] as const;
/** Ads expire this long after posting or renewing. */
export const AD_LIFETIME_DAYS = 30;
/**
 * `pending_review`: an automated check held the ad for an admin (features/moderation); only its
 * owner and admins see it until an admin approves (active) or rejects (removed) it.
 */
export const AD_STATUSES = ['active', 'sold', 'expired', 'removed', 'pending_review'] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

export const FUELS = ['Petrol', 'Diesel', 'CNG', 'LPG', 'Electric', 'Hybrid'] as const;
export const TRANSITIONS = ['Manual', 'Automatic'] as const;
export const VEHICLE_OWNERS = ['1st', '2nd', '3rd', '4th+'] as const;
export const INCOME_TYPES = ['Monthly', 'Yearly', 'Weekly', 'Daily', 'Hourly'] as const;
export const BUILDING_TYPES = ['Apartment', 'Independent House', 'Villa', 'Builder Floor', 'Farm House'] as const;
export const BUILDING_STATUSES = ['Ready to Move', 'Under Construction', 'New Launch'] as const;
export const PROPERTY_OWNERS = ['Owner', 'Dealer', 'Builder'] as const;
/**
 * How buyers reach the seller: chat only; chat, with the phone shared in a chat once the seller
 * approves a buyer's request (`phone_request`, the post-ad form's default); or chat and the
 * seller's phone shown to every signed-in buyer.
 */
export const CONTACT_PREFERENCES = ['chat', 'phone_request', 'chat_phone'] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];
/** The phone widget's value: a country code, a space, then 5 to 10 digits (`+91 9876543210`). */
export const AD_PHONE_PATTERN = /^\+\d{1,3} \d{5,10}$/;

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
    year: z
      .number({ error: 'Enter the year as a number.' })
      .int({ error: 'Enter the year as a number.' })
      .min(1950, { error: `Enter a year from 1950 to ${now.getUTCFullYear() + 1}.` })
      .max(now.getUTCFullYear() + 1, { error: `Enter a year from 1950 to ${now.getUTCFullYear() + 1}.` })
      .optional(),
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

const adFields = {
  title: z.string().trim().min(3, 'Title must be at least 3 characters').max(120),
  description: z.string().trim().max(5000),
  price: z
    .number({ error: 'Price must be a whole number of rupees' })
    .int('Price must be a whole number of rupees')
    .min(0)
    .max(MAX_PRICE, 'Price can be at most ₹10,00,00,000'),
  category: z.union([z.number().int().positive(), z.string().trim().min(1).max(60)]),
  sub_category: z.union([z.number().int().positive(), z.string().trim().min(1).max(60)]).nullish(),
  images: z.array(ImageInputSchema).max(MAX_IMAGES, `At most ${MAX_IMAGES} images`),
  /** Ids of the seller's own private documents (`POST /api/document/`); property and job ads only. */
  documents: z
    .array(z.number({ error: 'Attach a document you uploaded.' }).int().positive('Attach a document you uploaded.'))
    .max(MAX_AD_DOCUMENTS, `An ad can carry at most ${MAX_AD_DOCUMENTS} documents.`),
  city: z.string().trim().min(1, 'City is required').max(80),
  state: z.string().trim().max(80),
  area: z.string().trim().max(120),
  lat: z.number().min(-90).max(90).nullish(),
  lng: z.number().min(-180).max(180).nullish(),
  data: z.record(z.string(), z.unknown()),
  contact: z.enum(CONTACT_PREFERENCES, { error: 'Choose chat only, phone on request, or chat and phone' }),
  /** Required when `contact` is `phone_request` or `chat_phone`; dropped otherwise. */
  phone: z.string().trim().regex(AD_PHONE_PATTERN, 'Enter valid phone number').nullish(),
};

/**
 * Create an ad. `category`/`sub_category` are an id or a slug. Location is where the
 * item is; `lat`/`lng` are optional and enable distance search.
 */
export const AdInputSchema = z.object({
  ...adFields,
  description: adFields.description.default(''),
  images: adFields.images.default([]),
  documents: adFields.documents.default([]),
  state: adFields.state.default(''),
  area: adFields.area.default(''),
  data: adFields.data.default({}),
  contact: adFields.contact.default('chat'),
});
/** Edit an ad: the fields sent replace the ad's; fields left out keep their current value. */
export const AdPatchSchema = z.object(adFields).partial();
export type AdInput = z.input<typeof AdInputSchema>;

/** One image of an ad: the re-encoded original and its WebP thumbnails (card 320w, detail 960w). */
export const AdImageSchema = z.object({ url: z.string(), card: z.string(), detail: z.string() });
export type AdImage = z.infer<typeof AdImageSchema>;

/** A document an ad carries, as its owner and buyers in a chat with the seller see it. */
export const AdDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The file's name as uploaded. */
  name: z.string(),
  size: z.number().int(),
  /** Where the owner, or a buyer in a chat about the ad, downloads it (`/api/document/{id}/file/`). */
  url: z.string(),
});
export type AdDocument = z.infer<typeof AdDocumentSchema>;
/** `GET /api/products/{id}/documents/`: an ad's documents, for its owner and buyers in a chat about it. */
export const AdDocumentListSchema = z.object({ results: z.array(AdDocumentSchema) });
export type AdDocumentList = z.infer<typeof AdDocumentListSchema>;

/** The public face of an account on its ads and store: never its mobile. */
export const SellerSchema = z.object({ id: z.number().int(), name: z.string(), member_since: z.string() });
export type Seller = z.infer<typeof SellerSchema>;

/**
 * A store's seller: who they are and how they deal. The response figures cover chats whose buyer first
 * wrote in the last 90 days; both are null until there is one to count.
 */
export const StoreSellerSchema = SellerSchema.extend({
  /** Where their newest ad is; null before their first ad. */
  city: z.string().nullable(),
  /** Always true: every account signs up with a one-time password sent to its mobile. */
  mobile_verified: z.boolean(),
  email_verified: z.boolean(),
  /** The share (0 to 1, two decimals) of those chats the seller answered within 24 hours. */
  response_rate: z.number().min(0).max(1).nullable(),
  /** The typical (median) time to the seller's first answer, in whole minutes (at least 1). */
  response_minutes: z.number().int().positive().nullable(),
  /** The day (IST, `YYYY-MM-DD`) the seller last used Haat: never the time. */
  last_active_day: z.string(),
  ads_live: z.number().int().nonnegative(),
  ads_sold: z.number().int().nonnegative(),
});
export type StoreSeller = z.infer<typeof StoreSellerSchema>;
/**
 * An ad's seller: who they are on every answer; on one ad's own answer (`GET /api/products/{id}/`)
 * also how they deal, as their store says it, for the seller card's summary.
 */
export const AdOwnerSchema = SellerSchema.extend(
  StoreSellerSchema.omit({ id: true, name: true, member_since: true }).partial().shape,
);
export type AdOwner = z.infer<typeof AdOwnerSchema>;

/**
 * Ad ids are positive bigints within JavaScript's safe integers (at most 15 digits); anything
 * else (letters, 2^63) is simply "not found", never a 500.
 */
export const AD_ID_PATTERN = /^[1-9]\d{0,14}$/;
export function parseAdId(raw: unknown): number | null {
  const s = String(raw ?? '');
  return AD_ID_PATTERN.test(s) ? Number(s) : null;
}

/** The one shape of an ad: list items (description cut to 200 characters) and detail alike. */
export const AdSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  category: z.number().int(),
  category_slug: z.string(),
  category_title: z.string(),
  sub_category: z.number().int().nullable(),
  sub_category_slug: z.string().nullable(),
  sub_category_title: z.string().nullable(),
  images: z.array(AdImageSchema),
  /** The card thumbnail (first image, 320w), or null for the no-image placeholder. */
  thumbnail: z.string().nullable(),
  featured: z.boolean(),
  featured_until: z.string().nullable(),
  status: z.enum(AD_STATUSES),
  created_on: z.string(),
  updated_on: z.string(),
  expires_at: z.string(),
  city: z.string(),
  state: z.string(),
  area: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  views: z.number().int(),
  owner: AdOwnerSchema,
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  contact: z.enum(CONTACT_PREFERENCES),
  /**
   * The seller's phone when they offer it (`contact` is `chat_phone`), on one ad's answer to a
   * signed-in viewer or its owner; null in lists and for anonymous visitors. For `phone_request`
   * ads it is on their owner's own views only (the edit form): a buyer gets the number only in a
   * chat, once the seller approves (`ChatSummary.phone`).
   */
  phone: z.string().nullable(),
  /** Present on distance searches: kilometres from the searched point. */
  distance_km: z.number().optional(),
  /**
   * Why an admin removed the ad or ended its featuring, on its owner's own views (`/api/product/`);
   * null when there is none, and absent on public answers.
   */
  moderation_reason: z.string().nullable().optional(),
  /**
   * Who took a removed ad down, on its owner's own views: `seller` (they deleted it), `admin` (with
   * `moderation_reason`) or `block` (their account is blocked); null while it is not removed.
   */
  removed_by: z.enum(['seller', 'admin', 'block']).nullable().optional(),
  /**
   * While the ad waits for review (`pending_review`), the reasons of the rules that held it, in the
   * reader's language, on its owner's own views; absent otherwise.
   */
  review_reasons: z.array(z.string()).optional(),
  /** How many documents the ad carries, on one ad's answer (absent in lists). */
  document_count: z.number().int().nonnegative().optional(),
  /**
   * The documents themselves, on one ad's answer to its owner or to a buyer with a chat about it
   * (the seller has not blocked them); absent for everyone else.
   */
  documents: z.array(AdDocumentSchema).optional(),
});
export type Ad = z.infer<typeof AdSchema>;

/** A saved ad: the ad and when it was saved. */
export const SavedAdSchema = AdSchema.extend({ saved_on: z.string() });
export type SavedAd = z.infer<typeof SavedAdSchema>;

export const AdListSchema = paginated(AdSchema);
export const SavedAdListSchema = paginated(SavedAdSchema);

/** `{id}` of the ad routes; checked by `parseAdId` in the handler so a bad id is a 404. */
export const AdIdParamsSchema = z.object({ id: z.string().max(40) });

/** `?status=` of the my-ads and admin lists, with the page. */
export const AdListQuerySchema = PageQuerySchema.extend({ status: z.enum(AD_STATUSES).optional() });

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
  /** `true`: only ads featured now; `false` or absent: no filter on featuring. */
  featured: z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).nullish(),
  /** `true`: leave out ads featured now (home's latest list, beside its featured list). */
  exclude_featured: z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).nullish(),
  owner: z.coerce.number().int().positive().nullish(),
  /** The order (`-created_on`, `price`, `-price`) when the query does not give one. */
  order: z.string().max(40).nullish(),
  sort: z.string().max(40).nullish(),
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
export const SearchWordSchema = z.object({ label: z.string(), search: z.string(), category: z.string().nullable() });
export type SearchWord = z.infer<typeof SearchWordSchema>;

const CategoryRefSchema = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });

/** `GET /api/lookup/resolve/{slug}/` */
export const ResolvedSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('category'), category: CategoryRefSchema }),
  z.object({ type: z.literal('sub_category'), category: CategoryRefSchema, sub_category: CategoryRefSchema }),
  z.object({
    type: z.literal('place'),
    place: z.object({
      name: z.string(),
      city: z.string(),
      /** The neighbourhood a `/{area}/` names ('' for a city): search filters by it. */
      area: z.string(),
      state: z.string(),
      lat: z.number().nullable(),
      lng: z.number().nullable(),
    }),
  }),
]);
export type Resolved = z.infer<typeof ResolvedSchema>;
export const SlugParamsSchema = z.object({ slug: z.string().max(200) });

/**
 * `GET` / `POST /api/search-product/`. `count` is exact up to the server's cap (1,000 by default);
 * past it `count_capped` is true and `count` is the cap: show it as "1,000+".
 */
export const SearchResultsSchema = paginated(AdSchema).extend({ count_capped: z.boolean() });
export type SearchResults = z.infer<typeof SearchResultsSchema>;

/**
 * `GET /api/search-product/`: the filter flattened into query parameters (`category`, `city`,
 * `search`, `min_price`, … and detail filters such as `year_min` or `brand`), with the page and
 * `sort`. Unknown detail names are read as detail filters.
 */
export const SearchQuerySchema = z.looseObject({
  limit: z.string().optional(),
  offset: z.string().optional(),
  sort: z.string().optional(),
  order: z.string().optional(),
  search: z.string().optional(),
  category: z.string().optional(),
  sub_category: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  area: z.string().optional(),
  min_price: z.string().optional(),
  max_price: z.string().optional(),
  featured: z.string().optional(),
  exclude_featured: z.string().optional(),
  owner: z.string().optional(),
});
/** What a client puts in the query of `GET /api/search-product/` (numbers travel as text). */
export type SearchQuery = PageRequest & {
  category?: string;
  sub_category?: string;
  search?: string;
  city?: string;
  state?: string;
  area?: string;
  min_price?: number;
  max_price?: number;
  featured?: boolean;
  /** Leave out ads featured now. */
  exclude_featured?: boolean;
  owner?: number;
  sort?: Sort;
};
/** What a client puts in the query of `POST /api/search-product/` (the filter is the body). */
export type SearchPageQuery = PageRequest & {
  order?: Sort;
};

/** `POST /api/search-product/`: `limit`, `offset` and `order` (or `sort`) in the query. */
export const SearchPageQuerySchema = z.looseObject({
  limit: z.string().optional(),
  offset: z.string().optional(),
  sort: z.string().optional(),
  order: z.string().optional(),
});

/** `GET /api/store/{userId}/`: the seller's public page. */
/** A store: its seller, how they deal and their ratings (`rating`), and a page of their live ads. */
export const StoreSchema = paginated(AdSchema).extend({
  seller: StoreSellerSchema.extend({ rating: RatingSummarySchema }),
});
export type Store = z.infer<typeof StoreSchema>;
export const StoreParamsSchema = z.object({ userId: z.string().max(40) });
/** `GET /api/store/`: the sellers with live ads, most live ads first; `ads` counts them. */
export const StoreListSchema = paginated(SellerSchema.extend({ ads: z.number().int().nonnegative() }));

/** `POST /api/favorite/ { product }`: the ad to save. */
export const FavoriteProductSchema = z.object({
  product: z.coerce.number({ error: 'Enter the ad id.' }).int('Enter the ad id.').positive('Enter the ad id.'),
});
export const FavoriteSavedSchema = z.object({ product: z.number().int(), saved: z.literal(true) });
export type FavoriteSaved = z.infer<typeof FavoriteSavedSchema>;
/** `GET /api/favorite/`: the page, and `product` to ask whether one ad is saved. */
export const FavoriteQuerySchema = PageQuerySchema.extend({ product: FavoriteProductSchema.shape.product.optional() });
export type FavoriteQuery = PageRequest & {
  product?: number;
};

/**
 * `GET /api/product/counts/`: how many of my ads are in each effective status (an active ad past
 * its expiry counts as expired), for the my-ads tabs in one call.
 */
export const MyAdCountsSchema = z.object({
  active: z.number().int(),
  sold: z.number().int(),
  expired: z.number().int(),
  removed: z.number().int(),
  pending_review: z.number().int(),
});
export type MyAdCounts = z.infer<typeof MyAdCountsSchema>;
