import { defaultOtpInputText, type OtpInputText } from './otpInputText';
import { useText } from '../../locale/LocaleProvider';
import { fillTemplate } from '../../locale/text';
import { useRef, type ClipboardEvent, type ComponentPropsWithRef, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Field, type FieldProps } from '../../internal/Field';
import { useFieldControl } from '../../internal/useFieldControl';
import { inputBase } from '../../theme/mixins';
import type { Rules } from '../../validation/validate';
import { onlyDigits } from '../NumberInput/digits';

const Boxes = styled.div`
  display: flex;
  gap: var(--haat-space-2);
`;

const Box = styled.input`
  ${inputBase};
  width: 46px;
  min-width: 0;
  flex: 0 1 46px;
  height: var(--haat-size-control);
  padding: 0;
  font-size: var(--haat-font-size-xl);
  font-weight: var(--haat-font-weight-semibold);
  text-align: center;
`;

export interface OtpInputProps
  extends
    Omit<ComponentPropsWithRef<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'maxLength'>,
    FieldProps {
  /** The digits typed so far, `''` to `'123456'`. */
  value?: string;
  /** The initial digits when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the next digits, never an event. */
  onChange?: (next: string) => void;
  /** Rules for `validate()`; `required` adds `otp` (`OTP is required`). @default ['otp'] when `required` */
  rules?: Rules;
  /** Number of boxes. @default 6 */
  length?: number;
  /** The boxes' words (each box's name); a translated catalogue replaces them. @default defaultOtpInputText */
  text?: Partial<OtpInputText>;
}

/**
 * One box a digit: typing moves to the next box, Backspace on an empty box goes back, arrows move,
 * and pasting (or SMS autofill) fills every box at once.
 */
export function OtpInput({ onBlur, length = 6, text: overrides, ...props }: OtpInputProps) {
  const text = useText(defaultOtpInputText, overrides);
  const field = useFieldControl(props, { empty: '', requiredRule: 'otp' });
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = field.value.slice(0, length);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, length - 1))];
    box?.focus();
    box?.select();
  };

  /** Writes `typed` from box `index` on (never past the digits already there, so there are no holes). */
  const fill = (index: number, typed: string) => {
    const start = Math.min(index, digits.length);
    const next = (digits.slice(0, start) + typed + digits.slice(start + typed.length)).slice(0, length);
    if (next !== digits) field.setValue(next);
    focusBox(start + typed.length);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const target = index < digits.length ? index : index - 1;
      if (target < 0) return;
      field.setValue(digits.slice(0, target) + digits.slice(target + 1));
      focusBox(target);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(Math.min(index + 1, digits.length));
    }
  };

  /**
   * Every `input` event, not React's `onChange`: typing a digit over the same digit leaves the box's
   * value as it was, so `onChange` never fires and focus would not move on (123456 over 111111 gave
   * 234561). The typed text is the event's `data`; autofill may give none, so the value says it.
   */
  const onInput = (index: number, event: FormEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    const all = onlyDigits(value);
    // SMS autofill (or a whole code dropped into one box) fills every box.
    if (all.length >= length) return fill(0, all.slice(0, length));
    const data = (event.nativeEvent as Partial<InputEvent>).data;
    const typed =
      typeof data === 'string' ? onlyDigits(data) : onlyDigits(value.replace(digits[index] ?? '', '')) || all.slice(-1);
    if (typed) fill(index, typed);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    if (pasted) fill(pasted.length >= length ? 0 : index, pasted.slice(0, length));
  };

  return (
    <Field {...field.fieldProps} layout="legend">
      {(control) => (
        <Boxes
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) field.markTouched();
          }}
        >
          {Array.from({ length }, (_, index) => (
            <Box
              key={index}
              {...field.rest}
              {...control}
              id={index === 0 ? control.id : `${control.id}-${index}`}
              ref={(node) => {
                boxes.current[index] = node;
                if (index === 0) field.ref(node);
              }}
              type="text"
              inputMode="numeric"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              aria-label={fillTemplate(text.boxLabel, { n: index + 1, total: length })}
              value={digits[index] ?? ''}
              disabled={field.disabled}
              onFocus={(event) => event.currentTarget.select()}
              onInput={(event) => onInput(index, event)}
              onKeyDown={(event) => onKeyDown(index, event)}
              onPaste={(event) => onPaste(index, event)}
              onBlur={onBlur}
            />
          ))}
        </Boxes>
      )}
    </Field>
  );
}
