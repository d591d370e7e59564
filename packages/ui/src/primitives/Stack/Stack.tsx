import type { AllHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { gap, type Space } from '../gap';

export type StackElement =
  'div' | 'section' | 'article' | 'form' | 'fieldset' | 'ul' | 'ol' | 'nav' | 'header' | 'footer';
export type StackAlign = 'stretch' | 'start' | 'center' | 'end';

export interface StackProps extends Omit<AllHTMLAttributes<HTMLElement>, 'as'> {
  /** The element, e.g. `form` for a form's fields or `ul` for a list. @default 'div' */
  as?: StackElement;
  /** The space between children, a step of the space scale (`3` is `--haat-space-3`, 12 px). @default 0 */
  gap?: Space;
  /** Where children sit across the stack: full width (`stretch`), or at the `start`, `center` or `end`. @default 'stretch' */
  align?: StackAlign;
  /** The children, one under another. */
  children?: ReactNode;
  /** The element rendered. */
  ref?: Ref<HTMLElement>;
}

const StyledStack = styled.div`
  display: grid;
  /* Rows keep their height when the stack is taller than them (a stretched grid or flex item). */
  align-content: start;
  ${gap}
  &:where([data-align='start']) {
    justify-items: start;
  }
  &:where([data-align='center']) {
    justify-items: center;
  }
  &:where([data-align='end']) {
    justify-items: end;
  }
  &:where(ul, ol) {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** Children one under another with a gap from the space scale: the spacing lives here, not in them. */
export function Stack({ as, ref, gap, align, ...rest }: StackProps) {
  // The element varies with `as`; styled-components types the ref by the default <div>.
  return <StyledStack as={as} ref={ref as Ref<HTMLDivElement>} data-gap={gap} data-align={align} {...rest} />;
}
