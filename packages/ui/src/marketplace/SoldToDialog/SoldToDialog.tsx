import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../inputs/Button';
import { DialogOverlay } from '../../internal/dialog.styles';
import { useText } from '../../locale/LocaleProvider';
import { Buttons, Choice, Content, Description, Form, Group, ServerError, Tag, Title } from './SoldToDialog.styles';
import { defaultSoldToDialogText, type SoldToDialogText } from './soldToDialogText';

export interface SoldToBuyer {
  id: number;
  name: string;
  /** Their offer was accepted: listed first, and chosen to start with. */
  deal?: boolean;
}

export interface SoldToDialogProps {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called with `false` on Cancel, Escape or an outside click. */
  onOpenChange: (open: boolean) => void;
  /** The buyers who chatted about the ad, in the server's order (the accepted offer's buyer first). */
  buyers: readonly SoldToBuyer[];
  /** Called with the chosen buyer's id, or null for "Someone else". */
  onConfirm: (buyerId: number | null) => void;
  /** Marking sold: the button is busy. */
  pending?: boolean;
  /** A server error, shown (and announced) above the buttons. */
  error?: string;
  /** The words; a translated catalogue replaces them. @default defaultSoldToDialogText */
  text?: Partial<SoldToDialogText>;
}

/** The choices; mounted on each opening, so it starts from the first buyer again. */
function SoldToForm({
  buyers,
  onConfirm,
  pending = false,
  error,
  text,
}: Omit<SoldToDialogProps, 'open' | 'onOpenChange' | 'text'> & { text: SoldToDialogText }) {
  const name = useId();
  const [chosen, setChosen] = useState<number | null>(buyers[0]?.id ?? null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) onConfirm(chosen);
  };
  return (
    <Form onSubmit={submit}>
      <Group>
        <legend>{text.legend}</legend>
        {buyers.map((b) => (
          <Choice key={b.id}>
            <input
              type="radio"
              name={name}
              checked={chosen === b.id}
              onChange={() => setChosen(b.id)}
              disabled={pending}
            />
            <span translate="no">{b.name}</span>
            {b.deal ? <Tag>{text.deal}</Tag> : null}
          </Choice>
        ))}
        <Choice>
          <input
            type="radio"
            name={name}
            checked={chosen === null}
            onChange={() => setChosen(null)}
            disabled={pending}
          />
          <span>{text.someoneElse}</span>
        </Choice>
      </Group>
      {error ? <ServerError role="alert">{error}</ServerError> : null}
      <Buttons>
        <Dialog.Close asChild>
          <Button variant="secondary">{text.cancel}</Button>
        </Dialog.Close>
        <Button type="submit" loading={pending}>
          {text.confirm}
        </Button>
      </Buttons>
    </Form>
  );
}

/**
 * "Sold to whom?" when a seller marks an ad sold: the buyers who chatted about it as radios (the
 * accepted offer's buyer first and chosen), then "Someone else". The chosen radio has focus on
 * opening; Escape and Cancel close, and focus goes back to where it was.
 */
export function SoldToDialog({ open, onOpenChange, text: overrides, ...form }: SoldToDialogProps) {
  const text = useText(defaultSoldToDialogText, overrides);
  const returnTo = useRef<HTMLElement | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay asChild>
          <DialogOverlay />
        </Dialog.Overlay>
        <Dialog.Content
          asChild
          onOpenAutoFocus={(event) => {
            returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            event.preventDefault();
            contentRef.current?.querySelector<HTMLElement>('input:checked')?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnTo.current?.isConnected) returnTo.current.focus();
          }}
        >
          <Content ref={contentRef}>
            <Dialog.Title asChild>
              <Title>{text.title}</Title>
            </Dialog.Title>
            <Dialog.Description asChild>
              <Description>{text.description}</Description>
            </Dialog.Description>
            <SoldToForm {...form} text={text} />
          </Content>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
