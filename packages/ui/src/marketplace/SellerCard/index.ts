export { SellerCard, memberSince } from './SellerCard';
export type { Seller, SellerCardProps } from './SellerCard';
export { defaultSellerCardText } from './sellerCardText';
export type { SellerCardText } from './sellerCardText';
