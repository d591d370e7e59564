import { defineText } from '../../locale/text';
/** SavedSearchList's own words, for a translated catalogue to replace. */
export const savedSearchListText = defineText('ui.savedSearchList', {
  label: 'Saved searches',
  empty: 'No saved searches yet',
  emptyHint:
    'Search for what you want, then choose “Save this search”: new ads that match reach you here and on your phone.',
  delete: 'Delete',
  /** The accessible name of a row's Delete button. */
  deleteNamed: 'Delete saved search {label}',
  newCount: '{n} new',
  deleted: 'Deleted “{label}”.',
} as const);

export type SavedSearchListText = {
  [K in keyof typeof savedSearchListText]: (typeof savedSearchListText)[K] extends string
    ? string
    : (typeof savedSearchListText)[K];
};
