export { CategoryBar } from './CategoryBar';
export type { CategoryBarItem, CategoryBarProps } from './CategoryBar';
