import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Button } from '../../inputs/Button';
import { TextArea } from '../../inputs/TextArea';
import { DialogOverlay } from '../../internal/dialog.styles';
import { fillTemplate } from '../../locale/text';
import { Buttons, Content, Description, Form, ServerError, Title } from './ReasonDialog.styles';
import { reasonDialogText, type ReasonDialogText } from './reasonDialogText';

export interface ReasonDialogProps {
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
  /** A destructive action gets the danger button. @default 'danger' */
  tone?: 'danger' | 'primary';
  /** The action is running: Confirm is busy and the reason cannot change. */
  pending?: boolean;
  /** A server error, shown (and announced) inside the dialog above its buttons. */
  error?: string;
  /** Fewest characters of a reason, spaces at either end not counted. @default 3 */
  minLength?: number;
  /** Most characters the field takes. @default 500 */
  maxLength?: number;
  /** Called with the reason, trimmed, once it is long enough. */
  onConfirm: (reason: string) => void;
  /** The dialog's own words (label, hint, message, Cancel). @default reasonDialogText */
  text?: Partial<ReasonDialogText>;
  /**
   * Fields the action needs besides the reason (an amount), above it. The first of them gets focus
   * on opening; the caller checks them in `onConfirm`.
   */
  children?: ReactNode;
}

interface ReasonFormProps extends Pick<
  ReasonDialogProps,
  'confirmLabel' | 'tone' | 'pending' | 'error' | 'minLength' | 'maxLength' | 'children'
> {
  onConfirm: (reason: string) => void;
  text: ReasonDialogText;
  fieldRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The field and buttons. It mounts each time the dialog opens (Radix unmounts closed content), so
 * every opening starts with an empty reason and no message.
 */
function ReasonForm({
  confirmLabel,
  tone = 'danger',
  pending = false,
  error,
  minLength = 3,
  maxLength = 500,
  onConfirm,
  text,
  fieldRef,
  children,
}: ReasonFormProps) {
  const [reason, setReason] = useState('');
  // The message shows from the first Confirm on, then follows the text. Not on blur: leaving the
  // field usually means reaching for Cancel, and a message appearing then would move Cancel from
  // under the pointer between mousedown and mouseup.
  const [checked, setChecked] = useState(false);
  const min = Math.max(1, minLength);
  const tooShort = reason.trim().length < min ? fillTemplate(text.tooShort, { min }) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (tooShort) {
      setChecked(true);
      fieldRef.current?.focus();
      return;
    }
    onConfirm(reason.trim());
  };

  return (
    <Form noValidate onSubmit={submit}>
      {children}
      <TextArea
        ref={fieldRef}
        label={text.label}
        hint={text.hint}
        // The dialog's message speaks for an empty reason too, so no generic `required` rule (as
        // TopUpForm does); assistive technology still hears that the field is required.
        aria-required="true"
        error={checked ? tooShort : undefined}
        value={reason}
        onChange={setReason}
        maxLength={maxLength}
        readOnly={pending}
      />
      {error ? <ServerError role="alert">{error}</ServerError> : null}
      <Buttons>
        <Dialog.Close asChild>
          <Button variant="secondary">{text.cancel}</Button>
        </Dialog.Close>
        <Button type="submit" variant={tone} loading={pending}>
          {confirmLabel}
        </Button>
      </Buttons>
    </Form>
  );
}

/**
 * Asks for the reason behind an admin action that must say why (block a user, remove an ad, reject
 * a banner, adjust a wallet). The reason field has focus on opening and is checked before
 * `onConfirm` gets it, trimmed; Escape and Cancel close, and focus goes back to where it was.
 */
export function ReasonDialog({ open, onOpenChange, title, description, text: overrides, ...form }: ReasonDialogProps) {
  const text = { ...reasonDialogText, ...overrides };
  // Opened without a Radix trigger, so the dialog remembers what had focus and goes back to it.
  const returnTo = useRef<HTMLElement | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay asChild>
          <DialogOverlay />
        </Dialog.Overlay>
        <Dialog.Content
          asChild
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            event.preventDefault();
            // The first field: the caller's own (an amount) when it has one, else the reason.
            const first = contentRef.current?.querySelector<HTMLElement>('form input, form select, form textarea');
            (first ?? fieldRef.current)?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnTo.current?.isConnected) returnTo.current.focus();
          }}
        >
          <Content ref={contentRef}>
            <Dialog.Title asChild>
              <Title>{title}</Title>
            </Dialog.Title>
            {description ? (
              <Dialog.Description asChild>
                <Description>{description}</Description>
              </Dialog.Description>
            ) : null}
            <ReasonForm {...form} text={text} fieldRef={fieldRef} />
          </Content>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
