export { SellerFacts, lastActive, typicalReply } from './SellerFacts';
export type { SellerFactsData, SellerFactsProps } from './SellerFacts';
export { defaultSellerFactsText } from './sellerFactsText';
export type { SellerFactsText } from './sellerFactsText';
