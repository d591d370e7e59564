export { formatPostedTime, isFreshPosting } from './formatPostedTime';
export type { DateInput } from './formatPostedTime';
export { formatPaise } from './formatPaise';
export { formatPrice } from './formatPrice';
