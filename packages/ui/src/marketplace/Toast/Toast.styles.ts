import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { media } from '../../theme/media';

export const Region = styled.div`
  position: fixed;
  z-index: var(--haat-z-toast);
  inset-inline: var(--haat-space-3);
  inset-block-end: calc(var(--haat-size-bottom-bar) + var(--haat-space-3));
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--haat-space-2);
  pointer-events: none;

  ${media.tab} {
    inset-inline: auto var(--haat-space-6);
    inset-block-end: var(--haat-space-6);
    align-items: flex-end;
  }
`;

export const ToastBox = styled.div`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: var(--haat-space-3);
  width: min(100%, 420px);
  padding-block: var(--haat-space-3);
  padding-inline: var(--haat-space-4) var(--haat-space-3);
  color: var(--haat-color-text-default);
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-default);
  border-inline-start: 4px solid var(--haat-color-border-brand);
  border-radius: var(--haat-radius-md);
  box-shadow: var(--haat-shadow-md);

  &[data-tone='error'] {
    border-inline-start-color: var(--haat-color-border-danger);
  }
  &[data-tone='success'] {
    border-inline-start-color: var(--haat-color-text-success);
  }
`;

export const Message = styled.p`
  flex: 1;
  margin: 0;
  padding-block: 2px;
`;

export const Close = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  padding: 0;
  color: var(--haat-color-text-muted);
  background: transparent;
  border: 0;
  border-radius: var(--haat-radius-sm);
  cursor: pointer;
  &:hover {
    background: var(--haat-color-bg-subtle);
  }
  &:focus-visible {
    ${focusRing};
  }
`;
