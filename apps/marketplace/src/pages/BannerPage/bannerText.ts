import { defineText } from '@haat/ui';
/** Every string of the banner form, for a translated catalogue to replace. `{…}` are replaced. */
export const bannerText = defineText('banner', {
  titleNew: 'Create a promo banner',
  titleEdit: 'Edit your banner',
  intro:
    'Your banner rotates in the carousel on the home page. With a city, only visitors browsing that city see it; without one, visitors all over India do. An admin reviews it first.',
  loading: 'Loading…',
  loadFailed: "We couldn't load this page. Please try again.",
  retry: 'Try again',
  notFound: 'This banner is not one of yours, or it was deleted.',
  image: 'Banner image',
  imageHint: 'JPEG, PNG or WebP, 4 times as wide as it is tall, at least {width} × {height} pixels.',
  imageRequired: 'Upload the banner image.',
  imageWrongSize:
    'This image is {actualWidth} × {actualHeight} pixels. Use one at least {width} × {height}, four times as wide as it is tall.',
  preview: 'Preview',
  link: 'Link',
  linkHint: 'Where the banner takes visitors, starting with https://',
  linkInvalid: 'Enter a web address that starts with http:// or https://.',
  title: 'Title',
  titleShort: 'Enter a title of at least 3 characters.',
  titleHint: 'Shown on the banner and read out to screen readers (3 to 80 characters).',
  city: 'City (optional)',
  cityHint: 'Only visitors browsing this city see it. Leave it empty to show it all over India.',
  dates: 'Dates',
  datesHint: 'From today, up to {max} days.',
  price: '{days} days × {perDay} a day = {total}',
  pricePending: 'Choose the dates to see the price ({perDay} a day).',
  payNote:
    'Paid from your wallet when an admin approves it. A rejected banner costs nothing; stopping it refunds the days left.',
  balance: 'Wallet balance: {amount}',
  shortNote: 'Top up {amount} before it is approved.',
  topUp: 'Add money',
  submit: 'Submit for review',
  saveEdit: 'Save and submit for review',
  saveFailed: "We couldn't save your banner. Please try again.",
  cancel: 'Back to my banners',
});
