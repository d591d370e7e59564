import { defineText } from '@haat/ui';
/** Every string of Make featured, for a translated catalogue to replace. `{…}` are replaced. */
export const makeFeaturedText = defineText('makeFeatured', {
  title: 'Make your ad featured',
  intro:
    'Featured ads are listed first in their category and city. Mark the ad sold within the cashback period and part of the price comes back to your wallet.',
  loading: 'Loading your ad and the plans…',
  loadFailed: "We couldn't load your ad or the plans. Please try again.",
  retry: 'Try again',
  notLive: 'Only a live ad can be featured. Renew it from My Ads first.',
  myAds: 'Go to My Ads',
  featuredUntil: 'Featured until {date}',
  balance: 'Wallet balance',
  pay: 'Pay {amount} from wallet',
  short: 'Your wallet is short by {amount} for this plan. Add money below, then pay.',
  choosePlan: 'Choose a plan.',
  payFailed: 'The payment did not go through. Nothing was charged. Please try again.',
  done: 'Your ad is featured until {date}. It is now listed first in its category.',
  cashbackPromise: 'Mark it sold by {date} and {amount} comes back to your wallet.',
  viewAd: 'View your ad',
  extend: 'Add more days',
  addMoney: 'Add money',
});
