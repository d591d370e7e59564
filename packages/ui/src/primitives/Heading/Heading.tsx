import type { HTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import { fontSize } from '../fontSize';
import { tone, type TextTone } from '../tone';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
export type HeadingSize = 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'display';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The outline level: renders `<h1>` to `<h6>`. Choose it for the document's outline, not the look. */
  level: HeadingLevel;
  /**
   * The font size, from the type scale (`--haat-font-size-{size}`: 13, 14, 16, 20, 24, 32 px).
   * `xxl` and `display` set tight leading; the smaller sizes keep the body's.
   * @default by level: 1 `xxl`, 2 `xl`, 3 `lg`, 4 `md`, 5 and 6 `sm`
   */
  size?: HeadingSize;
  /** The text colour role; without one the heading takes its container's colour. */
  tone?: TextTone;
  /** The heading element, e.g. to focus it after a navigation. */
  ref?: Ref<HTMLHeadingElement>;
}

const defaultSize: Record<HeadingLevel, HeadingSize> = { 1: 'xxl', 2: 'xl', 3: 'lg', 4: 'md', 5: 'sm', 6: 'sm' };

const StyledHeading = styled.h2`
  margin: 0;
  font-family: var(--haat-font-heading);
  font-weight: var(--haat-font-weight-bold);
  line-height: var(--haat-line-height-normal);
  ${fontSize}
  ${tone}
`;

/**
 * A heading whose level (the outline) and size (the look) are chosen apart: a card's `<h3>` can
 * read as large as a page's `<h2>`. Bold, no margins: the layout around it spaces it.
 */
export function Heading({ level, size = defaultSize[level], tone, ...rest }: HeadingProps) {
  return <StyledHeading as={`h${level}`} data-size={size} data-tone={tone} {...rest} />;
}
