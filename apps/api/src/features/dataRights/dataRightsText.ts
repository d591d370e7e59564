import { defineText } from '@haat/ui/text';

/** The user's data rights (DPDP Act 2023): export, erasure and consents. */
export const dataRightsText = defineText('dataRights', {
  /** The name shown for an erased account, wherever its person's name was. */
  deletedUser: 'Deleted user',
  tooManyExports: 'You have downloaded your data several times in the last hour. Try again later.',
  forfeitNeeded:
    'Your wallet still holds {balance}. Withdraw it first, or confirm that you give it up to delete your account.',
  forfeited: 'Wallet balance given up when the account was deleted',
  erased: 'Your account is deleted. Thank you for using Haat.',
  keepsTerms:
    'The Terms and the Privacy notice stay accepted while your account exists. To withdraw them, delete your account.',
  notGiven: 'This consent is not given now, so there is nothing to withdraw.',
  onlyMarketing:
    'Only marketing messages are agreed to here. The other consents are given by signing up or sharing your number.',
  unknownKind: 'There is no consent of this kind.',
  /** Lines of photos/MISSING.txt in the zip export: why a photo named in the data is not in the zip. */
  photoNotStored: 'kept in the cloud photo store, which this copy cannot read: open the address to save it',
  photoElsewhere: 'not a file you uploaded to Haat (a web address, say)',
  photoUnreadable: 'the file is no longer in the photo store',
  photoPastZipSize: 'the zip reached its 4 GB limit: open the address to save it',
  adGone: 'This ad was removed when its seller deleted their account.',
});
