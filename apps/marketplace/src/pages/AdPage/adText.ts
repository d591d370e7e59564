/**
 * Strings of the ad page, for a translated catalogue to replace. `{phone}` is replaced. The rest of
 * the page's strings are still written inline and move here as the page is next changed.
 */
export const adText = {
  callSeller: 'Call the seller: {phone}',
  /** The owner's actions on their own live ad. */
  ownerActions: 'Manage your ad',
  edit: 'Edit',
  markSold: 'Mark as sold',
  makeFeatured: 'Make featured',
  /** Names the space that holds the page while the ad loads. */
  loading: 'Loading the ad',
} as const;
