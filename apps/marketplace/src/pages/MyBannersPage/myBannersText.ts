import { defineText } from '@haat/ui';
/** Every string of My Banners, for a translated catalogue to replace. `{…}` are replaced. */
export const myBannersText = defineText('myBanners', {
  title: 'My Banners',
  intro: 'Promo banners rotate on the home page. Each is reviewed by an admin and paid from your wallet when approved.',
  create: 'Create a banner',
  loading: 'Loading your banners…',
  loadFailed: "We couldn't load your banners. Please try again.",
  retry: 'Try again',
  empty: 'No banners yet',
  emptyHint: 'Promote your shop or your ads to everyone who opens Haat in your city.',
  saved: 'Your banner is saved and waits for review.',
  stopped: '“{title}” is stopped. Unused days are back in your wallet.',
  deleted: '“{title}” is deleted.',
  actionFailed: "That didn't work. Please try again.",
  confirmStopTitle: 'Stop this banner?',
  confirmStopDescription: '“{title}” leaves the site today; the days after today are refunded to your wallet.',
  confirmStop: 'Stop banner',
  confirmDeleteTitle: 'Delete this banner?',
  confirmDeleteDescription: '“{title}” will be deleted. This cannot be undone.',
  confirmDelete: 'Delete banner',
});
