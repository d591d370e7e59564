import { defineText } from '@haat/ui/text';

/** Promo banners: dates, review and the owner's notifications. */
export const bannersText = defineText('banners', {
  startToday: 'Start today or later.',
  startWithin: 'Start within {days} days.',
  endAfterStart: 'End on or after the start date.',
  runsAtMost: 'A banner runs at most {days} days.',
  noBanner: 'No such banner.',
  liveStopToChange: 'This banner is live. Stop it to change it.',
  ended: 'This banner has ended. Create a new one.',
  onlyApprovedStopped: 'Only an approved or live banner can be stopped.',
  liveStopFirst: 'This banner is live. Stop it first.',
  alreadyReviewed: 'This banner has already been reviewed.',
  datesPassed: 'Its dates have passed: reject it instead.',
  ownerShort: "The owner's wallet is short by {amount}. Ask them to top up, or reject it.",
  approved: 'Your banner “{title}” is approved; {amount} was paid from your wallet.',
  rejected: 'Your banner “{title}” was not approved: {reason}',
  createsPerDay: 'You can create {limit} banners a day. Try again later.',
  /** {width} × {height}: the smallest image in pixels. */
  imageSize: 'Use an image at least {width} × {height} pixels, four times as wide as it is tall.',
});
