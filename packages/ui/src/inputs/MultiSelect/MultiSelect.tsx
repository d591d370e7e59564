import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import type { FieldProps } from '../../internal/Field';
import type { SelectOption } from '../../internal/options';
import { PopoverField, type OpenStateProps } from '../../internal/PopoverField';
import { useFieldControl } from '../../internal/useFieldControl';
import type { Rules } from '../../validation/validate';

const Choices = styled.div`
  display: grid;
  gap: 2px;
  min-width: var(--popover-trigger-width);
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.bg.subtle};
  }
  &:has(input:checked) {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  &:has(input:disabled) {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.text.muted};
  }
  & > input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.bg.brand};
  }
  & > input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.border.focus};
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
  /** Shown while nothing is chosen. @default 'Select' */
  placeholder?: string;
  /** The trigger's text once more than `maxShown` are chosen; `{count}` is replaced. @default '{count} selected' */
  countLabel?: string;
  /** Up to this many chosen labels are listed on the button; more show `countLabel`. @default 2 */
  maxShown?: number;
}

/** Several choices, ticked in a panel of native checkboxes; the button sums up what is chosen. */
export function MultiSelect({
  options,
  placeholder = 'Select',
  countLabel = '{count} selected',
  maxShown = 2,
  open,
  defaultOpen,
  onOpenChange,
  ...props
}: MultiSelectProps) {
  const { rest: trigger, ...field } = useFieldControl(props, { empty: [] as string[], requiredRule: 'multiRequired' });
  const chosen = options.filter((o) => field.value.includes(o.value));
  const summary =
    chosen.length === 0
      ? placeholder
      : chosen.length > maxShown
        ? countLabel.replace('{count}', String(chosen.length))
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
