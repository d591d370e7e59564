import styled, { css } from 'styled-components';
import { focusRing } from '../../theme/mixins';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants = {
  primary: css`
    color: ${({ theme }) => theme.colors.text.inverse};
    background: ${({ theme }) => theme.colors.bg.brand};
    border-color: ${({ theme }) => theme.colors.bg.brand};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.bg.brandHover};
    }
  `,
  secondary: css`
    color: ${({ theme }) => theme.colors.text.link};
    background: ${({ theme }) => theme.colors.bg.surface};
    border-color: ${({ theme }) => theme.colors.border.brand};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.bg.brandSubtle};
    }
  `,
  accent: css`
    color: ${({ theme }) => theme.colors.text.onAccent};
    background: ${({ theme }) => theme.colors.bg.accent};
    border-color: ${({ theme }) => theme.colors.bg.accent};
    &:hover:not(:disabled) {
      filter: brightness(0.95);
    }
  `,
  ghost: css`
    color: ${({ theme }) => theme.colors.text.default};
    background: transparent;
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.bg.subtle};
    }
  `,
  danger: css`
    color: ${({ theme }) => theme.colors.text.inverse};
    background: ${({ theme }) => theme.colors.text.danger};
    border-color: ${({ theme }) => theme.colors.text.danger};
  `,
  link: css`
    color: ${({ theme }) => theme.colors.text.link};
    background: transparent;
    border-color: transparent;
    padding-inline: 0;
    min-height: auto;
    text-decoration: underline;
  `,
};

const sizes = {
  sm: css`
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    min-height: ${({ theme }) => theme.sizes.control};
    padding: 0 ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
};

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  box-sizing: border-box;
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.fast},
    filter ${({ theme }) => theme.motion.fast};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $size }) => sizes[$size]};
  ${({ $variant }) => variants[$variant]};

  &:focus-visible {
    ${focusRing};
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;
