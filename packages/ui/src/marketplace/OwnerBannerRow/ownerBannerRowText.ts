import { defineText } from '../../locale/text';
/** OwnerBannerRow's words, for a translated catalogue to replace. `{…}` placeholders are filled in. */
export const ownerBannerRowText = defineText('ui.ownerBannerRow', {
  statusPending: 'Pending review',
  statusApproved: 'Approved',
  statusRejected: 'Not approved',
  statusLive: 'Live',
  statusEnded: 'Ended',
  /** The admin's reason for refusing the banner: `{reason}` is replaced. */
  rejectReason: 'Not approved: {reason}',
  /** Where a banner without a city is shown. */
  allIndia: 'All India',
  /** The banner's price: `{amount}` in rupees, `{n}` days. */
  price: '{amount} for {n} days',
  priceOneDay: '{amount} for 1 day',
  paid: 'Paid {amount}',
  refunded: 'Refunded {amount}',
  /** Read after the link's address, which opens in another tab. */
  newTab: '(opens in a new tab)',
  noImage: 'No image',
  edit: 'Edit',
  stop: 'Stop',
  delete: 'Delete',
  /** Names the row's actions for screen readers: `{title}` is replaced. */
  actions: 'Actions for {title}',
} as const);

export type OwnerBannerRowText = { [K in keyof typeof ownerBannerRowText]: string };
