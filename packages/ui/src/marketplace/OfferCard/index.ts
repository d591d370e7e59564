export { OfferCard } from './OfferCard';
export type { OfferCardProps, OfferCardStatus } from './OfferCard';
export { OfferForm } from './OfferForm';
export type { OfferFormProps } from './OfferForm';
export { MakeOffer } from './MakeOffer';
export type { MakeOfferProps } from './MakeOffer';
export { defaultOfferCardText } from './offerCardText';
export type { OfferCardText } from './offerCardText';
