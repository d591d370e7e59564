import { defineText } from '@haat/ui';

/** My Account's data rights: a copy of my data, my consents, deleting my account. */
export const dataRightsText = defineText('account.dataRights', {
  downloadTitle: 'Your data',
  downloadHint:
    'Download a copy of everything Haat holds about you: profile, ads, chats, offers, ratings, wallet, notifications, consents and sign-ins. A JSON file, or a zip of it with the photos of your ads and the photos you sent in chats; up to 3 times an hour in all.',
  download: 'Download my data',
  downloadZip: 'Download with photos (zip)',
  preparing: 'Preparing your file…',
  preparingZip: 'Preparing your zip with photos… This can take a minute.',
  downloaded: 'Your file {name} is downloaded.',
  downloadFailed: "We couldn't prepare your file. Please try again.",
  loading: 'Loading…',
  consentsTitle: 'Consents',
  consentsHint:
    'What you agreed to, with the version of the text and when. You can withdraw any but the Terms and Privacy.',
  kinds: {
    terms: 'Terms of use',
    privacy: 'Privacy notice',
    marketing_sms: 'Offers and news by SMS',
    marketing_push: 'Offers and news by push notification',
    phone_sharing: 'Sharing your mobile number with buyers',
  },
  givenOn: 'Version {version}, agreed on {when}',
  withdrawnOn: 'Version {version}, withdrawn on {when}',
  neverGiven: 'Not given',
  olderVersion: 'The text has changed since (now version {version}).',
  withdraw: 'Withdraw',
  withdrawLabel: 'Withdraw consent: {kind}',
  give: 'Agree',
  giveLabel: 'Agree to: {kind}',
  consentFailed: "We couldn't change this consent. Please try again.",
  deleteTitle: 'Delete account',
  deleteHint:
    'Erase your account and your personal data for good. Messages stay in the other person’s chats as from Deleted user; wallet records are kept without your name.',
  deleteButton: 'Delete my account',
  deleted: 'Your account is deleted. Thank you for using Haat.',
  deleteFailed: "We couldn't delete your account. Please try again.",
} as const);
