import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../inputs/Button';
import { TextArea } from '../../inputs/TextArea';
import { useControllableState } from '../../internal/useControllableState';
import { useText } from '../../locale/LocaleProvider';
import { fillTemplate } from '../../locale/text';
import { Actions, Buttons, Form, ServerError } from './Rating.styles';
import { defaultRatingText, type RatingText } from './ratingText';

export interface RatingReplyProps {
  /** Called with the trimmed reply once it is written and fits; the caller closes the form with `open`. */
  onSubmit: (text: string) => void;
  /** The form is shown (controlled); otherwise a "Reply" button. */
  open?: boolean;
  /** Called when the form opens or closes (the button, Cancel). */
  onOpenChange?: (open: boolean) => void;
  /** Sending: the button is busy and the text cannot change. */
  pending?: boolean;
  /** A server error, shown (and announced) above the buttons. */
  error?: string;
  /** Most characters of the reply. @default 500 */
  maxLength?: number;
  /** The words; a translated catalogue replaces them. @default defaultRatingText */
  text?: Partial<RatingText>;
}

/**
 * The rated person's one answer to a rating: a "Reply" button that opens a text field with a counter,
 * "Post reply" and "Cancel". The field takes focus when it opens; Cancel returns it to the button.
 */
export function RatingReply({
  onSubmit,
  open: openProp,
  onOpenChange,
  pending = false,
  error,
  maxLength = 500,
  text: overrides,
}: RatingReplyProps) {
  const text = useText(defaultRatingText, overrides);
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: false, onChange: onOpenChange });
  const [body, setBody] = useState('');
  const [checked, setChecked] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) field.current?.focus();
    if (!open && wasOpen.current) trigger.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (!open) {
    return (
      <Actions>
        <Button ref={trigger} type="button" size="sm" variant="secondary" onClick={() => setOpen(true)}>
          {text.replyAction}
        </Button>
      </Actions>
    );
  }

  const trimmed = body.trim();
  const invalid = !trimmed
    ? text.replyRequired
    : trimmed.length > maxLength
      ? fillTemplate(text.tooLong, { max: maxLength })
      : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (invalid) {
      setChecked(true);
      field.current?.focus();
      return;
    }
    onSubmit(trimmed);
  };
  return (
    <Form noValidate onSubmit={submit} aria-busy={pending || undefined}>
      <TextArea
        ref={field}
        label={text.replyLabel}
        required
        hint={fillTemplate(text.counter, { count: body.length, max: maxLength })}
        error={checked ? invalid : undefined}
        value={body}
        onChange={setBody}
        maxLength={maxLength}
        readOnly={pending}
      />
      {error ? <ServerError role="alert">{error}</ServerError> : null}
      <Buttons>
        <Button variant="secondary" onClick={() => setOpen(false)} disabled={pending}>
          {text.cancel}
        </Button>
        <Button type="submit" loading={pending}>
          {text.replySubmit}
        </Button>
      </Buttons>
    </Form>
  );
}
