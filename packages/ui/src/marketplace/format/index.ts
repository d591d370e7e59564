export { formatPostedTime, isFreshPosting } from './formatPostedTime';
export type { DateInput } from './formatPostedTime';
export { formatPrice } from './formatPrice';
