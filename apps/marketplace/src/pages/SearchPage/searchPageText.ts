import { defineText } from '@haat/ui';
/**
 * The search page's own words. `{what}` is what is listed: a category's or sub-category's title,
 * or `allAds`; `{place}` the city or place searched in.
 */
export const searchPageText = defineText('searchPage', {
  /** The heading of a word search. */
  results: 'Results for “{search}”',
  resultsIn: 'Results for “{search}” in {place}',
  /** The heading of a listing without words. */
  listingIn: '{what} in {place}',
  listingInIndia: '{what} in India',
  allAds: 'Ads',
  /** The page's meta description. */
  description: '{what} for sale in {place} on Haat: free classifieds.',
  descriptionIndia: '{what} for sale across India on Haat: free classifieds.',
  /** Past the server's count cap the count is a floor: "1,000+ ads". */
  cappedCount: '{count}+ ads',
  loadError: 'The ads could not be loaded.',
});
