import { css } from 'styled-components';
import { focusRing } from './focusRing';

/** The shared look of every text-like control: 46 px high, token colours, focus and invalid states. */
export const inputBase = css`
  box-sizing: border-box;
  width: 100%;
  min-height: var(--haat-size-control);
  padding: 0 var(--haat-space-3);
  font: inherit;
  font-size: var(--haat-font-size-lg);
  color: var(--haat-color-text-default);
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-default);
  border-radius: var(--haat-radius-md);
  transition: border-color var(--haat-motion-fast);

  &::placeholder {
    color: var(--haat-color-text-subtle);
  }
  &:hover:not(:disabled) {
    border-color: var(--haat-color-border-strong);
  }
  &:focus-visible {
    ${focusRing};
    border-color: var(--haat-color-border-focus);
  }
  &[aria-invalid='true'] {
    border-color: var(--haat-color-border-danger);
  }
  &:disabled {
    cursor: not-allowed;
    color: var(--haat-color-text-muted);
    background: var(--haat-color-bg-subtle);
  }
`;
