import { z } from 'zod';
import { paginated } from './common';

/** What a wallet row was for. */
export const LEDGER_KINDS = ['topup', 'feature', 'cashback', 'banner', 'refund', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Top-ups: ₹10 to ₹50,000, in paise. */
export const MIN_TOPUP_PAISE = 1_000;
export const MAX_TOPUP_PAISE = 5_000_000;

/** The payment providers a server can run with (`PAYMENT_PROVIDER`). */
export const PAYMENT_PROVIDERS = ['test', 'razorpay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** A client's own key for one intent: sent again on a retry, it never charges or credits twice. */
export const IdempotencyKeySchema = z
  .string({ error: 'An idempotency key is required.' })
  .trim()
  .min(8, 'An idempotency key has 8 to 80 characters.')
  .max(80, 'An idempotency key has 8 to 80 characters.')
  .regex(/^[A-Za-z0-9_-]+$/, 'An idempotency key is letters, digits, - and _.');

/** One wallet row: a credit (positive) or debit (negative) with the balance right after it. */
export const WalletTransactionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  /** Signed integer paise: credits are positive, debits negative. */
  amount_paise: z.number().int(),
  balance_after_paise: z.number().int().nonnegative(),
  /** What it was for, as `ad:{id}`, `order:{id}`, `banner:{id}` or empty. */
  reference: z.string(),
  /** In words, for the statement ("Featured for 7 days: Honda City 2017"). */
  description: z.string(),
  /** An app path to what it was for (the ad), or null. */
  link: z.string().nullable(),
  created_on: z.string(),
});
export type WalletTransaction = z.infer<typeof WalletTransactionSchema>;

/** `GET /api/wallet/`: the balance and the transactions, newest first. */
export const WalletSchema = paginated(WalletTransactionSchema).extend({
  balance_paise: z.number().int().nonnegative(),
  /** Which provider top-ups go through; `test` confirms at once and is labelled so. */
  provider: z.enum(PAYMENT_PROVIDERS),
});
export type Wallet = z.infer<typeof WalletSchema>;

/** `POST /api/wallet/topup/`. */
export const TopupInputSchema = z.object({
  amount_paise: z
    .number({ error: 'Enter an amount.' })
    .int('Enter a whole amount in paise.')
    .min(MIN_TOPUP_PAISE, 'The smallest top-up is ₹10.')
    .max(MAX_TOPUP_PAISE, 'The largest top-up is ₹50,000.'),
  idempotency_key: IdempotencyKeySchema,
});
export type TopupInput = z.infer<typeof TopupInputSchema>;

/** What Razorpay Checkout needs to open for an order. */
const RazorpayCheckoutSchema = z.object({
  key_id: z.string(),
  order_id: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
});

/** A top-up order: `created` until the payment is confirmed, then `paid` (credited once). */
export const TopupOrderSchema = z.object({
  id: z.number().int(),
  provider: z.enum(PAYMENT_PROVIDERS),
  amount_paise: z.number().int(),
  status: z.enum(['created', 'paid']),
  created_on: z.string(),
  /** Only for `razorpay`: what the app passes to Razorpay Checkout. */
  checkout: RazorpayCheckoutSchema.nullable(),
});
export type TopupOrder = z.infer<typeof TopupOrderSchema>;

export const TopupParamsSchema = z.object({ id: z.string() });

/** `POST /api/wallet/topup/{id}/confirm/`: empty in test mode; Razorpay's handler fields otherwise. */
export const TopupConfirmSchema = z.object({
  razorpay_payment_id: z.string().max(100).optional(),
  razorpay_order_id: z.string().max(100).optional(),
  razorpay_signature: z.string().max(200).optional(),
});
export type TopupConfirm = z.infer<typeof TopupConfirmSchema>;

/** The order after a confirmation, with the balance it left. */
export const TopupConfirmedSchema = z.object({
  order: TopupOrderSchema,
  balance_paise: z.number().int().nonnegative(),
});
export type TopupConfirmed = z.infer<typeof TopupConfirmedSchema>;

/** `POST /api/product/{id}/feature/`. */
export const FeatureInputSchema = z.object({
  plan: z.string({ error: 'Choose a plan.' }).min(1, 'Choose a plan.').max(40),
  idempotency_key: IdempotencyKeySchema,
});
export type FeatureInput = z.infer<typeof FeatureInputSchema>;

/** A featuring bought: the ad is listed first until `featured_until`; cashback if sold by `cashback_until`. */
export const FeaturedSchema = z.object({
  ad: z.number().int(),
  plan: z.string(),
  price_paise: z.number().int(),
  featured_until: z.string(),
  cashback_percent: z.number().int(),
  /** What a sale by `cashback_until` pays back: `cashback_percent` of the price, whole paise. */
  cashback_paise: z.number().int().nonnegative(),
  cashback_until: z.string(),
  balance_paise: z.number().int().nonnegative(),
});
export type Featured = z.infer<typeof FeaturedSchema>;

/** 402: the wallet is short by this much for what was asked. */
export const ShortfallSchema = z.object({
  detail: z.string(),
  shortfall_paise: z.number().int().positive(),
  balance_paise: z.number().int().nonnegative(),
});
export type Shortfall = z.infer<typeof ShortfallSchema>;
