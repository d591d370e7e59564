import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { Field, type FieldProps } from '../../internal/Field';
import { useFieldControl } from '../../internal/useFieldControl';
import { inputBase } from '../../theme/mixins';
import type { Rules } from '../../validation/validate';

const StyledTextArea = styled.textarea`
  ${inputBase};
  display: block;
  min-height: var(--haat-size-textarea);
  height: var(--haat-size-textarea);
  padding: var(--haat-space-3);
  line-height: var(--haat-line-height-normal);
  resize: vertical;
`;

export interface TextAreaProps
  extends Omit<ComponentPropsWithRef<'textarea'>, 'value' | 'defaultValue' | 'onChange'>, FieldProps {
  /** The text (controlled). */
  value?: string;
  /** The initial text when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the next text, never an event. */
  onChange?: (next: string) => void;
  /** Rules for `validate()`; `required` adds `required`. */
  rules?: Rules;
}

/** Multi-line text, 100 px high and resizable vertically. Extra props go to the `<textarea>`. */
export function TextArea({ onBlur, ...props }: TextAreaProps) {
  const field = useFieldControl(props, { empty: '' });
  return (
    <Field {...field.fieldProps}>
      {(control) => (
        <StyledTextArea
          {...field.rest}
          {...control}
          ref={field.ref}
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
