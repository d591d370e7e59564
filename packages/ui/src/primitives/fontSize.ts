import { css } from 'styled-components';

/** `data-size` to a step of the type scale (`--haat-font-size-{size}`); the two largest set tight leading. */
export const fontSize = css`
  &:where([data-size='xs']) {
    font-size: var(--haat-font-size-xs);
  }
  &:where([data-size='sm']) {
    font-size: var(--haat-font-size-sm);
  }
  &:where([data-size='md']) {
    font-size: var(--haat-font-size-md);
  }
  &:where([data-size='lg']) {
    font-size: var(--haat-font-size-lg);
  }
  &:where([data-size='xl']) {
    font-size: var(--haat-font-size-xl);
  }
  &:where([data-size='xxl']) {
    font-size: var(--haat-font-size-xxl);
    line-height: var(--haat-line-height-tight);
  }
  &:where([data-size='display']) {
    font-size: var(--haat-font-size-display);
    line-height: var(--haat-line-height-tight);
  }
`;
