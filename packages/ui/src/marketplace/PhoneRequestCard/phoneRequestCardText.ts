import { defineText } from '../../locale/text';

/** PhoneRequestCard's words, for a catalogue to translate; the `text` prop replaces any of them. */
export const defaultPhoneRequestCardText = defineText('ui.phoneRequestCard', {
  /** The seller's question about a buyer's request: `{name}` is the buyer. */
  question: 'Share your number with {name}?',
  share: 'Share',
  decline: 'Decline',
  /** The buyer's own request, waiting for the seller. */
  asked: 'You asked for the phone number.',
  waiting: 'Waiting for the seller to answer.',
  /** The buyer sees the number the seller shared. */
  sharedWithYou: 'The seller shared their phone number',
  /** The seller's view once shared. */
  youShared: 'You shared your phone number.',
  /** The buyer's view of a refused request. */
  declinedToYou: 'The seller chose not to share their number.',
  /** The seller's view of a refused request. */
  youDeclined: 'You chose not to share your number.',
  /** A request left unanswered for a day, asked again later. */
  replaced: 'Asked again later.',
  /** Calls the shared number (a tel: link). */
  call: 'Call',
  /** Opens a WhatsApp chat with the shared number. */
  whatsApp: 'WhatsApp',
  /** The accessible name of the card: `{name}` is the buyer. */
  label: 'Phone number request',
});

export type PhoneRequestCardText = { [K in keyof typeof defaultPhoneRequestCardText]: string };
