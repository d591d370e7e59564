import { css } from 'styled-components';
import type { space } from '../theme/tokens';

/** A step of the space scale: `--haat-space-{step}` (0, 4, 8, 12, 16, 20, 24, 32, 40, 48, 64 px). */
export type Space = keyof typeof space;

/** `data-gap` to the space token of that step; `:where()` keeps a `styled(Stack)` able to override it. */
export const gap = css`
  &:where([data-gap='0']) {
    gap: var(--haat-space-0);
  }
  &:where([data-gap='1']) {
    gap: var(--haat-space-1);
  }
  &:where([data-gap='2']) {
    gap: var(--haat-space-2);
  }
  &:where([data-gap='3']) {
    gap: var(--haat-space-3);
  }
  &:where([data-gap='4']) {
    gap: var(--haat-space-4);
  }
  &:where([data-gap='5']) {
    gap: var(--haat-space-5);
  }
  &:where([data-gap='6']) {
    gap: var(--haat-space-6);
  }
  &:where([data-gap='8']) {
    gap: var(--haat-space-8);
  }
  &:where([data-gap='10']) {
    gap: var(--haat-space-10);
  }
  &:where([data-gap='12']) {
    gap: var(--haat-space-12);
  }
  &:where([data-gap='16']) {
    gap: var(--haat-space-16);
  }
`;
