import { z } from 'zod';
import { paginated } from './common';

/** A customer's promo banner as its owner sees it. `live` and `ended` follow from the dates. */
export const BANNER_STATUSES = ['pending', 'approved', 'rejected', 'live', 'ended'] as const;
export type BannerStatus = (typeof BANNER_STATUSES)[number];

/** Banners are 4:1, at least this large; they are served as WebP 1200 and 600 px wide. */
export const BANNER_MIN_WIDTH = 1200;
export const BANNER_MIN_HEIGHT = 300;
/** The longest a banner can run, and how far ahead it can start. */
export const BANNER_MAX_DAYS = 60;
export const BANNER_MAX_LEAD_DAYS = 90;

const LINK_MESSAGE = 'Enter a web address that starts with http:// or https://.';

/** http and https only: `javascript:`, `data:` and every other scheme are refused. */
const LinkSchema = z
  .string({ error: LINK_MESSAGE })
  .trim()
  .min(1, LINK_MESSAGE)
  .max(500, 'A web address has at most 500 characters.')
  .refine((raw) => {
    try {
      const url = new URL(raw);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, LINK_MESSAGE);

const DateSchema = z
  .string({ error: 'Enter a date.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'Enter a real date.',
  );

/** `POST /api/banner/` and `PUT /api/banner/{id}/`: dates are India's calendar days, both included. */
export const BannerInputSchema = z.object({
  /** The upload's key (or its address) from `/api/get-signed-url/`. */
  image: z.string({ error: 'Upload the banner image.' }).trim().min(1, 'Upload the banner image.').max(1000),
  link: LinkSchema,
  title: z
    .string({ error: 'Enter a title.' })
    .trim()
    .min(3, 'Enter a title of at least 3 characters.')
    .max(80, 'A title has at most 80 characters.'),
  /** Shown first to visitors of this city; empty for all of India. */
  city: z.string().trim().max(80).default(''),
  start_date: DateSchema,
  end_date: DateSchema,
});
export type BannerInput = z.input<typeof BannerInputSchema>;

export const BannerImageSchema = z.object({ url: z.string(), wide: z.string(), narrow: z.string() });

export const MyBannerSchema = z.object({
  id: z.number().int(),
  image: BannerImageSchema,
  link: z.string(),
  title: z.string(),
  city: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  status: z.enum(BANNER_STATUSES),
  /** Why an admin refused it; empty otherwise. */
  reject_reason: z.string(),
  days: z.number().int(),
  price_per_day_paise: z.number().int(),
  /** days × price per day: debited when an admin approves it. */
  total_paise: z.number().int(),
  charged_paise: z.number().int(),
  refunded_paise: z.number().int(),
  created_on: z.string(),
});
export type MyBanner = z.infer<typeof MyBannerSchema>;
export const MyBannerListSchema = paginated(MyBannerSchema);

/** An admin's view: the banner and whose it is. */
export const AdminBannerSchema = MyBannerSchema.extend({
  owner: z.object({ id: z.number().int(), name: z.string(), mobile: z.string() }),
});
export type AdminBanner = z.infer<typeof AdminBannerSchema>;
export const AdminBannerListSchema = paginated(AdminBannerSchema);

export const BannerIdParamsSchema = z.object({ id: z.string() });

/** `GET /api/banner/pricing/`. */
export const BannerPricingSchema = z.object({
  price_per_day_paise: z.number().int(),
  max_days: z.number().int(),
  max_lead_days: z.number().int(),
  min_width: z.number().int(),
  min_height: z.number().int(),
});
export type BannerPricing = z.infer<typeof BannerPricingSchema>;

/** `PUT /api/banner/{id}/review/` (admins): approve, or reject with a reason the owner sees. */
export const BannerReviewSchema = z
  .object({
    approve: z.boolean({ error: 'Say whether to approve.' }),
    reason: z.string().trim().max(500).default(''),
  })
  .refine((r) => r.approve || r.reason.length >= 3, {
    message: 'Say why it is rejected (at least 3 characters).',
    path: ['reason'],
  });

/** `GET /api/banner/review/` (admins): the queue, pending first. */
export const BannerReviewQuerySchema = z.object({
  status: z.enum(BANNER_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
