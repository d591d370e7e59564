import { defineText } from '../locale/text';
/**
 * The marketplace's user-facing strings, verbatim from the product spec (sections 2, 4, 8 and 9).
 * Components default their text props to these; tests import them instead of repeating literals.
 */
export const marketplaceStrings = defineText('ui.marketplace', {
  // listing widget (home and search)
  freshPostings: 'Fresh Postings',
  viewAll: 'VIEW ALL',
  loadMore: 'Load More',
  emptyTitle: "Oops... We can't find anything that matches your search and filter.",
  emptyHint: 'Try search for something more general, change the filters or check for spelling mistakes',
  browseAllCategories: 'Browse All Categories',
  sortBy: 'Sort by',
  /** A listing's count, in the current language's digit grouping. */
  adCount: '{count, plural, one {# ad} other {# ads}}',
  // ad card
  justNow: 'just now',
  featured: 'Featured',
  noImage: 'No image',
  // header and account menu
  search: 'Search',
  myAds: 'My Ads',
  myAccount: 'My Account',
  changePassword: 'Change Password',
  downloadTheApp: 'Download the App',
  logout: 'Logout',
  wallet: 'Wallet',
  accountMenu: 'Account menu',
  /** After a count: "Inbox, 3 unread". */
  unread: 'unread',
  // mobile bottom bar
  inbox: 'Inbox',
  sell: 'Sell',
  account: 'Account',
  // home blocks
  howItWorksTitle: 'How it works',
  howItWorksSteps: [
    { title: 'Create an account', text: 'Sign up with your mobile number and a one-time password.' },
    { title: 'Post a free ad', text: 'Add photos, a price and your area. Posting is free.' },
    { title: 'Make it featured', text: 'Featured ads are listed first, with cashback if it sells in time.' },
  ],
  createFreeAccount: 'Create a free Account',
  appDownloadTitle: 'Get the Haat app',
  appDownloadText: 'Buy and sell faster with chat alerts on your phone.',
  /** A store badge's first line while the app's store link is not set (the public never sees a setting name). */
  appInstallFromBrowser: 'Install from your browser',
  popularSearches: 'Popular Searches',
  // login and location (shared with the modals)
  serversBusy: 'Servers are busy, Try after sometime',
  invalidLogin: 'Invalid Login Details',
  forgotPassword: 'Forgot Password',
  geolocationUnsupported: 'Sorry, your browser does not support geolocation services.',
  enterCityArea: 'Enter city, area',
  searchAllIndia: 'Search All India',
  useCurrentLocation: 'Use current location',
  // carousel
  /** A banner carousel's kind, read by screen readers instead of "region". */
  carousel: 'carousel',
  /** One banner or photo of a carousel, read instead of "group". */
  slide: 'slide',
  /** Names the category bar's navigation. */
  categoriesLabel: 'Categories',
  /** Names a search's list of ads. */
  results: 'Results',
  /** A search's count while its ads load. */
  searching: 'Searching…',
  /** Names the phone's bottom bar. */
  quickLinks: 'Quick links',
  // store badges (their words, as the stores print them)
  playStoreLine: 'Get it on',
  /** The stores' names stay as they are in every language. */
  playStore: 'Google Play',
  appStoreLine: 'Download on the',
  appStore: 'App Store',
  /** After a listing failed to load. */
  tryAgain: 'Try again',
  advertisement: 'Advertisement',
} as const);

export type MarketplaceStrings = typeof marketplaceStrings;

/** The sort options' names, by key, for a translated catalogue to replace. */
const sortLabels = defineText('ui.sort', {
  '-created_on': 'Most Recent',
  price: 'Price Low to High',
  '-price': 'Price High to Low',
});

/** Sort keys of the listing (spec section 9); the first is the default. Labels in the current language. */
export const sortOptions = [
  {
    value: '-created_on',
    get label() {
      return sortLabels['-created_on'];
    },
  },
  {
    value: 'price',
    get label() {
      return sortLabels.price;
    },
  },
  {
    value: '-price',
    get label() {
      return sortLabels['-price'];
    },
  },
] as const;

export type SortKey = (typeof sortOptions)[number]['value'];
export const defaultSort: SortKey = '-created_on';

/**
 * The categories' names, by key, for a translated catalogue to replace. The keys keep the spec's
 * spelling (URLs `/search/{key}/`, the API); the English names are corrected for display.
 */
export const categoryTitles = defineText('ui.categories', {
  'Mobiles+Tablets': 'Mobiles & Tablets',
  'Cars+Bikes': 'Cars & Bikes',
  'Electronics+Appliances': 'Electronics & Appliances',
  Properties: 'Properties',
  Jobs: 'Jobs',
  'Fashion+Jwellery': 'Fashion & Jewellery',
  Fancy: 'Fancy',
  'Food+Recipies': 'Food & Recipes',
  Furniture: 'Furniture',
  'Books+Boards': 'Books & Boards',
  'Hobby+Sports': 'Hobby & Sports',
  Events: 'Events',
});

/** The 12 categories in menu order: the spec's key and the name shown (in the current language). */
export const categories = (Object.keys(categoryTitles) as (keyof typeof categoryTitles)[]).map((key) => ({
  key,
  get title(): string {
    return categoryTitles[key];
  },
}));

export type CategoryKey = keyof typeof categoryTitles;

/** Spec constants the components rely on. */
export const marketplaceLimits = {
  /** Placeholder cards while a listing loads. */
  loadingPlaceholders: 8,
  /** Area text on a card is cut at this many characters. */
  areaMaxChars: 18,
  /** Promo banner rotation. */
  bannerRotationMs: 20_000,
  /** Listing page size. */
  pageSize: 12,
} as const;
