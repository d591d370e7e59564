import { defineText } from '@haat/ui';
/** Every string of Pricing, for a translated catalogue to replace. `{…}` are replaced. */
export const pricingText = defineText('pricing', {
  title: 'Pricing',
  metaDescription: 'Posting on Haat is free. Make an ad featured to list it first, with cashback if it sells in time.',
  intro:
    'Posting an ad is free. To reach more buyers, make it featured: featured ads are listed first in their category and city.',
  cashbackTerms:
    'Cashback: mark the ad sold within the plan’s cashback period, counted from when you pay, and the percentage shown comes back to your wallet once, automatically. Featuring ends by itself at the end of its days; featuring a featured ad adds the days to it.',
  loadFailed: 'The plans could not be loaded. Please try again later.',
  none: 'No featured plans are on offer right now.',
  noCashback: 'No cashback on this plan.',
  cta: 'Feature one of your ads',
  ctaHint: 'Choose the ad in My Ads and pay from your wallet. You can add money there too.',
  wallet: 'Your wallet',
  bannersTitle: 'Promo banners',
  bannersPrice: '{perDay} a day, for up to {max} days, shown to visitors of the city you choose (or all of India).',
  bannersTerms:
    'An admin reviews each banner; it is paid from your wallet when approved. A rejected banner costs nothing, and stopping a banner refunds the days left.',
  bannersCta: 'Create a banner',
  myBanners: 'My banners',
});
