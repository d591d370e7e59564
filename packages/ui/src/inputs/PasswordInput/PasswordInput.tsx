import { useState, type ComponentPropsWithRef } from 'react';
import { Field, type FieldProps } from '../../internal/Field';
import { InlineButton, InputWrap, StyledInput } from '../../internal/Input.styles';
import { useFieldControl } from '../../internal/useFieldControl';
import type { Rules } from '../../validation/validate';

export interface PasswordInputProps
  extends Omit<ComponentPropsWithRef<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type'>, FieldProps {
  value?: string;
  /** @default '' */
  defaultValue?: string;
  /** Called with the next password, never an event. */
  onChange?: (next: string) => void;
  /** E.g. `['password']` at sign-up, `['loginPassword']` at login. */
  rules?: Rules;
  /** Text of the toggle while the password is hidden. @default 'Show' */
  showLabel?: string;
  /** Text of the toggle while the password is visible. @default 'Hide' */
  hideLabel?: string;
}

/** A password field with a Show/Hide toggle that keeps focus where the user is. */
export function PasswordInput({
  label,
  hint,
  error,
  required,
  disabled,
  rules,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  id,
  className,
  ref,
  showLabel = 'Show',
  hideLabel = 'Hide',
  autoComplete = 'current-password',
  'aria-describedby': describedBy,
  ...rest
}: PasswordInputProps) {
  const field = useFieldControl({ value, defaultValue, onChange, rules, required, label, error, ref });
  const [visible, setVisible] = useState(false);
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={field.error}
      required={required}
      disabled={disabled}
      describedBy={describedBy}
      className={className}
    >
      {(control) => (
        <InputWrap>
          <StyledInput
            {...rest}
            {...control}
            ref={field.ref}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            spellCheck={false}
            value={field.value}
            disabled={disabled}
            onChange={(event) => field.setValue(event.target.value)}
            onBlur={(event) => {
              field.markTouched();
              onBlur?.(event);
            }}
          />
          <InlineButton
            type="button"
            aria-controls={control.id}
            aria-label={`${visible ? hideLabel : showLabel} password`}
            disabled={disabled}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? hideLabel : showLabel}
          </InlineButton>
        </InputWrap>
      )}
    </Field>
  );
}
