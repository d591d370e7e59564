import { defineText } from '../../locale/text';

/** HousePromo's words, for a catalogue to translate; the `text` prop replaces any of them. */
export const defaultHousePromoText = defineText('ui.housePromo', {
  /** The promotion's link, to the banner form, unless the slot passes its own `title`. */
  title: 'Advertise on Haat',
  /** The line under the link, unless the slot passes its own `body`. */
  text: 'Reach buyers in your city with a banner on Haat.',
});

export type HousePromoText = { [K in keyof typeof defaultHousePromoText]: string };
