import styled from 'styled-components';

export const FieldRoot = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--haat-space-1);
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;

  &[data-layout='inline'] {
    grid-template-columns: auto minmax(0, 1fr);
    column-gap: var(--haat-space-2);
    align-items: start;
  }
  &[data-layout='inline'] > :not(:first-child) {
    grid-column: 2;
  }
`;

export const FieldLabel = styled.label`
  padding: 0;
  font-size: var(--haat-font-size-md);
  font-weight: var(--haat-font-weight-semibold);
  line-height: var(--haat-line-height-tight);
  color: var(--haat-color-text-default);

  [data-disabled] > & {
    color: var(--haat-color-text-muted);
  }
  [data-layout='inline'] > & {
    font-weight: var(--haat-font-weight-regular);
    line-height: var(--haat-line-height-normal);
    cursor: pointer;
  }
`;

export const RequiredMark = styled.span`
  margin-inline-start: 2px;
  color: var(--haat-color-text-danger);
`;

export const FieldHint = styled.div`
  font-size: var(--haat-font-size-sm);
  color: var(--haat-color-text-muted);
`;

export const FieldError = styled.div`
  display: flex;
  gap: var(--haat-space-1);
  align-items: baseline;
  font-size: var(--haat-font-size-sm);
  font-weight: var(--haat-font-weight-medium);
  color: var(--haat-color-text-danger);
`;

export const ErrorIcon = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 14px;
  height: 14px;
  font-size: 10px;
  font-weight: var(--haat-font-weight-bold);
  color: var(--haat-color-text-inverse);
  background: var(--haat-color-bg-danger-strong);
  border-radius: var(--haat-radius-round);
  transform: translateY(2px);
`;
