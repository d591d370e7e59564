export { CategoryGrid } from './CategoryGrid';
export type { CategoryGridProps } from './CategoryGrid';
export { categoryGridText } from './categoryGridText';
export type { CategoryGridText } from './categoryGridText';
