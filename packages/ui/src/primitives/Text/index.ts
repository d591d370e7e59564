export { Text } from './Text';
export type { TextProps, TextElement, TextSize, TextWeight } from './Text';
