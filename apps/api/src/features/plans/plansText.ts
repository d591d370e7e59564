import { defineText } from '@haat/ui/text';

/** The featured plans as the pricing page shows them. */
export const plansText = defineText('plans', {
  /** The default plans' names, by plan id (plans set in PLANS keep the names written there). */
  titles: {
    'featured-7': 'Featured for 7 days',
    'featured-15': 'Featured for 15 days',
    'featured-30': 'Featured for 30 days',
  },
  /** {amount}: rupees ("₹49"). */
  cashback: 'Sold within {days} days of featuring? Get {percent}% ({amount}) back in your wallet.',
  description: 'Your ad is listed first in its category and city for {days} days.',
});
