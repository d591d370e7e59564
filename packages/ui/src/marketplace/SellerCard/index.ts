export { SellerCard, memberSince } from './SellerCard';
export type { Seller, SellerCardProps } from './SellerCard';
