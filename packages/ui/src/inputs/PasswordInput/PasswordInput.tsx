import { useState, type ComponentPropsWithRef } from 'react';
import { Field, type FieldProps } from '../../internal/Field';
import { InlineButton, InputWrap, StyledInput } from '../../internal/Input.styles';
import { useFieldControl } from '../../internal/useFieldControl';
import type { Rules } from '../../validation/validate';

export interface PasswordInputProps
  extends Omit<ComponentPropsWithRef<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type'>, FieldProps {
  /** The password (controlled). */
  value?: string;
  /** The initial password when uncontrolled. @default '' */
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
  onBlur,
  showLabel = 'Show',
  hideLabel = 'Hide',
  autoComplete = 'current-password',
  ...props
}: PasswordInputProps) {
  const field = useFieldControl(props, { empty: '' });
  const [visible, setVisible] = useState(false);
  return (
    <Field {...field.fieldProps}>
      {(control) => (
        <InputWrap>
          <StyledInput
            {...field.rest}
            {...control}
            ref={field.ref}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            spellCheck={false}
            value={field.value}
            disabled={field.disabled}
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
            disabled={field.disabled}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? hideLabel : showLabel}
          </InlineButton>
        </InputWrap>
      )}
    </Field>
  );
}
