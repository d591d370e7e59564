import { defineText } from '@haat/ui/text';

/** Saved ads. */
export const favoritesText = defineText('favorites', {
  noAd: 'No such ad.',
  tooManySaves: 'Too many saves. Try again later.',
});
