import { fillTemplate } from '../../locale/text';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import type { FieldProps } from '../../internal/Field';
import type { SelectOption } from '../../internal/options';
import { PopoverField, type OpenStateProps } from '../../internal/PopoverField';
import { useFieldControl } from '../../internal/useFieldControl';
import type { Rules } from '../../validation/validate';
import { useText } from '../../locale/LocaleProvider';
import { defaultMultiSelectText, type MultiSelectText } from './multiSelectText';

const Choices = styled.div`
  display: grid;
  gap: 2px;
  min-width: var(--popover-trigger-width);
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: var(--haat-space-2);
  min-height: 40px;
  padding: 0 var(--haat-space-3);
  border-radius: var(--haat-radius-sm);
  cursor: pointer;

  &:hover {
    background: var(--haat-color-bg-subtle);
  }
  &:has(input:checked) {
    font-weight: var(--haat-font-weight-semibold);
  }
  &:has(input:disabled) {
    cursor: not-allowed;
    color: var(--haat-color-text-muted);
  }
  & > input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: var(--haat-color-bg-brand);
  }
  & > input:focus-visible {
    outline: 2px solid var(--haat-color-border-focus);
    outline-offset: 2px;
  }
`;

export interface MultiSelectProps
  extends
    Omit<ComponentPropsWithRef<'button'>, 'value' | 'defaultValue' | 'onChange' | 'children'>,
    FieldProps,
    OpenStateProps {
  /** The choices, in order: `{ value, label, disabled? }`, one checkbox of the panel each. */
  options: readonly SelectOption[];
  /** The chosen values, in the options' order. */
  value?: string[];
  /** The initial values when uncontrolled. @default [] */
  defaultValue?: string[];
  /** Called with the next chosen values, never an event. */
  onChange?: (next: string[]) => void;
  /** `required` adds `multiRequired`: at least one choice. */
  rules?: Rules;
  /** Shown while nothing is chosen. @default text.placeholder ('Select') */
  placeholder?: string;
  /** Up to this many chosen labels are listed on the button; more show `text.countLabel`. @default 2 */
  maxShown?: number;
  /** The field's own words (placeholder, "{count} selected"); a translated catalogue replaces them. @default defaultMultiSelectText */
  text?: Partial<MultiSelectText>;
}

/** Several choices, ticked in a panel of native checkboxes; the button sums up what is chosen. */
export function MultiSelect({
  options,
  placeholder,
  maxShown = 2,
  open,
  defaultOpen,
  onOpenChange,
  text: overrides,
  ...props
}: MultiSelectProps) {
  const text = useText(defaultMultiSelectText, overrides);
  const { rest: trigger, ...field } = useFieldControl(props, { empty: [] as string[], requiredRule: 'multiRequired' });
  const chosen = options.filter((o) => field.value.includes(o.value));
  const summary =
    chosen.length === 0
      ? (placeholder ?? text.placeholder)
      : chosen.length > maxShown
        ? fillTemplate(text.countLabel, { count: chosen.length })
        : chosen.map((o) => o.label).join(', ');

  const toggle = (option: SelectOption, checked: boolean) => {
    const next = options
      .filter((o) => (o.value === option.value ? checked : field.value.includes(o.value)))
      .map((o) => o.value);
    field.setValue(next);
  };

  return (
    <PopoverField
      {...field.fieldProps}
      {...{ open, defaultOpen, onOpenChange }}
      trigger={trigger}
      triggerRef={field.ref}
      valueText={summary}
      isPlaceholder={chosen.length === 0}
      icon="▼"
      hasPopup="dialog"
      onVisited={field.markTouched}
    >
      {({ labelId }) => (
        <Choices role="group" aria-labelledby={labelId}>
          {options.map((option) => (
            <Choice key={option.value}>
              <input
                type="checkbox"
                checked={field.value.includes(option.value)}
                disabled={option.disabled}
                onChange={(event) => toggle(option, event.target.checked)}
              />
              {option.label}
            </Choice>
          ))}
        </Choices>
      )}
    </PopoverField>
  );
}
