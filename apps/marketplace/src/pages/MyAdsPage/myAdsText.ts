import { defineText } from '@haat/ui';
/** Every string of My Ads, for a translated catalogue to replace. `{title}` is replaced. */
export const myAdsText = defineText('myAds', {
  title: 'My Ads',
  tabsLabel: 'My ads by status',
  tabs: { active: 'Active', sold: 'Sold', expired: 'Expired', removed: 'Removed' },
  loading: 'Loading your ads…',
  error: "We couldn't load your ads. Please try again.",
  retry: 'Try again',
  empty: {
    active: 'You have no live ads',
    sold: 'Nothing sold yet',
    expired: 'No expired ads',
    removed: 'No removed ads',
  },
  emptyHint: {
    active: 'Post a free ad and buyers near you will find it.',
    sold: 'Ads you mark as sold appear here.',
    expired: 'Ads expire 30 days after posting or renewing; renew them here.',
    removed: 'Ads you delete, or an admin removes, appear here.',
  },
  postAd: 'Post Free Ad',
  moreAds: 'Showing your newest {shown} of {count} ads.',
  loadMore: 'Load more',
  loadMoreFailed: "We couldn't load more of your ads. Please try again.",
  confirmTitle: 'Delete this ad?',
  confirmDescription: '"{title}" will no longer be shown to buyers. This cannot be undone.',
  confirmDelete: 'Delete ad',
  cancel: 'Cancel',
  renewed: '"{title}" is live for 30 more days.',
  deleted: '"{title}" is deleted.',
  actionFailed: "That didn't work. Please try again.",
} as const);
