export { Inline } from './Inline';
export type { InlineProps, InlineElement, InlineAlign, InlineJustify } from './Inline';
