export { OwnerAdRow } from './OwnerAdRow';
export type { OwnerAd, OwnerAdAction, OwnerAdRowProps } from './OwnerAdRow';
export { ownerAdRowText } from './ownerAdRowText';
export type { OwnerAdRowText } from './ownerAdRowText';
export { daysLeft, RENEW_WINDOW_DAYS } from './daysLeft';
