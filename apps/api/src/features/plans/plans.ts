import { z } from 'zod';
import { rupees } from '../wallet/ledger';
import { currentLanguage } from '@haat/ui/text';
import { say } from '../../http/language';
import { plansText } from './plansText';

/** A featured plan: the ad is listed first for `days`; the cashback promise applies if it sells within them. */
const PlanSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  title: z.string().min(1),
  days: z.number().int().positive(),
  /** Integer paise. */
  price_paise: z.number().int().nonnegative(),
  /** Share of the price paid back when the ad is marked sold within `cashback_days` of buying, in per cent. */
  cashback_percent: z.number().int().min(0).max(100),
  /** How long after buying a sale earns the cashback. @default days */
  cashback_days: z.number().int().positive().optional(),
});
export type Plan = z.infer<typeof PlanSchema> & { cashback_days: number };

/** The default plans; `PLANS` (a JSON array of the same shape) replaces them. */
const DEFAULT_PLANS: Plan[] = [
  {
    id: 'featured-7',
    title: 'Featured for 7 days',
    days: 7,
    price_paise: 9_900,
    cashback_percent: 50,
    cashback_days: 7,
  },
  {
    id: 'featured-15',
    title: 'Featured for 15 days',
    days: 15,
    price_paise: 17_900,
    cashback_percent: 30,
    cashback_days: 10,
  },
  {
    id: 'featured-30',
    title: 'Featured for 30 days',
    days: 30,
    price_paise: 29_900,
    cashback_percent: 20,
    cashback_days: 15,
  },
];

export function plansFrom(env: { PLANS?: string }): Plan[] {
  if (!env.PLANS) return DEFAULT_PLANS;
  const parsed = z.array(PlanSchema).min(1).safeParse(JSON.parse(env.PLANS));
  if (!parsed.success) throw new Error(`Invalid PLANS: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  return parsed.data.map((p) => ({ ...p, cashback_days: p.cashback_days ?? p.days }));
}

/** The cashback on a price: whole paise, rounded down. */
export const cashbackPaise = (pricePaise: number, percent: number) => Math.floor((pricePaise * percent) / 100);

/** A plan's name in the current language: a default plan's from the catalogue, else the one PLANS wrote. */
export function planTitle(p: Plan): string {
  if (currentLanguage().locale === 'en-IN' || !Object.hasOwn(plansText.titles, p.id)) return p.title;
  return (plansText.titles as Record<string, string>)[p.id]!;
}

/** The plan as the pricing page shows it: rupees beside paise, and the promise in words (the current language's). */
export function presentPlan(p: Plan) {
  return {
    ...p,
    title: planTitle(p),
    price: p.price_paise / 100,
    cashback: p.cashback_percent
      ? say(plansText.cashback, {
          days: p.cashback_days,
          percent: p.cashback_percent,
          amount: rupees(cashbackPaise(p.price_paise, p.cashback_percent)),
        })
      : '',
    description: say(plansText.description, { days: p.days }),
  };
}
