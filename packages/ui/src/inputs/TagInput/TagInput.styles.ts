import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const TagBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--haat-space-1);
  box-sizing: border-box;
  min-height: var(--haat-size-control);
  padding: var(--haat-space-1) var(--haat-space-2);
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-default);
  border-radius: var(--haat-radius-md);
  cursor: text;

  &:hover:not([data-disabled]) {
    border-color: var(--haat-color-border-strong);
  }
  &:has(input:focus-visible) {
    ${focusRing};
    border-color: var(--haat-color-border-focus);
  }
  &:has(input[aria-invalid='true']) {
    border-color: var(--haat-color-border-danger);
  }
  &[data-disabled] {
    cursor: not-allowed;
    background: var(--haat-color-bg-subtle);
  }
`;

export const TagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--haat-space-1);
  max-width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Tag = styled.li`
  display: inline-flex;
  align-items: center;
  gap: var(--haat-space-1);
  max-width: 100%;
  min-height: 32px;
  padding-inline-start: var(--haat-space-2);
  font-size: var(--haat-font-size-md);
  color: var(--haat-color-text-default);
  background: var(--haat-color-bg-brand-subtle);
  border: 1px solid var(--haat-color-border-brand);
  border-radius: var(--haat-radius-pill);

  &[data-warning] {
    background: var(--haat-color-bg-warning);
    border-color: var(--haat-color-text-warning);
  }
`;

export const TagText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const WarningMark = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 16px;
  height: 16px;
  font-size: 11px;
  font-weight: var(--haat-font-weight-bold);
  color: var(--haat-color-text-inverse);
  background: var(--haat-color-bg-warning-strong);
  border-radius: var(--haat-radius-round);
`;

export const RemoveButton = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  padding: 0;
  font: inherit;
  font-size: var(--haat-font-size-lg);
  line-height: 1;
  color: var(--haat-color-text-muted);
  background: transparent;
  border: 0;
  border-radius: var(--haat-radius-round);
  cursor: pointer;

  &:hover:not(:disabled) {
    color: var(--haat-color-text-default);
    background: var(--haat-color-bg-muted);
  }
  &:focus-visible {
    ${focusRing};
    outline-offset: 0;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export const TagTextInput = styled.input`
  flex: 1 0 8ch;
  min-width: 8ch;
  height: 36px;
  padding: 0 var(--haat-space-1);
  font: inherit;
  font-size: var(--haat-font-size-lg);
  color: var(--haat-color-text-default);
  background: transparent;
  border: 0;
  outline: none;

  &::placeholder {
    color: var(--haat-color-text-subtle);
  }
  &:disabled {
    cursor: not-allowed;
  }
`;
