import { defineText } from '../../locale/text';
/** OwnerAdRow's words, for a translated catalogue to replace. `{n}` is replaced. */
export const ownerAdRowText = defineText('ui.ownerAdRow', {
  views: '{n} views',
  oneView: '1 view',
  daysLeft: '{n} days left',
  oneDayLeft: '1 day left',
  expired: 'Expired',
  sold: 'Sold',
  removed: 'Removed',
  /** An ad an automated check held until our team looks at it. */
  pendingReview: 'Waiting for review',
  /** A removed ad's line when an admin took it down: `{reason}` is the admin's. */
  removedByAdmin: 'Removed by an admin: {reason}',
  /** The link to appeal an admin's removal (the contact form, with the ad's number). */
  appeal: 'Appeal',
  featured: 'Featured',
  edit: 'Edit',
  markSold: 'Mark as sold',
  renew: 'Renew',
  delete: 'Delete',
  makeFeatured: 'Make featured',
  noImage: 'No image',
  /** Names the row's actions for screen readers: `{title}` is replaced. */
  actions: 'Actions for {title}',
} as const);

export type OwnerAdRowText = { [K in keyof typeof ownerAdRowText]: string };
