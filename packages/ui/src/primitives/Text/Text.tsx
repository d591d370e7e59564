import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden';
import { fontSize } from '../fontSize';
import { tone, type TextTone } from '../tone';
import { truncateGraphemes } from './truncateGraphemes';

export type TextElement = 'p' | 'span' | 'div' | 'strong' | 'em' | 'small' | 'li' | 'dt' | 'dd';
export type TextSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export type TextWeight = 'regular' | 'medium' | 'semibold' | 'bold';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** The element: a paragraph, or `span`, `strong` … inside running text. @default 'p' */
  as?: TextElement;
  /** The font size, from the type scale (`--haat-font-size-{size}`: 12, 13, 14, 16, 20 px); without one it is inherited. */
  size?: TextSize;
  /** The font weight (`--haat-font-weight-{weight}`); without one it is inherited. */
  weight?: TextWeight;
  /** The text colour role; without one the colour is inherited. */
  tone?: TextTone;
  /** Keep to one line and end with an ellipsis where it overflows its container (CSS; the whole text stays in the page). @default false */
  truncate?: boolean;
  /**
   * Show at most this many characters (grapheme clusters, so "क्षि" or "👍🏽" count as one and are never
   * split) and an ellipsis. The full text becomes the `title` and is what assistive technology reads.
   * Applies when `children` is a string.
   */
  maxGraphemes?: number;
  /** The text. */
  children?: ReactNode;
  /** The element rendered. */
  ref?: Ref<HTMLElement>;
}

const StyledText = styled.p`
  margin: 0;
  ${fontSize}
  &:where([data-weight='regular']) {
    font-weight: var(--haat-font-weight-regular);
  }
  &:where([data-weight='medium']) {
    font-weight: var(--haat-font-weight-medium);
  }
  &:where([data-weight='semibold']) {
    font-weight: var(--haat-font-weight-semibold);
  }
  &:where([data-weight='bold']) {
    font-weight: var(--haat-font-weight-bold);
  }
  ${tone}
  &:where([data-truncate]) {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* An inline element only clips once it is a box no wider than its container. */
  &:where(span, strong, em, small):where([data-truncate]) {
    display: inline-block;
    max-inline-size: 100%;
    vertical-align: top;
  }
`;

/**
 * Body text on the type scale: size, weight and colour role, one-line truncation with CSS, or
 * truncation to a number of characters that never splits a conjunct or an emoji. No margins.
 */
export function Text({
  as = 'p',
  size,
  weight,
  tone,
  truncate = false,
  maxGraphemes,
  title,
  children,
  ...rest
}: TextProps) {
  let content = children;
  let fullText = title;
  if (maxGraphemes !== undefined && typeof children === 'string') {
    const shown = truncateGraphemes(children, maxGraphemes);
    if (shown !== children) {
      // Sighted readers get the cut text and the whole as a tooltip; a screen reader reads the whole.
      content = (
        <>
          <span aria-hidden="true">{shown}</span>
          <VisuallyHidden>{children}</VisuallyHidden>
        </>
      );
      fullText ??= children;
    }
  }
  return (
    <StyledText
      as={as}
      data-size={size}
      data-weight={weight}
      data-tone={tone}
      data-truncate={truncate || undefined}
      title={fullText}
      {...rest}
    >
      {content}
    </StyledText>
  );
}
