import styled from 'styled-components';

export const Listbox = styled.div`
  display: grid;
  gap: 2px;
  min-width: var(--popover-trigger-width);
  outline: none;
`;

export const OptionItem = styled.div`
  display: flex;
  align-items: center;
  gap: var(--haat-space-2);
  min-height: 40px;
  padding: 0 var(--haat-space-3);
  border-radius: var(--haat-radius-sm);
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: var(--haat-color-bg-subtle);
    outline: none;
  }
  &:focus-visible {
    box-shadow: inset 0 0 0 2px var(--haat-color-border-focus);
  }
  &[aria-selected='true'] {
    font-weight: var(--haat-font-weight-semibold);
    color: var(--haat-color-text-link);
    background: var(--haat-color-bg-brand-subtle);
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: var(--haat-color-text-muted);
  }
`;

export const Check = styled.span`
  width: 1em;
  flex: none;
`;
