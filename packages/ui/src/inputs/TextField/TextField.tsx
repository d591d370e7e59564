import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldProps } from '../../internal/Field';
import { StyledInput } from '../../internal/Input.styles';
import { useFieldControl } from '../../internal/useFieldControl';
import type { Rules } from '../../validation/validate';

export interface TextFieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type'>, FieldProps {
  /** The text (controlled). */
  value?: string;
  /** The initial text when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the next text, never an event. */
  onChange?: (next: string) => void;
  /** Rules for `validate()`; `type="email"` adds `email`, `required` adds `required`. */
  rules?: Rules;
  /** The input's type; `email` also adds the `email` rule. @default 'text' */
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
}

/** A single-line text input with label, hint and error. Extra props go to the `<input>`; `className` to the field. */
export function TextField({ type = 'text', onBlur, ...props }: TextFieldProps) {
  const rules = type === 'email' && !props.rules?.includes('email') ? [...(props.rules ?? []), 'email'] : props.rules;
  const field = useFieldControl(props, { empty: '', rules });
  return (
    <Field {...field.fieldProps}>
      {(control) => (
        <StyledInput
          {...field.rest}
          {...control}
          ref={field.ref}
          type={type}
          value={field.value}
          disabled={field.disabled}
          onChange={(event) => field.setValue(event.target.value)}
          onBlur={(event) => {
            field.markTouched();
            onBlur?.(event);
          }}
        />
      )}
    </Field>
  );
}
