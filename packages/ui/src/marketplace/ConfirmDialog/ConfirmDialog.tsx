import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../inputs/Button';
import {
  DialogButtons,
  DialogDescription,
  DialogError,
  DialogOverlay,
  DialogPanel,
  DialogTitle,
} from '../../internal/dialog.styles';
import { confirmDialogText, type ConfirmDialogText } from './confirmDialogText';

export interface ConfirmDialogProps {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called with `false` on Cancel, Escape or an outside click. */
  onOpenChange: (open: boolean) => void;
  /** The question, as the dialog's title (e.g. "Delete this ad?"). */
  title: string;
  /** What will happen, under the title; it describes the dialog. */
  description?: ReactNode;
  /** Text of the confirm button: the action's verb ("Delete"). */
  confirmLabel: string;
  /** The dialog's own words (Cancel); a translated catalogue replaces them. @default confirmDialogText */
  text?: Partial<ConfirmDialogText>;
  /** Called by the confirm button; close the dialog once the action is done. */
  onConfirm: () => void;
  /** A destructive action gets the danger button. @default 'danger' */
  tone?: 'danger' | 'primary';
  /** The confirmed action is running: its button is busy. */
  pending?: boolean;
  /** A server error (a wallet too short to pay), shown and announced above the buttons. */
  error?: string;
}

// Spaced from the description above it; the rest is the kit's dialog panel.
const ServerError = styled(DialogError)`
  margin-block-start: var(--haat-space-4);
`;

/**
 * Asks before an action that cannot be undone. Focus starts on Cancel (the safe choice), Escape
 * cancels, and closing returns focus to where it was.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  text: overrides,
  onConfirm,
  tone = 'danger',
  pending = false,
  error,
}: ConfirmDialogProps) {
  const text = { ...confirmDialogText, ...overrides };
  // Opened without a Radix trigger, so the dialog remembers what had focus and goes back to it.
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay asChild>
          <DialogOverlay />
        </Dialog.Overlay>
        <Dialog.Content
          asChild
          role="alertdialog"
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnTo.current?.isConnected) returnTo.current.focus();
          }}
        >
          <DialogPanel>
            <Dialog.Title asChild>
              <DialogTitle>{title}</DialogTitle>
            </Dialog.Title>
            {description ? (
              <Dialog.Description asChild>
                <DialogDescription>{description}</DialogDescription>
              </Dialog.Description>
            ) : null}
            {error ? <ServerError role="alert">{error}</ServerError> : null}
            <DialogButtons>
              <Dialog.Close asChild>
                <Button variant="secondary">{text.cancel}</Button>
              </Dialog.Close>
              <Button variant={tone} loading={pending} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </DialogButtons>
          </DialogPanel>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
