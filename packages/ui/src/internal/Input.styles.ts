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
    padding-inline-end: ${({ theme }) => theme.space[12]};
  }
`;

/** A small text button inside a control's right edge. */
export const InlineButton = styled.button`
  position: absolute;
  inset-inline-end: ${({ theme }) => theme.space[1]};
  min-width: 40px;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[2]};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.link};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.bg.brandSubtle};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.border.focus};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.text.muted};
  }
`;
