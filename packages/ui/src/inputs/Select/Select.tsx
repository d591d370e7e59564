import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { Field, type FieldProps } from '../../internal/Field';
import type { SelectOption } from '../../internal/options';
import { TriggerIcon } from '../../internal/Trigger.styles';
import { useFieldControl } from '../../internal/useFieldControl';
import { inputBase } from '../../theme/mixins';
import type { Rules } from '../../validation/validate';

const Wrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  & > ${TriggerIcon} {
    position: absolute;
    inset-inline-end: var(--haat-space-3);
    pointer-events: none;
  }
`;

const StyledSelect = styled.select`
  ${inputBase};
  appearance: none;
  padding-inline-end: var(--haat-space-8);
  cursor: pointer;

  &:has(option[value='']:checked) {
    color: var(--haat-color-text-subtle);
  }
  & option {
    color: var(--haat-color-text-default);
  }
`;

export interface SelectProps
  extends
    Omit<ComponentPropsWithRef<'select'>, 'value' | 'defaultValue' | 'onChange' | 'multiple' | 'children'>,
    FieldProps {
  /** The choices, in order: `{ value, label, disabled? }`, one native `<option>` each. */
  options: readonly SelectOption[];
  /** The chosen option's value; `''` for none. */
  value?: string;
  /** The initial value when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the chosen value, never an event. */
  onChange?: (next: string) => void;
  /** Rules for `validate()`; `required` adds `required`. */
  rules?: Rules;
  /** The "nothing chosen" entry. @default 'Select' */
  placeholder?: string;
}

/** A native `<select>` in the kit's look: the platform's own picker on phones, full keyboard support. */
export function Select({ onBlur, options, placeholder = 'Select', ...props }: SelectProps) {
  const field = useFieldControl(props, { empty: '' });
  return (
    <Field {...field.fieldProps}>
      {(control) => (
        <Wrap>
          <StyledSelect
            {...field.rest}
            {...control}
            ref={field.ref}
            value={field.value}
            disabled={field.disabled}
            onChange={(event) => {
              field.setValue(event.target.value);
              field.markTouched();
            }}
            onBlur={(event) => {
              field.markTouched();
              onBlur?.(event);
            }}
          >
            <option value="" disabled={field.required}>
              {placeholder}
            </option>
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </StyledSelect>
          <TriggerIcon aria-hidden="true">▼</TriggerIcon>
        </Wrap>
      )}
    </Field>
  );
}
