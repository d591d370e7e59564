import styled from 'styled-components';
import { chatCardFrame } from '../../internal/chatCard.styles';

export const Card = styled.div`
  ${chatCardFrame}
  &[data-state='accepted'] {
    border-color: var(--haat-color-text-success);
    background: var(--haat-color-bg-success);
  }
  &[data-state='declined'],
  &[data-state='withdrawn'],
  &[data-state='countered'] {
    color: var(--haat-color-text-muted);
  }
`;

export const Who = styled.p`
  margin: 0;
  font-size: var(--haat-font-size-sm);
  font-weight: var(--haat-font-weight-semibold);
`;

export const Amount = styled.p`
  margin: 0;
  font-size: var(--haat-font-size-xl);
  font-weight: var(--haat-font-weight-bold);
  color: var(--haat-color-text-default);

  [data-state='declined'] &,
  [data-state='withdrawn'] & {
    text-decoration: line-through;
  }
`;

export const Status = styled.p`
  margin: 0;
  font-size: var(--haat-font-size-sm);
`;

export const AmountForm = styled.form`
  display: grid;
  gap: var(--haat-space-2);
`;

export { ChatCardActions as Actions, ChatCardError as ErrorText } from '../../internal/chatCard.styles';
