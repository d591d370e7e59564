import { defineText } from '../../locale/text';

/** SellerCard's words, for a translated catalogue to replace. `{…}` placeholders are filled in. */
export const defaultSellerCardText = defineText('ui.sellerCard', {
  /** The card's heading, which also names it. */
  heading: 'Seller',
  /** The card's accessible name: `{heading}` and the seller's `{name}`. */
  named: '{heading}: {name}',
  /** `{month}` is a short month (`Nov`), `{year}` four digits. */
  memberSince: 'Member since {month} {year}',
  store: 'See all ads from this seller',
  chat: 'Chat with seller',
  /** Opens a chat with an offer form ready: the offer is the chat's first message. */
  offer: 'Make an offer',
});

export type SellerCardText = { [K in keyof typeof defaultSellerCardText]: string };
