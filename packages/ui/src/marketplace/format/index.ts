export { formatPostedTime, isFreshPosting } from './formatPostedTime';
export type { DateInput } from './formatPostedTime';
export { formatDateTime, formatDay, indiaToday } from './formatDateTime';
export { formatPaise } from './formatPaise';
export { formatPrice } from './formatPrice';
export { formatMonthYear, formatNumber } from './formatNumber';
