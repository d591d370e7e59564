export { Heading } from './Heading';
export type { HeadingProps, HeadingLevel, HeadingSize } from './Heading';
