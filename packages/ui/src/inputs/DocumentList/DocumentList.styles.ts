import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const Root = styled.div`
  display: grid;
  gap: var(--haat-space-3);
`;

export const List = styled.ul`
  display: grid;
  gap: var(--haat-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--haat-space-3);
  min-height: 48px;
  padding: var(--haat-space-2) var(--haat-space-3);
  border: 1px solid var(--haat-color-border-subtle);
  border-radius: var(--haat-radius-md);
  background: var(--haat-color-bg-surface);
`;

export const Name = styled.a`
  flex: 1;
  min-width: 0;
  color: var(--haat-color-text-link);
  font-weight: var(--haat-font-weight-semibold);
  overflow-wrap: anywhere;
  &:focus-visible {
    ${focusRing};
  }
`;

export const Size = styled.span`
  flex: none;
  font-size: var(--haat-font-size-sm);
  color: var(--haat-color-text-muted);
`;

export const Remove = styled.button`
  flex: none;
  min-height: 36px;
  padding: 0 var(--haat-space-3);
  font: inherit;
  font-size: var(--haat-font-size-sm);
  font-weight: var(--haat-font-weight-semibold);
  color: var(--haat-color-text-link);
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-default);
  border-radius: var(--haat-radius-sm);
  cursor: pointer;

  &:hover:not(:disabled) {
    background: var(--haat-color-bg-brand-subtle);
  }
  &:disabled {
    color: var(--haat-color-text-subtle);
    cursor: not-allowed;
  }
  &:focus-visible {
    ${focusRing};
  }
`;

export const Note = styled.p`
  margin: 0;
  font-size: var(--haat-font-size-sm);
  color: var(--haat-color-text-muted);
`;

export const Failed = styled.p`
  flex: 1 0 100%;
  margin: 0;
  font-size: var(--haat-font-size-sm);
  color: var(--haat-color-text-danger);
`;
