import { z } from 'zod';

/** A featured plan: the ad is listed first for `days`; the cashback promise applies if it sells within them. */
const PlanSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  title: z.string().min(1),
  days: z.number().int().positive(),
  /** Integer paise. */
  price_paise: z.number().int().nonnegative(),
  /** Share of the price paid back when the ad does not sell within `days`, in per cent. */
  cashback_percent: z.number().int().min(0).max(100),
});
export type Plan = z.infer<typeof PlanSchema>;

/** The default plans; `PLANS` (a JSON array of the same shape) replaces them. */
const DEFAULT_PLANS: Plan[] = [
  { id: 'featured-7', title: 'Featured for 7 days', days: 7, price_paise: 9_900, cashback_percent: 50 },
  { id: 'featured-15', title: 'Featured for 15 days', days: 15, price_paise: 17_900, cashback_percent: 75 },
  { id: 'featured-30', title: 'Featured for 30 days', days: 30, price_paise: 29_900, cashback_percent: 100 },
];

export function plansFrom(env: { PLANS?: string }): Plan[] {
  if (!env.PLANS) return DEFAULT_PLANS;
  const parsed = z.array(PlanSchema).min(1).safeParse(JSON.parse(env.PLANS));
  if (!parsed.success) throw new Error(`Invalid PLANS: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  return parsed.data;
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** The plan as the pricing page shows it: rupees beside paise, and the promise in words. */
export function presentPlan(p: Plan) {
  return {
    ...p,
    price: p.price_paise / 100,
    cashback: p.cashback_percent
      ? `Not sold in ${p.days} days? Get ${p.cashback_percent}% (${inr.format((p.price_paise * p.cashback_percent) / 10_000)}) back in your wallet.`
      : '',
    description: `Your ad is listed first in its category and city for ${p.days} days.`,
  };
}
