import { defineText } from '@haat/ui';
/**
 * Strings of the ad page, for a translated catalogue to replace. `{…}` placeholders are filled in.
 */
export const adText = defineText('ad', {
  /** The heart's button: pressed when the ad is in the person's favourites. */
  save: 'Save to favourites',
  saved: 'Saved to favourites',
  share: 'Share',
  /** Said after the ad's address was copied (where the phone has no share sheet). */
  linkCopied: 'Link copied',
  /** Shared with the ad's link: `{title}` and `{price}`. */
  shareText: '{title} - {price}',
  similar: 'Similar ads',
  loadError: 'This ad could not be loaded. Please try again.',
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  sold: 'This item has been sold.',
  featured: 'Featured',
  description: 'Description',
  noDescription: 'The seller has not written a description.',
  /** A seller with no name yet. */
  anonymousSeller: 'Haat seller',
  callSeller: 'Call the seller: {phone}',
  /** An ad whose seller gives the number on request. */
  phoneOnRequest: 'The seller shares their phone number on request: ask for it in chat.',
  /** Under an ad's documents a buyer cannot download yet. */
  chatForDocuments: 'Chat with seller',
  /** The owner's actions on their own live ad. */
  ownerActions: 'Manage your ad',
  edit: 'Edit',
  markSold: 'Mark as sold',
  makeFeatured: 'Make featured',
  /** Names the space that holds the page while the ad loads. */
  loading: 'Loading the ad',
  /** A removed ad, which only its owner can open; one line for each way it was removed. */
  removed: {
    seller: 'You removed this ad. Nobody else can see it.',
    admin: 'An admin removed this ad: {reason}',
    block: 'This ad is hidden while your account is blocked.',
  },
  /** An ad an automated check held: only its owner (and admins) can open it until our team decides. */
  review: {
    title: 'Waiting for review',
    body: 'Only you can see this ad while our team checks it. We will let you know once it is decided.',
  },
  /** After an admin's reason: `{link}` is `appealLink`, to the contact form with the ad's number. */
  appeal: 'If you think this is a mistake, {link} quoting ad #{id}.',
  appealLink: 'write to us',
  /** "Report this ad", beside Share, and its dialog. */
  report: {
    button: 'Report this ad',
    title: 'Report this ad',
    description: 'Our team checks every report. The seller is not told who reported the ad.',
    reasonLabel: 'What is wrong?',
    reasonPlaceholder: 'Choose a reason',
    reasonRequired: 'Choose what is wrong with this ad.',
    reasons: {
      fraud: 'Fraud or scam',
      wrong_category: 'Wrong category',
      sold: 'Already sold',
      offensive: 'Offensive or illegal',
      other: 'Something else',
    },
    detailsLabel: 'Details',
    detailsHint: 'A few words help our team check it quickly.',
    tooShort: 'Tell us what is wrong in a few words ({min} characters or more).',
    send: 'Send report',
    cancel: 'Cancel',
    sent: 'Thank you. Our team will look into it.',
    failed: "We couldn't send your report. Please try again.",
  },
} as const);
