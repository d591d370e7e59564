/** BottomSheet's own words, for a translated catalogue to replace. */
export const bottomSheetText = {
  /** The × button's name. */
  close: 'Close',
} as const;

export type BottomSheetText = { [K in keyof typeof bottomSheetText]: string };
