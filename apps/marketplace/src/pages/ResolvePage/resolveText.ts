/** Every string of the catch-all `/{id}/` page, for a translated catalogue to replace. */
export const resolveText = {
  /** Names the empty space that holds the page's height while the address is looked up. */
  loading: 'Loading',
} as const;
