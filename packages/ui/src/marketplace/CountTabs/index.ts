export { CountTabs } from './CountTabs';
export type { CountTab, CountTabsProps } from './CountTabs';
