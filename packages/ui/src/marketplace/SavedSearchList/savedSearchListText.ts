/** SavedSearchList's own words, for a translated catalogue to replace. */
export const savedSearchListText = {
  label: 'Saved searches',
  empty: 'No saved searches yet',
  emptyHint:
    'Search for what you want, then choose “Save this search”: new ads that match reach you here and on your phone.',
  delete: 'Delete',
  /** The accessible name of a row's Delete button. */
  deleteNamed: (label: string) => `Delete saved search ${label}`,
  newCount: (n: number) => (n === 1 ? '1 new' : `${n} new`),
  deleted: (label: string) => `Deleted “${label}”.`,
} as const;

export type SavedSearchListText = {
  [K in keyof typeof savedSearchListText]: (typeof savedSearchListText)[K] extends string
    ? string
    : (typeof savedSearchListText)[K];
};
