import { defineText } from '@haat/ui/text';

/** Featuring an ad, and its notifications. */
export const featuredText = defineText('featured', {
  choosePlan: 'Choose one of the plans.',
  otherAccount: 'This ad belongs to another account.',
  onlyLive: 'Only a live ad can be featured. Renew it first.',
  cashback: '{amount} cashback for selling “{title}” is in your wallet.',
  ended: 'Featuring of “{title}” has ended. Feature it again to stay on top.',
});
