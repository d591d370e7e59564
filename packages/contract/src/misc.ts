import { z } from 'zod';

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

/** `GET /api/plans/` items: a featured plan, money in paise with the rupee price beside it. */
export interface Plan {
  id: string;
  title: string;
  days: number;
  price_paise: number;
  /** Rupees (price_paise / 100). */
  price: number;
  cashback_percent: number;
  /** The cashback promise in words. */
  cashback: string;
  description: string;
}

/** `GET /api/banner-pool/?pool_type=banners&sort=-created_on&limit=2` */
export interface BannerPool {
  count: number;
  next: string | null;
  previous: string | null;
  results: { id: number; assets: { image: string; link: string; title: string }[] }[];
}
