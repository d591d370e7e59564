import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../inputs/Button';
import { TextArea } from '../../inputs/TextArea';
import { Field } from '../../internal/Field';
import { useText } from '../../locale/LocaleProvider';
import { fillTemplate } from '../../locale/text';
import { Buttons, Form, ServerError, StarChoice, StarChoices } from './Rating.styles';
import { defaultRatingText, type RatingText } from './ratingText';
import { StarIcon } from './StarIcon';

export interface RatingValue {
  /** 1 to 5. */
  stars: number;
  /** Trimmed; empty when none was written. */
  text: string;
}

export interface RatingFormProps {
  /** A rating being edited: its stars and text to start from. */
  defaultValue?: Partial<RatingValue>;
  /** `edit` says "Save rating" instead of "Post rating". @default 'new' */
  mode?: 'new' | 'edit';
  /** Called with the stars and the trimmed text once the stars are chosen and the text fits. */
  onSubmit: (value: RatingValue) => void;
  /** Shows a Cancel button that calls it. */
  onCancel?: () => void;
  /** Sending: the button is busy and nothing can change. */
  pending?: boolean;
  /** A server error, shown (and announced) above the buttons. */
  error?: string;
  /** Most characters of the text. @default 500 */
  maxLength?: number;
  /** The words; a translated catalogue replaces them. @default defaultRatingText */
  text?: Partial<RatingText>;
}

/**
 * Rate the other side of a deal: 1 to 5 stars as a radio group (arrow keys move between them) and
 * an optional text with a counter. Errors show on submit, tied to the stars and the text by
 * `aria-describedby`, and the first invalid control gets focus.
 */
export function RatingForm({
  defaultValue,
  mode = 'new',
  onSubmit,
  onCancel,
  pending = false,
  error,
  maxLength = 500,
  text: overrides,
}: RatingFormProps) {
  const text = useText(defaultRatingText, overrides);
  const name = useId();
  const [stars, setStars] = useState(defaultValue?.stars ?? 0);
  const [body, setBody] = useState(defaultValue?.text ?? '');
  const [checked, setChecked] = useState(false);
  const firstStar = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);

  const starsError = stars >= 1 && stars <= 5 ? undefined : text.starsRequired;
  const textError = body.trim().length > maxLength ? fillTemplate(text.tooLong, { max: maxLength }) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (starsError || textError) {
      setChecked(true);
      if (starsError) firstStar.current?.focus();
      else textRef.current?.focus();
      return;
    }
    onSubmit({ stars, text: body.trim() });
  };

  return (
    <Form noValidate onSubmit={submit} aria-busy={pending || undefined}>
      <Field layout="legend" label={text.starsLabel} required error={checked ? starsError : undefined}>
        {(control) => (
          <StarChoices aria-invalid={control['aria-invalid']}>
            {[1, 2, 3, 4, 5].map((n) => (
              <StarChoice key={n} data-on={n <= stars}>
                <input
                  ref={n === 1 ? firstStar : undefined}
                  id={n === 1 ? control.id : undefined}
                  type="radio"
                  name={name}
                  value={n}
                  checked={stars === n}
                  disabled={pending}
                  required
                  aria-describedby={control['aria-describedby']}
                  aria-label={fillTemplate(text.stars, { stars: n })}
                  onChange={() => setStars(n)}
                />
                <StarIcon />
              </StarChoice>
            ))}
          </StarChoices>
        )}
      </Field>
      <TextArea
        ref={textRef}
        label={text.textLabel}
        hint={fillTemplate(text.counter, { count: body.length, max: maxLength })}
        error={checked ? textError : undefined}
        value={body}
        onChange={setBody}
        maxLength={maxLength}
        readOnly={pending}
      />
      {error ? <ServerError role="alert">{error}</ServerError> : null}
      <Buttons>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {text.cancel}
          </Button>
        )}
        <Button type="submit" loading={pending}>
          {mode === 'edit' ? text.save : text.submit}
        </Button>
      </Buttons>
    </Form>
  );
}
