import styled from 'styled-components';
import { chatCardFrame } from '../../internal/chatCard.styles';

export const Card = styled.div`
  ${chatCardFrame}
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

export { ChatCardActions as Actions, ChatCardError as ErrorText } from '../../internal/chatCard.styles';
