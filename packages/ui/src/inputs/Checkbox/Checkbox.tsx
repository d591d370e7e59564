import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { Field, type FieldProps } from '../../internal/Field';
import { useFieldControl } from '../../internal/useFieldControl';
import { focusRing } from '../../theme/mixins';
import type { Rules } from '../../validation/validate';

const Box = styled.input`
  width: 20px;
  height: 20px;
  margin: 0;
  margin-block-start: 1px;
  accent-color: var(--haat-color-bg-brand);
  cursor: pointer;

  &:focus-visible {
    ${focusRing};
  }
  &[aria-invalid='true'] {
    outline: 2px solid var(--haat-color-border-danger);
    outline-offset: 1px;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export interface CheckboxProps
  extends
    Omit<ComponentPropsWithRef<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'checked' | 'defaultChecked'>,
    FieldProps {
  /** Ticked or not (controlled). */
  value?: boolean;
  /** Ticked at first, when uncontrolled. @default false */
  defaultValue?: boolean;
  /** Called with the next state, never an event. */
  onChange?: (next: boolean) => void;
  /** E.g. `['terms']` for the sign-up terms tick. */
  rules?: Rules;
}

/** A native checkbox with its label beside it (the label may hold links, e.g. to the terms). */
export function Checkbox({ onBlur, ...props }: CheckboxProps) {
  const field = useFieldControl(props, { empty: false });
  return (
    <Field {...field.fieldProps} layout="inline">
      {(control) => (
        <Box
          {...field.rest}
          {...control}
          ref={field.ref}
          type="checkbox"
          checked={field.value}
          disabled={field.disabled}
          onChange={(event) => {
            field.setValue(event.target.checked);
            field.markTouched();
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
