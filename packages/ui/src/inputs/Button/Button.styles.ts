import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

/**
 * Variant, size and width are attributes (`data-variant`, `data-size`, `data-block`), so the button's
 * CSS is one static rule set: `:where()` keeps each at the specificity of the one class it replaced,
 * so a `styled(Button)` still overrides it.
 */
export const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--haat-space-2);
  box-sizing: border-box;
  font-family: inherit;
  font-weight: var(--haat-font-weight-semibold);
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;
  border: 1px solid transparent;
  border-radius: var(--haat-radius-md);
  cursor: pointer;
  transition:
    background var(--haat-motion-fast),
    filter var(--haat-motion-fast);
  width: auto;
  &:where([data-block='true']) {
    width: 100%;
  }
  &:where([data-size='sm']) {
    min-height: 32px;
    padding: 0 var(--haat-space-3);
    font-size: var(--haat-font-size-sm);
  }
  &:where([data-size='md']) {
    min-height: 40px;
    padding: 0 var(--haat-space-4);
    font-size: var(--haat-font-size-md);
  }
  &:where([data-size='lg']) {
    min-height: var(--haat-size-control);
    padding: 0 var(--haat-space-6);
    font-size: var(--haat-font-size-lg);
  }
  &:where([data-variant='primary']) {
    color: var(--haat-color-text-inverse);
    background: var(--haat-color-bg-brand);
    border-color: var(--haat-color-bg-brand);
    &:hover:not(:disabled) {
      background: var(--haat-color-bg-brand-hover);
    }
  }
  &:where([data-variant='secondary']) {
    color: var(--haat-color-text-link);
    background: var(--haat-color-bg-surface);
    border-color: var(--haat-color-border-brand);
    &:hover:not(:disabled) {
      background: var(--haat-color-bg-brand-subtle);
    }
  }
  &:where([data-variant='accent']) {
    color: var(--haat-color-text-on-accent);
    background: var(--haat-color-bg-accent);
    border-color: var(--haat-color-bg-accent);
    &:hover:not(:disabled) {
      filter: brightness(0.95);
    }
  }
  &:where([data-variant='ghost']) {
    color: var(--haat-color-text-default);
    background: transparent;
    border-color: transparent;
    &:hover:not(:disabled) {
      background: var(--haat-color-bg-subtle);
    }
  }
  &:where([data-variant='danger']) {
    color: var(--haat-color-text-inverse);
    background: var(--haat-color-bg-danger-strong);
    border-color: var(--haat-color-bg-danger-strong);
  }
  &:where([data-variant='link']) {
    color: var(--haat-color-text-link);
    background: transparent;
    border-color: transparent;
    padding-inline: 0;
    min-height: auto;
    text-decoration: underline;
  }

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
