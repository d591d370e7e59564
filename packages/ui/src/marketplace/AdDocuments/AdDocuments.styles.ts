import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const Section = styled.section`
  display: grid;
  gap: var(--haat-space-3);
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-subtle);
  border-radius: var(--haat-radius-lg);
  padding: var(--haat-space-4);
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: var(--haat-font-size-lg);
  font-weight: var(--haat-font-weight-semibold);
`;

export const List = styled.ul`
  display: grid;
  gap: var(--haat-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Name, size and link in columns: a long name wraps in its own, the link stays at the end. */
export const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  align-items: center;
  gap: var(--haat-space-3);
  padding: var(--haat-space-2) 0;
  border-block-end: 1px solid var(--haat-color-border-subtle);
  &:last-child {
    border-block-end: 0;
  }
`;

export const Name = styled.span`
  overflow-wrap: anywhere;
`;

export const Size = styled.span`
  font-size: var(--haat-font-size-sm);
  color: var(--haat-color-text-muted);
`;

export const Download = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: var(--haat-color-text-link);
  font-weight: var(--haat-font-weight-semibold);
  &:focus-visible {
    ${focusRing};
  }
`;

export const Locked = styled.p`
  margin: 0;
  color: var(--haat-color-text-muted);
`;

export const Failed = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: var(--haat-font-size-sm);
  color: var(--haat-color-text-danger);
`;
