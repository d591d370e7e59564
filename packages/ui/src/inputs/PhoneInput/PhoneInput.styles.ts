import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const PhoneRow = styled.div`
  display: flex;
  gap: var(--haat-space-2);
  min-width: 0;

  & > input {
    flex: 1;
    min-width: 0;
  }
`;

/** The visible face of the country picker; the native select lies over it, transparent. */
export const CountryFace = styled.div`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: var(--haat-space-1);
  height: var(--haat-size-control);
  padding-block: 0;
  padding-inline: var(--haat-space-3) var(--haat-space-2);
  font-size: var(--haat-font-size-lg);
  color: var(--haat-color-text-default);
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-default);
  border-radius: var(--haat-radius-md);

  &:hover:not([data-disabled]) {
    border-color: var(--haat-color-border-strong);
  }
  &:has(select:focus-visible) {
    ${focusRing};
    border-color: var(--haat-color-border-focus);
  }
  &[data-disabled] {
    color: var(--haat-color-text-muted);
    background: var(--haat-color-bg-subtle);
  }

  & > select {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    opacity: 0;
    font-size: var(--haat-font-size-lg);
    cursor: pointer;
  }
  & > select:disabled {
    cursor: not-allowed;
  }
`;

export const IsoTag = styled.span`
  font-size: var(--haat-font-size-xs);
  font-weight: var(--haat-font-weight-semibold);
  color: var(--haat-color-text-muted);
`;

export const Chevron = styled.span`
  color: var(--haat-color-text-muted);
  font-size: var(--haat-font-size-xs);
`;
