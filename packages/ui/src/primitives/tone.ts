import { css } from 'styled-components';

/** A text colour role: `--haat-color-text-{tone}`. */
export type TextTone = 'default' | 'muted' | 'subtle' | 'danger' | 'success' | 'warning' | 'link' | 'inverse';

/** `data-tone` to its text colour; without one, the colour is inherited. */
export const tone = css`
  &:where([data-tone='default']) {
    color: var(--haat-color-text-default);
  }
  &:where([data-tone='muted']) {
    color: var(--haat-color-text-muted);
  }
  &:where([data-tone='subtle']) {
    color: var(--haat-color-text-subtle);
  }
  &:where([data-tone='danger']) {
    color: var(--haat-color-text-danger);
  }
  &:where([data-tone='success']) {
    color: var(--haat-color-text-success);
  }
  &:where([data-tone='warning']) {
    color: var(--haat-color-text-warning);
  }
  &:where([data-tone='link']) {
    color: var(--haat-color-text-link);
  }
  &:where([data-tone='inverse']) {
    color: var(--haat-color-text-inverse);
  }
`;
