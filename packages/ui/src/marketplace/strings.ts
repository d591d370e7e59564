/**
 * The marketplace's user-facing strings, verbatim from the product spec (sections 2, 4, 8 and 9).
 * Components default their text props to these; tests import them instead of repeating literals.
 */
export const marketplaceStrings = {
  // listing widget (home and search)
  freshPostings: 'Fresh Postings',
  viewAll: 'VIEW ALL',
  loadMore: 'Load More',
  emptyTitle: "Oops... We can't find anything that matches your search and filter.",
  emptyHint: 'Try search for something more general, change the filters or check for spelling mistakes',
  browseAllCategories: 'Browse All Categories',
  sortBy: 'Sort by',
  // ad card
  justNow: 'just now',
  featured: 'Featured',
  noImage: 'No image',
  // header and account menu
  location: 'Location',
  searchPlaceholder: 'Find Cars, Mobile Phones and more...',
  search: 'Search',
  myAdsUpper: 'MY ADS',
  postFreeAd: 'Post Free Ad',
  login: 'LOGIN',
  myAds: 'My Ads',
  myAccount: 'My Account',
  changePassword: 'Change Password',
  downloadTheApp: 'Download the App',
  logout: 'Logout',
  wallet: 'Wallet',
  accountMenu: 'Account menu',
  notifications: 'Notifications',
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
  previousSlide: 'Previous banner',
  nextSlide: 'Next banner',
  // toasts
  dismiss: 'Dismiss',
  advertisement: 'Advertisement',
} as const;

export type MarketplaceStrings = typeof marketplaceStrings;

/** Sort keys of the listing (spec section 9); the first is the default. */
export const sortOptions = [
  { value: '-created_on', label: 'Most Recent' },
  { value: 'price', label: 'Price Low to High' },
  { value: '-price', label: 'Price High to Low' },
] as const;

export type SortKey = (typeof sortOptions)[number]['value'];
export const defaultSort: SortKey = '-created_on';

/**
 * Category keys exactly as the spec (and the URLs `/search/{key}/`) spell them, with the title shown
 * to people. The keys keep the spec's spelling; the titles are corrected for display.
 */
export const categories = [
  { key: 'Mobiles+Tablets', title: 'Mobiles & Tablets' },
  { key: 'Cars+Bikes', title: 'Cars & Bikes' },
  { key: 'Electronics+Appliances', title: 'Electronics & Appliances' },
  { key: 'Properties', title: 'Properties' },
  { key: 'Jobs', title: 'Jobs' },
  { key: 'Fashion+Jwellery', title: 'Fashion & Jewellery' },
  { key: 'Fancy', title: 'Fancy' },
  { key: 'Food+Recipies', title: 'Food & Recipes' },
  { key: 'Furniture', title: 'Furniture' },
  { key: 'Books+Boards', title: 'Books & Boards' },
  { key: 'Hobby+Sports', title: 'Hobby & Sports' },
  { key: 'Events', title: 'Events' },
] as const;

export type CategoryKey = (typeof categories)[number]['key'];

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
