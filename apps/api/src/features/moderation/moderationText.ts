import { defineText } from '@haat/ui/text';

/** The automated checks' reasons (an ad's owner reads them) and the review queue's words. */
export const moderationText = defineText('moderation', {
  /** The reasons, one per rule: shown to the ad's owner while it waits, and to admins in the queue. */
  reason: {
    weapons: 'Weapons and ammunition cannot be sold on Haat.',
    drugs: 'Drugs and narcotics cannot be sold on Haat.',
    wildlife: 'Products of protected wildlife (skins, ivory, horns) cannot be sold on Haat.',
    currency: 'Counterfeit currency cannot be sold on Haat.',
    adult: 'Adult services cannot be offered on Haat.',
    medicines: 'Medicines sold only on prescription cannot be sold on Haat.',
    duplicateOwn: 'You already have this ad live.',
    duplicateOther: 'A photo of this ad is already on another account’s ad.',
    priceLow: 'The price is far below what this item usually sells for here.',
    flaggedSender: 'Messages from this account asked for payment before meeting in several chats.',
    reported: 'Several people reported this account. Its ads are hidden until our team checks it.',
  },
  /** An unknown rule (one removed since it fired). */
  otherRule: 'Our team is checking this ad.',
  notWaiting: 'This has already been decided.',
  noReview: 'No such review.',
  termWords: 'Enter a word or phrase with letters or digits.',
  /** The owner's notification when an admin approves a held ad. */
  approved: 'Your ad “{title}” passed our review and is now live.',
  /** The same, while the owner's account still waits for review on reports. */
  approvedAccountHeld: 'Your ad “{title}” passed our review. It goes live once our team has checked your account.',
  /** The owner's notification when an admin rejects a held ad. {reason}: the admin's words. */
  rejected: 'Your ad “{title}” was not approved: {reason} To appeal, use Contact us with the ad’s number.',
  /** The account's notification when reports hold it. */
  accountHeld:
    'Several people reported your account, so your ads are hidden while our team checks it, usually within a day.',
  /** The account's notification when an admin clears it. */
  accountApproved: 'Our team checked your account and found nothing wrong. Your ads are live again.',
});
