import type { AllHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import type { Space } from '../gap';

export type CardElement = 'div' | 'section' | 'article' | 'aside' | 'li' | 'form';

export interface CardProps extends Omit<AllHTMLAttributes<HTMLElement>, 'as'> {
  /** The element: `section` or `article` when the card has a heading of its own, `li` in a list. @default 'div' */
  as?: CardElement;
  /** The inner space, a step of the space scale (`4` is `--haat-space-4`, 16 px); without one, none (media edge to edge). */
  padding?: Space;
  /** The card's content. */
  children?: ReactNode;
  /** The element rendered. */
  ref?: Ref<HTMLElement>;
}

const StyledCard = styled.div`
  color: var(--haat-color-text-default);
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-subtle);
  border-radius: var(--haat-radius-lg);
  &:where([data-padding='0']) {
    padding: var(--haat-space-0);
  }
  &:where([data-padding='1']) {
    padding: var(--haat-space-1);
  }
  &:where([data-padding='2']) {
    padding: var(--haat-space-2);
  }
  &:where([data-padding='3']) {
    padding: var(--haat-space-3);
  }
  &:where([data-padding='4']) {
    padding: var(--haat-space-4);
  }
  &:where([data-padding='5']) {
    padding: var(--haat-space-5);
  }
  &:where([data-padding='6']) {
    padding: var(--haat-space-6);
  }
  &:where([data-padding='8']) {
    padding: var(--haat-space-8);
  }
  &:where([data-padding='10']) {
    padding: var(--haat-space-10);
  }
  &:where([data-padding='12']) {
    padding: var(--haat-space-12);
  }
  &:where([data-padding='16']) {
    padding: var(--haat-space-16);
  }
`;

/** A surface set apart from the page: surface colour with its text colour, a subtle border and large radius. */
export function Card({ as, ref, padding, ...rest }: CardProps) {
  // The element varies with `as`; styled-components types the ref by the default <div>.
  return <StyledCard as={as} ref={ref as Ref<HTMLDivElement>} data-padding={padding} {...rest} />;
}
