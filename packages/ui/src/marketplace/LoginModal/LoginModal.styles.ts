import styled from 'styled-components';
import { DialogCloseButton, DialogOverlay } from '../../internal/dialog.styles';
import { media } from '../../theme/media';

export const Overlay = DialogOverlay;

export const Content = styled.div`
  position: fixed;
  z-index: var(--haat-z-modal);
  inset: auto 0 0 0;
  max-height: 92vh;
  overflow-y: auto;
  padding: var(--haat-space-6) var(--haat-space-4);
  background: var(--haat-color-bg-surface);
  border-radius: var(--haat-radius-xl) var(--haat-radius-xl) 0 0;
  box-shadow: var(--haat-shadow-lg);

  &:focus-visible {
    outline: none;
  }

  ${media.tab} {
    inset: 50% auto auto 50%;
    width: min(440px, calc(100vw - 32px));
    transform: translate(-50%, -50%);
    padding: var(--haat-space-8);
    border-radius: var(--haat-radius-xl);
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--haat-space-3);
  margin-block-end: var(--haat-space-4);
`;

export const Title = styled.h2`
  margin: 0;
  font-size: var(--haat-font-size-xl);
  font-weight: var(--haat-font-weight-bold);
  line-height: var(--haat-line-height-tight);
`;

export const CloseButton = styled(DialogCloseButton)`
  flex: none;
  margin-block: -6px 0;
  margin-inline: 0 -6px;
`;

export const Intro = styled.p`
  margin: 0 0 var(--haat-space-4);
  color: var(--haat-color-text-muted);
`;

export const Form = styled.form`
  display: grid;
  gap: var(--haat-space-4);
`;

export const MobileRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: var(--haat-space-2);

  > :last-child {
    flex: 1;
    min-width: 0;
  }
`;

export const Prefix = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  height: var(--haat-size-control);
  padding: 0 var(--haat-space-3);
  font-size: var(--haat-font-size-lg);
  font-weight: var(--haat-font-weight-semibold);
  background: var(--haat-color-bg-subtle);
  border: 1px solid var(--haat-color-border-default);
  border-radius: var(--haat-radius-md);
`;

/** Sits level with the input when the field has a label above it. */
export const PrefixSlot = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: flex-start;
  padding-block-start: 21px;
  align-self: flex-start;
`;

export const SentTo = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--haat-space-2);
  margin: 0;
  color: var(--haat-color-text-muted);

  strong {
    color: var(--haat-color-text-default);
  }
`;

export const Alert = styled.p`
  margin: 0;
  padding: var(--haat-space-3);
  color: var(--haat-color-text-danger);
  background: var(--haat-color-bg-danger);
  border-radius: var(--haat-radius-md);
  font-weight: var(--haat-font-weight-semibold);

  &:empty {
    display: none;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--haat-space-2);
`;
