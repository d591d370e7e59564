import { defineText } from '@haat/ui/text';

/** A seller's store. */
export const storeText = defineText('store', {
  noSeller: 'No such seller.',
});
