import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldProps } from '../../internal/Field';
import { StyledInput } from '../../internal/Input.styles';
import { useFieldControl } from '../../internal/useFieldControl';
import type { Rules } from '../../validation/validate';
import { onlyDigits } from './digits';

export interface NumberInputProps
  extends Omit<ComponentPropsWithRef<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type'>, FieldProps {
  /** The digits as a string, so `''` (empty) and leading zeros survive. */
  value?: string;
  /** The initial digits when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the next digits; typed or pasted non-digits never reach it. */
  onChange?: (next: string) => void;
  /** At most this many digits, counted after non-digits are dropped (so `"411 001"` pastes whole). */
  maxLength?: number;
  /** Rules for `validate()`; `required` adds `required`. */
  rules?: Rules;
}

/** Digits only (prices, pincodes, counts): anything else typed or pasted is dropped. */
export function NumberInput({ onBlur, maxLength, ...props }: NumberInputProps) {
  const field = useFieldControl(props, { empty: '' });
  return (
    <Field {...field.fieldProps}>
      {(control) => (
        <StyledInput
          autoComplete="off"
          {...field.rest}
          {...control}
          ref={field.ref}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          value={field.value}
          disabled={field.disabled}
          onChange={(event) => {
            const next = onlyDigits(event.target.value).slice(0, maxLength ?? undefined);
            if (next !== field.value) field.setValue(next);
          }}
          onBlur={(event) => {
            field.markTouched();
            onBlur?.(event);
          }}
        />
      )}
    </Field>
  );
}
