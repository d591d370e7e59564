import styled, { css } from 'styled-components';

/**
 * A card in a chat's thread (an offer, a phone request): the frame, on the sender's side when
 * `data-mine="true"`. Each card adds its own `data-state` looks on top.
 */
export const chatCardFrame = css`
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
`;

/** A chat card's server error, tied to its buttons by `aria-describedby`. */
export const ChatCardError = styled.p`
  margin: 0;
  color: var(--haat-color-text-danger);
  font-size: var(--haat-font-size-sm);
`;

/** A chat card's answers (Accept, Counter, Decline; Share, Decline). */
export const ChatCardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--haat-space-2);
`;
