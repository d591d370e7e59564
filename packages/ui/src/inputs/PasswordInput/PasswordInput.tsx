import { fillTemplate } from '../../locale/text';
import { useState, type ComponentPropsWithRef } from 'react';
import { Field, type FieldProps } from '../../internal/Field';
import { InlineButton, InputWrap, StyledInput } from '../../internal/Input.styles';
import { useFieldControl } from '../../internal/useFieldControl';
import type { Rules } from '../../validation/validate';
import { useText } from '../../locale/LocaleProvider';
import { defaultPasswordInputText, type PasswordInputText } from './passwordInputText';

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
  /** The toggle's words (Show, Hide and its name); a translated catalogue replaces them. @default defaultPasswordInputText */
  text?: Partial<PasswordInputText>;
}

/** A password field with a Show/Hide toggle that keeps focus where the user is. */
export function PasswordInput({
  onBlur,
  autoComplete = 'current-password',
  text: overrides,
  ...props
}: PasswordInputProps) {
  const text = useText(defaultPasswordInputText, overrides);
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
            aria-label={fillTemplate(text.named, { action: visible ? text.hideLabel : text.showLabel })}
            disabled={field.disabled}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? text.hideLabel : text.showLabel}
          </InlineButton>
        </InputWrap>
      )}
    </Field>
  );
}
