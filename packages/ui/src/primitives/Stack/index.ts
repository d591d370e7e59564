export { Stack } from './Stack';
export type { StackProps, StackElement, StackAlign } from './Stack';
