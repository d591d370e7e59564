export { createClock, createFixedClock } from './clock';
export type { Clock, ClockOptions } from './clock';
export { ClockProvider, useClock } from './ClockProvider';
export type { ClockProviderProps } from './ClockProvider';
export { usePostedTime } from './usePostedTime';
