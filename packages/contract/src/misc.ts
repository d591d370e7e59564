import { z } from 'zod';
import { paginated } from './common';

/** `POST /contact/`: the spec's messages (section 5). Phone is "+91 9876543210" or the digits, optional. */
export const ContactInputSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(200)
    .pipe(z.email('Enter valid email address')),
  phone: z
    .string()
    .trim()
    .max(20)
    .regex(/^(\+\d{1,3} )?\d{5,10}$/, 'Enter valid phone number')
    .or(z.literal(''))
    .default(''),
  message: z.string({ error: 'Message is required' }).trim().min(1, 'Message is required').max(5000),
});
export type ContactInput = z.input<typeof ContactInputSchema>;

/** `POST /contact/` answers 201 with the message's id. */
export const ContactSentSchema = z.object({ id: z.number().int(), detail: z.string() });
export type ContactSent = z.infer<typeof ContactSentSchema>;

/** `GET /contact/` (admins only): one message sent to support. */
export const ContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  created_on: z.string(),
});
export const ContactMessageListSchema = paginated(ContactMessageSchema);
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/** `GET /api/plans/` items: a featured plan, money in paise with the rupee price beside it. */
export const PlanSchema = z.object({
  id: z.string(),
  title: z.string(),
  days: z.number().int(),
  price_paise: z.number().int(),
  /** Rupees (price_paise / 100). */
  price: z.number(),
  /** Share of the price paid back when the ad is marked sold within `cashback_days` of buying. */
  cashback_percent: z.number().int(),
  cashback_days: z.number().int(),
  /** The cashback promise in words. */
  cashback: z.string(),
  description: z.string(),
});
export type Plan = z.infer<typeof PlanSchema>;
export const PlanListSchema = paginated(PlanSchema);

/** One slide: `image` is 1200 px wide; `image_small` (600 px wide) is for narrow screens when present. */
export const BannerAssetSchema = z.object({
  image: z.string(),
  image_small: z.string().optional(),
  link: z.string(),
  title: z.string(),
});
export const BannerSchema = z.object({ id: z.number().int(), assets: z.array(BannerAssetSchema) });
/** `GET /api/banner-pool/?pool_type=banners&sort=-created_on&limit=2` */
export const BannerPoolSchema = paginated(BannerSchema);
export type BannerPool = z.infer<typeof BannerPoolSchema>;

/** What a client puts in the query of `GET /api/banner-pool/`. */
export type BannerPoolQuery = {
  pool_type?: string;
  sort?: '-created_on' | 'created_on';
  limit?: number;
  /** The visitor's city: customers' banners targeted at it come first. */
  city?: string;
};
export const BannerPoolQuerySchema = z.object({
  pool_type: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,30}$/, 'Unknown pool type.')
    .default('banners'),
  sort: z.enum(['-created_on', 'created_on'], { error: 'Choose -created_on or created_on.' }).default('-created_on'),
  limit: z.coerce.number().int().min(1).max(200).default(200),
  city: z.string().trim().max(80).default(''),
});
