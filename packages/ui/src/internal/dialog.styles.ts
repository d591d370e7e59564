import styled from 'styled-components';
import { focusRing } from '../theme/mixins';

/** The dimmed backdrop behind every Radix dialog of the kit. */
export const DialogOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: var(--haat-z-overlay);
  background: var(--haat-color-bg-overlay);
`;

/** The round × button in a dialog's header. */
export const DialogCloseButton = styled.button`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  padding: 0;
  color: var(--haat-color-text-muted);
  background: transparent;
  border: 0;
  border-radius: var(--haat-radius-round);
  font-size: 24px;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: var(--haat-color-bg-subtle);
  }
  &:focus-visible {
    ${focusRing};
  }
`;

/** A small centred dialog's panel (ConfirmDialog, ReasonDialog): scrolls when taller than the screen. */
export const DialogPanel = styled.div`
  position: fixed;
  z-index: var(--haat-z-modal);
  inset: auto var(--haat-space-4) 50% var(--haat-space-4);
  transform: translateY(50%);
  max-width: 440px;
  max-height: calc(100dvh - var(--haat-space-8));
  overflow-y: auto;
  margin: 0 auto;
  padding: var(--haat-space-6);
  background: var(--haat-color-bg-surface);
  border-radius: var(--haat-radius-xl);
  box-shadow: var(--haat-shadow-lg);

  &:focus-visible {
    outline: none;
  }
`;

export const DialogTitle = styled.h2`
  margin: 0 0 var(--haat-space-2);
  font-size: var(--haat-font-size-xl);
  line-height: var(--haat-line-height-tight);
`;

export const DialogDescription = styled.p`
  margin: 0;
  color: var(--haat-color-text-muted);
`;

/** What the server refused (a wallet too short), announced inside the dialog. */
export const DialogError = styled.p`
  margin: 0;
  padding: var(--haat-space-2) var(--haat-space-3);
  font-size: var(--haat-font-size-md);
  color: var(--haat-color-text-danger);
  background: var(--haat-color-bg-danger);
  border: 1px solid var(--haat-color-border-danger);
  border-radius: var(--haat-radius-md);
`;

export const DialogButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--haat-space-2);
  margin-block-start: var(--haat-space-6);
`;

/** A dialog's form: its fields and buttons in one column, below the title and description. */
export const DialogForm = styled.form`
  display: grid;
  gap: var(--haat-space-4);
  margin-block-start: var(--haat-space-4);
`;
