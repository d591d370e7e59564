import * as Popover from '@radix-ui/react-popover';
import { useId, type ComponentPropsWithRef } from 'react';
import { DATE_FORMAT_LABEL } from '../../dates/format';
import { formatDate } from '../../dates/formatDate';
import { parseDate } from '../../dates/parseDate';
import { toDate } from '../../dates/toDate';
import { Calendar } from '../../internal/Calendar';
import { CalendarIcon } from '../../internal/CalendarIcon';
import { Field, type FieldProps } from '../../internal/Field';
import { PopoverPanel } from '../../internal/PopoverPanel';
import { TriggerButton, TriggerIcon, TriggerValue } from '../../internal/Trigger.styles';
import { useControllableState } from '../../internal/useControllableState';
import { useFieldControl } from '../../internal/useFieldControl';
import type { Rules } from '../../validation/validate';

export interface DatePickerProps
  extends Omit<ComponentPropsWithRef<'button'>, 'value' | 'defaultValue' | 'onChange' | 'children'>, FieldProps {
  /** The date as MM-DD-YYYY, `''` for none. */
  value?: string;
  /** @default '' */
  defaultValue?: string;
  /** Called with the picked date as MM-DD-YYYY, never an event. */
  onChange?: (next: string) => void;
  rules?: Rules;
  /** Days before this one are disabled (a Date or MM-DD-YYYY). */
  minDate?: Date | string;
  /** Today, for the calendar's "today" mark and first month. @default the current date */
  today?: Date;
  /** Shown while no date is picked. @default 'MM-DD-YYYY' */
  placeholder?: string;
  /** Accessible name of the calendar panel. @default 'Choose date' */
  panelLabel?: string;
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** One date, picked from a calendar in a popover; shown and stored as MM-DD-YYYY. */
export function DatePicker({
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
  minDate,
  today,
  placeholder = DATE_FORMAT_LABEL,
  panelLabel = 'Choose date',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  id,
  className,
  ref,
  'aria-describedby': describedBy,
  ...rest
}: DatePickerProps) {
  const field = useFieldControl({ value, defaultValue, onChange, rules, required, label, error, ref });
  const [open, setOpenState] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (!next) field.markTouched();
  };
  const valueId = useId();
  const selected = parseDate(field.value);
  const min = toDate(minDate);

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
      {({ required: _native, ...control }, { labelId }) => (
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger asChild>
            <TriggerButton
              {...rest}
              {...control}
              ref={field.ref}
              type="button"
              aria-haspopup="dialog"
              aria-labelledby={`${labelId} ${valueId}`}
              disabled={disabled}
              onBlur={(event) => {
                if (!open) field.markTouched();
                onBlur?.(event);
              }}
            >
              <TriggerValue id={valueId} data-placeholder={selected ? undefined : ''}>
                {selected ? field.value : placeholder}
              </TriggerValue>
              <TriggerIcon>
                <CalendarIcon />
              </TriggerIcon>
            </TriggerButton>
          </Popover.Trigger>
          <Popover.Portal>
            <PopoverPanel align="start" sideOffset={4} aria-label={panelLabel}>
              <Calendar
                mode="single"
                // Opening the panel puts focus on the selected day (or today), where arrow keys start.
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus
                selected={selected}
                defaultMonth={selected ?? min ?? today}
                today={today}
                disabled={min ? { before: min } : undefined}
                onSelect={(date) => {
                  if (!date) return;
                  field.setValue(formatDate(date));
                  setOpen(false);
                }}
              />
            </PopoverPanel>
          </Popover.Portal>
        </Popover.Root>
      )}
    </Field>
  );
}
