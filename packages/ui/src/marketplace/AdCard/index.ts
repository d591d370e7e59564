export { AdCard } from './AdCard';
export type { AdCardProps } from './AdCard';
export type { Ad } from './types';
