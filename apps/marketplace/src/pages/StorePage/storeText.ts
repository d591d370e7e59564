import { defineText } from '@haat/ui';
/** `/store/{id}/`: a seller's page. */
export const storeText = defineText('store', {
  title: "{name}'s ads",
  /** A seller with no name yet. */
  anonymous: 'Haat seller',
  titleLoading: 'Seller',
  metaTitle: 'Store',
  description: 'Ads from {name}, a Haat member since {since}.',
  memberSince: 'Member since {since} · {count}',
  /** How many ads the seller has live. */
  liveAds: '{count, plural, one {# live ad} other {# live ads}}',
  loadError: 'The ads could not be loaded.',
  /** One's own store with nothing live. */
  ownEmptyTitle: 'Your store has no live ads',
  ownEmptyHint: 'Post an ad and it shows here for buyers to find.',
  ownEmptyAction: 'Post an ad',
  /** Someone else's store with nothing live. */
  emptyTitle: 'No live ads from this seller right now',
});
