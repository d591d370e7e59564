import { defineText } from '../../locale/text';

/** OfferCard's and OfferForm's words, for a catalogue to translate; the `text` prop replaces any of them. */
export const defaultOfferCardText = defineText('ui.offerCard', {
  /** Names an offer the signed-in user made. */
  mine: 'Your offer',
  /** Names an offer the other person made. */
  theirs: 'Their offer',
  /** An offer waiting for an answer. */
  pending: 'Pending',
  /** An accepted offer: the price both agreed. */
  accepted: 'Accepted: deal',
  declined: 'Declined',
  /** Answered with another amount. */
  countered: 'Countered',
  /** Replaced by a newer offer from the same person. */
  withdrawn: 'Withdrawn',
  accept: 'Accept',
  decline: 'Decline',
  /** Opens the counter-offer's amount. */
  counter: 'Counter',
  /** The counter-offer amount's label. */
  counterLabel: 'Your counter-offer in rupees',
  sendCounter: 'Send counter-offer',
  /** Opens the form of a new offer. */
  makeOffer: 'Make an offer',
  /** The new offer amount's label. */
  offerLabel: 'Your offer in rupees',
  sendOffer: 'Send offer',
  cancel: 'Cancel',
  /** The amount is empty or zero. */
  tooLow: 'Offer at least ₹1.',
  /** The amount is over the asking price: `{price}` is the asking price. */
  aboveAsking: 'Offer no more than the asking price, {price}.',
});

export type OfferCardText = { [K in keyof typeof defaultOfferCardText]: string };
