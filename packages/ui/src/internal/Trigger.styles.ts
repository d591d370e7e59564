import styled from 'styled-components';
import { inputBase } from '../theme/mixins';

/** A button that looks like the kit's inputs and opens a panel (dropdowns, date pickers). */
export const TriggerButton = styled.button`
  ${inputBase};
  display: flex;
  align-items: center;
  gap: var(--haat-space-2);
  text-align: start;
  cursor: pointer;

  &[aria-expanded='true'] {
    border-color: var(--haat-color-border-focus);
  }
`;

/** The trigger's text; the placeholder look while nothing is chosen. */
export const TriggerValue = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-placeholder] {
    color: var(--haat-color-text-subtle);
  }
`;

export const TriggerIcon = styled.span`
  flex: none;
  color: var(--haat-color-text-muted);
  font-size: var(--haat-font-size-xs);
  line-height: 1;
`;
