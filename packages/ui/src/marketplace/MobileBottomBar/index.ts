export { MobileBottomBar } from './MobileBottomBar';
export type { BottomBarItem, MobileBottomBarProps } from './MobileBottomBar';
