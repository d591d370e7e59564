import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../inputs/Button';
import { DialogOverlay } from '../../internal/dialog.styles';
import { confirmDialogText, type ConfirmDialogText } from './confirmDialogText';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  /** The dialog's own words (Cancel); a translated catalogue replaces them. @default confirmDialogText */
  text?: Partial<ConfirmDialogText>;
  onConfirm: () => void;
  /** A destructive action gets the danger button. @default 'danger' */
  tone?: 'danger' | 'primary';
  /** The confirmed action is running: its button is busy. */
  pending?: boolean;
  /** A server error (a wallet too short to pay), shown and announced above the buttons. */
  error?: string;
}

const Content = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.modal};
  inset: auto ${({ theme }) => theme.space[4]} 50% ${({ theme }) => theme.space[4]};
  transform: translateY(50%);
  max-width: 440px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.bg.surface};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus-visible {
    outline: none;
  }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
`;

const ServerError = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text.danger};
  background: ${({ theme }) => theme.colors.bg.danger};
  border: 1px solid ${({ theme }) => theme.colors.border.danger};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[6]};
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
          <Content>
            <Dialog.Title asChild>
              <Title>{title}</Title>
            </Dialog.Title>
            {description ? (
              <Dialog.Description asChild>
                <Description>{description}</Description>
              </Dialog.Description>
            ) : null}
            {error ? <ServerError role="alert">{error}</ServerError> : null}
            <Buttons>
              <Dialog.Close asChild>
                <Button variant="secondary">{text.cancel}</Button>
              </Dialog.Close>
              <Button variant={tone} loading={pending} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Buttons>
          </Content>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
