import { css } from 'styled-components';
import { focusRing } from './focusRing';

/** The shared look of every text-like control: 46 px high, token colours, focus and invalid states. */
export const inputBase = css`
  box-sizing: border-box;
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.control};
  padding: 0 ${({ theme }) => theme.space[3]};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text.default};
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  transition: border-color ${({ theme }) => theme.motion.fast};

  &::placeholder {
    color: ${({ theme }) => theme.colors.text.subtle};
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.border.strong};
  }
  &:focus-visible {
    ${focusRing};
    border-color: ${({ theme }) => theme.colors.border.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.border.danger};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.text.muted};
    background: ${({ theme }) => theme.colors.bg.subtle};
  }
`;
