import { defineText } from '@haat/ui/text';

/** The heads of the server-rendered pages (`<title>`, description, JSON-LD), in the page's language. */
export const seoText = defineText('seo', {
  home: 'Home',
  allAds: 'All ads',
  adRemovedTitle: 'This ad has been removed | Haat',
  adNotFoundTitle: 'Ad not found | Haat',
  adGone: 'This ad is no longer on Haat. Browse similar ads near you.',
  /** {title}: the ad's own title, as its seller wrote it. */
  sold: '{title} (sold)',
  adTitle: '{title} - {price} | Haat',
  adTitleIn: '{title} - {price} in {place} | Haat',
  adSummary: '{title} for {price}. Posted on {date} on Haat.',
  adSummaryIn: '{title} for {price} in {place}. Posted on {date} on Haat.',
  seller: 'Haat seller',
  allAdsTitle: 'All ads: buy and sell in India | Haat',
  allAdsDescription:
    'Browse free ads for mobiles, cars, bikes, homes, jobs and more from sellers across India on Haat.',
  categoryNotFound: 'Category not found | Haat',
  categoryNotFoundDescription: 'Browse all free ads on Haat.',
  /** {name}: a category or sub-category name. */
  categoryTitle: '{name}: buy and sell in India | Haat',
  categoryDescription:
    'Free ads for {name} near you on Haat: new and used, from sellers across India. Post your own ad for free.',
  sellerNotFound: 'Seller not found | Haat',
  sellerNotFoundDescription: 'This seller is not on Haat.',
  storeTitle: "{name}'s ads | Haat",
  /** {since}: a month and year ("November 2026"). */
  storeDescription: '{count, plural, one {# ad} other {# ads}} from {name}, a Haat member since {since}.',
});
