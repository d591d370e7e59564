import { defineText } from '../../locale/text';
/** CategoryGrid's own words, for a translated catalogue to replace. */
export const categoryGridText = defineText('ui.categoryGrid', {
  /** The grid's heading, which also names its navigation landmark. */
  title: 'Browse categories',
} as const);

export type CategoryGridText = { [K in keyof typeof categoryGridText]: string };
