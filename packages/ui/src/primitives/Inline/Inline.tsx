import type { AllHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { gap, type Space } from '../gap';

export type InlineElement = 'div' | 'section' | 'form' | 'fieldset' | 'ul' | 'ol' | 'nav' | 'header' | 'footer' | 'p';
export type InlineAlign = 'center' | 'start' | 'end' | 'baseline' | 'stretch';
export type InlineJustify = 'start' | 'center' | 'end' | 'between';

export interface InlineProps extends Omit<AllHTMLAttributes<HTMLElement>, 'as'> {
  /** The element, e.g. `ul` for a row of links. @default 'div' */
  as?: InlineElement;
  /** The space between children, across and between lines, a step of the space scale (`2` is `--haat-space-2`, 8 px). @default 0 */
  gap?: Space;
  /** How children line up across the row: centred, at the `start` (top), `end`, on the text `baseline`, or `stretch`ed to the tallest. @default 'center' */
  align?: InlineAlign;
  /** Where the row's children sit along it; `between` pushes the first and last to the edges. @default 'start' */
  justify?: InlineJustify;
  /** The children, side by side, wrapping onto more lines when they do not fit. */
  children?: ReactNode;
  /** The element rendered. */
  ref?: Ref<HTMLElement>;
}

const StyledInline = styled.div`
  display: flex;
  flex-wrap: wrap;
  ${gap}
  &:where([data-align='center']) {
    align-items: center;
  }
  &:where([data-align='start']) {
    align-items: flex-start;
  }
  &:where([data-align='end']) {
    align-items: flex-end;
  }
  &:where([data-align='baseline']) {
    align-items: baseline;
  }
  &:where([data-justify='center']) {
    justify-content: center;
  }
  &:where([data-justify='end']) {
    justify-content: flex-end;
  }
  &:where([data-justify='between']) {
    justify-content: space-between;
  }
  &:where(ul, ol) {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** Children side by side, wrapping, with a gap from the space scale: a row of buttons, badges or links. */
export function Inline({ as, ref, gap, align = 'center', justify, ...rest }: InlineProps) {
  // The element varies with `as`; styled-components types the ref by the default <div>.
  return (
    <StyledInline
      as={as}
      ref={ref as Ref<HTMLDivElement>}
      data-gap={gap}
      data-align={align}
      data-justify={justify}
      {...rest}
    />
  );
}
