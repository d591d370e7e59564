import { defineText } from '@haat/ui';
/** The words every admin screen shares, for a translated catalogue to replace. `{…}` are filled in. */
export const adminText = defineText('admin', {
  navLabel: 'Admin',
  nav: {
    users: 'Users',
    ads: 'Ads',
    reports: 'Reports',
    reviews: 'Reviews',
    banners: 'Banners',
    audit: 'Audit log',
    settings: 'Settings',
  },
  retry: 'Try again',
  loadMore: 'Load more',
  loadMoreFailed: "We couldn't load more. Please try again.",
  showing: 'Showing {shown} of {count}.',
  actionFailed: "That didn't work. Please try again.",
  any: 'Any',
  applyFilters: 'Apply filters',
  clearFilters: 'Clear filters',
  cancel: 'Cancel',
} as const);
