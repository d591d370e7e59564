import { defineText } from '../../locale/text';
/** BottomSheet's own words, for a translated catalogue to replace. */
export const bottomSheetText = defineText('ui.bottomSheet', {
  /** The × button's name. */
  close: 'Close',
} as const);

export type BottomSheetText = { [K in keyof typeof bottomSheetText]: string };
