import { defineText } from '@haat/ui';
/**
 * Every string of the Amazon deals page, for a translated catalogue to replace. `{…}` are replaced.
 * The deals themselves (titles, categories) are data, in `deals.ts`.
 */
export const amazonDealsText = defineText('amazonDeals', {
  title: 'Amazon deals',
  description: 'Handpicked Amazon.in deals on phones, electronics, home and more.',
  intro: 'Handpicked offers on Amazon.in. These links leave Haat; we may earn a commission when you buy through them.',
  /** Names the struck-through price for screen readers; `{price}` is the formatted price, e.g. ₹13,999. */
  usualPrice: 'usual price {price}',
  view: 'View on Amazon',
} as const);
