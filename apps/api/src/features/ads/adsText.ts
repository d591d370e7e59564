import { defineText } from '@haat/ui/text';

/** Posting, editing and reporting ads. */
export const adsText = defineText('ads', {
  otherAccount: 'This ad belongs to another account.',
  useUploadedImage: 'Use an image you uploaded.',
  imageNotUploaded: 'This image has not been uploaded yet.',
  attachPhoto: 'Attach a photo you uploaded.',
  imagePathOrUrl: 'Enter an uploaded image path or a web address (http or https).',
  unknownDetail: 'Unknown detail for this category.',
  phoneRequired: 'Enter the phone number buyers may call.',
  bothLatLngOrNeither: 'Give both lat and lng, or neither.',
  sendObject: 'Send the ad as a JSON object.',
  cannotPutBack: 'This ad can no longer be put back on sale. Post it again.',
  expired: 'This ad has expired.',
  removed: 'This ad has been removed.',
  reportThanks: 'Thank you. Our team will look into it.',
  documentsOnly: 'Only property and job ads can carry documents.',
  attachDocument: 'Attach a document you uploaded.',
  noLonger: 'This ad is no longer available.',
  ownAd: 'This is your own ad.',
  manyReports: 'You have sent many reports today. Please try again tomorrow.',
  alreadyReported: 'You have already reported this ad. Our team will look into it.',
  unknownCategory: 'Unknown category.',
  unknownSubCategory: 'Unknown sub-category.',
  categoryRequired: 'Category is required.',
  subNotInCategory: 'This sub-category is not part of {category}.',
  adsPerDay: 'You can post {limit} ads a day. Try again later.',
  /** An account younger than a day (LIMITS.newAccountAds). */
  newAccountAds: 'New accounts can post {limit} ads an hour on their first day. Please try again in a little while.',
  soldCannotRenew: 'A sold ad cannot be renewed. Post it again.',
  documentsChatFirst: "Chat with the seller to download this ad's documents.",
  waitingForReview: 'This ad is waiting for our team’s review. You can mark it sold once it is live.',
});
