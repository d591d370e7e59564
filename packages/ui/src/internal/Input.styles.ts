import styled from 'styled-components';
import { inputBase } from '../theme/mixins';

/** The kit's single-line text control: `inputBase` (46 px, tokens, focus/invalid/disabled states). */
export const StyledInput = styled.input`
  ${inputBase};
`;

/** A control with something inside its right edge (the password toggle, a picker's icon). */
export const InputWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  min-width: 0;

  & > input {
    padding-inline-end: var(--haat-space-12);
  }
`;

/** A small text button inside a control's right edge. */
export const InlineButton = styled.button`
  position: absolute;
  inset-inline-end: var(--haat-space-1);
  min-width: 40px;
  min-height: 36px;
  padding: 0 var(--haat-space-2);
  font: inherit;
  font-size: var(--haat-font-size-sm);
  font-weight: var(--haat-font-weight-semibold);
  color: var(--haat-color-text-link);
  background: transparent;
  border: 0;
  border-radius: var(--haat-radius-sm);
  cursor: pointer;

  &:hover:not(:disabled) {
    background: var(--haat-color-bg-brand-subtle);
  }
  &:focus-visible {
    outline: 2px solid var(--haat-color-border-focus);
  }
  &:disabled {
    cursor: not-allowed;
    color: var(--haat-color-text-muted);
  }
`;
