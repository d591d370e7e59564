export { OwnerBannerRow } from './OwnerBannerRow';
export type { OwnerBanner, OwnerBannerAction, OwnerBannerRowProps } from './OwnerBannerRow';
export { ownerBannerRowText } from './ownerBannerRowText';
export type { OwnerBannerRowText } from './ownerBannerRowText';
export { linkHost } from './linkHost';
