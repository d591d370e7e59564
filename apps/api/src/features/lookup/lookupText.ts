import { defineText } from '@haat/ui/text';

/** Places by position. */
export const lookupText = defineText('lookup', {
  noCity: 'No city near this point.',
  bothLatLng: 'Give both lat and lng.',
});
