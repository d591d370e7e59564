import { defineText } from '@haat/ui';
/** Every string of the chat screen, for a translated catalogue to replace. `{name}` and `{title}` are replaced. */
export const chatText = defineText('chat', {
  title: 'Chat',
  titleWith: 'Chat with {name}',
  opening: 'Opening the chat…',
  loading: 'Loading messages…',
  error: "We couldn't load this chat. Please try again.",
  retry: 'Try again',
  notFound: 'This chat could not be found.',
  backToInbox: 'Back to inbox',
  viewAd: 'View ad',
  /** The ad's documents (a floor plan, a job description), folded under the ad: `{n}` is replaced. */
  documents: 'Documents with this ad ({n})',
  adStatus: {
    active: '',
    sold: 'This item is sold.',
    expired: 'This ad has expired.',
    removed: 'This ad was removed.',
    pending_review: 'This ad is not available right now.',
  },
  quickRepliesLabel: 'Quick replies',
  quickReplies: ['Is it available?', 'What is the last price?', 'Where can we meet?'],
  safetyTip:
    'For your safety: keep the conversation in Haat chat, meet in a public place, and never pay or share an OTP in advance.',
  /** Above a message that fired a scam rule, for its reader (the contract's ChatWarning). */
  warnings: {
    advance_payment:
      'This message asks for money before you meet: an advance, a token amount or courier charges. Never pay before you have seen the item.',
    payment_link:
      'This message asks you to accept a payment request or enter your UPI PIN. You never need your PIN to receive money; its links are not opened from here.',
    qr_code:
      'This message asks you to scan a QR code. Scanning a QR code only ever sends money, it never brings you any.',
    army_story:
      'Stories of an army or CRPF posting far away are a common way to ask for payment without meeting. Meet in person, in a public place.',
  },
  blockedByMe: 'You blocked {name}. Unblock them to send messages.',
  blockedByThem: "You can't message this user.",
  offline: 'Reconnecting… Messages you send now go out when you are back online.',
  menu: 'More actions',
  block: 'Block {name}',
  unblock: 'Unblock {name}',
  report: 'Report',
  reportTitle: 'Report this chat',
  reportTarget: 'What are you reporting?',
  reportTargets: { user: 'The user', ad: 'The ad' },
  reportReason: 'Reason',
  reportReasons: {
    spam: 'Spam',
    fraud: 'Fraud or scam',
    offensive: 'Offensive behaviour',
    prohibited: 'Prohibited item',
    other: 'Something else',
  },
  reportDetails: 'Details (optional)',
  reportSend: 'Send report',
  reportCancel: 'Cancel',
  reported: 'Thank you. Our team will look into it.',
  actionFailed: "That didn't work. Please try again.",
  attachPhoto: 'Send a photo',
  /** The header once an offer is accepted: `{price}` is the agreed amount. */
  deal: 'Deal: {price}',
  /** The buyer's action on an ad whose seller gives the number on request. */
  requestPhone: 'Request phone number',
  /** The seller's menu action: share the number with this buyer unasked. */
  shareNumber: 'Share my number',
  /** The header once the seller shared their number with the buyer: `{phone}` is the number. */
  sellerPhone: 'Phone: {phone}',
  call: 'Call',
  whatsApp: 'WhatsApp',
  composer: { label: 'Message', placeholder: 'Type a message', send: 'Send' },
  /** Rating the other person once the chat has a deal: `{name}` is theirs. */
  rating: {
    rate: 'Rate {name}',
    edit: 'Edit your rating',
    rated: 'You rated {name}.',
    posted: 'Thank you. Your rating of {name} is posted.',
    saved: 'Your rating is saved.',
  },
});
