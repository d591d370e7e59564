import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: var(--haat-space-3);
  margin-block-start: var(--haat-space-1);
`;

/** One plan: the whole card is the radio's label, so a tap anywhere on it chooses the plan. */
export const Card = styled.label`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  column-gap: var(--haat-space-3);
  row-gap: var(--haat-space-1);
  align-items: start;
  align-content: start;
  padding: var(--haat-space-4);
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-default);
  border-radius: var(--haat-radius-lg);
  cursor: pointer;
  transition: border-color var(--haat-motion-fast);

  &:hover {
    border-color: var(--haat-color-border-strong);
  }
  /* Chosen: a thicker brand border drawn inside, so the layout does not move. */
  &:has(:checked) {
    border-color: var(--haat-color-border-brand);
    box-shadow: inset 0 0 0 1px var(--haat-color-border-brand);
    background: var(--haat-color-bg-brand-subtle);
  }
  &:has([aria-invalid='true']) {
    border-color: var(--haat-color-border-danger);
  }
  &:has(:focus-visible) {
    ${focusRing};
  }
  &:has(:disabled) {
    cursor: not-allowed;
    color: var(--haat-color-text-muted);
    background: var(--haat-color-bg-subtle);
    border-color: var(--haat-color-border-subtle);
    box-shadow: none;
  }
  /* While disabled (a purchase running), the chosen plan still shows which it is. */
  &:has(:checked:disabled) {
    border-color: var(--haat-color-border-brand);
  }
`;

export const Radio = styled.input`
  width: 20px;
  height: 20px;
  margin: 0;
  accent-color: var(--haat-color-bg-brand);
  cursor: inherit;

  /* The card shows the ring around the whole option. */
  &:focus-visible {
    outline: none;
  }
`;

export const Title = styled.span`
  font-size: var(--haat-font-size-lg);
  font-weight: var(--haat-font-weight-semibold);
  line-height: var(--haat-line-height-tight);
`;

export const Price = styled.span`
  font-size: var(--haat-font-size-lg);
  font-weight: var(--haat-font-weight-bold);
  line-height: var(--haat-line-height-tight);
  white-space: nowrap;
`;

export const Details = styled.span`
  grid-column: 2 / -1;
  display: grid;
  gap: var(--haat-space-1);
  font-size: var(--haat-font-size-md);
  line-height: var(--haat-line-height-normal);
  color: var(--haat-color-text-muted);

  [data-cashback='true'] {
    color: var(--haat-color-text-success);
    font-weight: var(--haat-font-weight-medium);
  }
`;
