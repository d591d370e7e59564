/**
 * Strings of the ad page, for a translated catalogue to replace. `{phone}` is replaced. The rest of
 * the page's strings are still written inline and move here as the page is next changed.
 */
export const adText = {
  callSeller: 'Call the seller: {phone}',
  /** Names the space that holds the page while the ad loads. */
  loading: 'Loading the ad',
} as const;
