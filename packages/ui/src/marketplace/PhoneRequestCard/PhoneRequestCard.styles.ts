import styled from 'styled-components';

export const Card = styled.div`
  display: grid;
  gap: var(--haat-space-2);
  align-self: flex-start;
  width: min(100%, 320px);
  padding: var(--haat-space-3);
  color: var(--haat-color-text-default);
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-default);
  border-radius: var(--haat-radius-lg);
  box-shadow: var(--haat-shadow-sm);

  &[data-mine='true'] {
    align-self: flex-end;
  }
  &[data-state='approved'] {
    border-color: var(--haat-color-text-success);
    background: var(--haat-color-bg-success);
  }
  &[data-state='declined'],
  &[data-state='replaced'] {
    color: var(--haat-color-text-muted);
  }
`;

export const Line = styled.p`
  margin: 0;
  font-size: var(--haat-font-size-sm);
`;

export const Heading = styled.p`
  margin: 0;
  font-weight: var(--haat-font-weight-semibold);
`;

export const PhoneNumber = styled.p`
  margin: 0;
  font-size: var(--haat-font-size-xl);
  font-weight: var(--haat-font-weight-bold);
  color: var(--haat-color-text-default);
`;

export const ErrorText = styled.p`
  margin: 0;
  color: var(--haat-color-text-danger);
  font-size: var(--haat-font-size-sm);
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--haat-space-2);
`;
