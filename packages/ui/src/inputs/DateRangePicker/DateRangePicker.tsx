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
import type { DateRangeValue } from '../../validation/rules';
import type { Rules } from '../../validation/validate';

export interface DateRangePickerProps
  extends Omit<ComponentPropsWithRef<'button'>, 'value' | 'defaultValue' | 'onChange' | 'children'>, FieldProps {
  /** `{ start, end }` as MM-DD-YYYY strings; either may be missing while the user picks. */
  value?: DateRangeValue;
  /** @default {} */
  defaultValue?: DateRangeValue;
  /** Called with the next `{ start, end }`, never an event. */
  onChange?: (next: DateRangeValue) => void;
  /** `required` adds `dateRangeRequired`: both ends. */
  rules?: Rules;
  /** Days before this one are disabled (a Date or MM-DD-YYYY). */
  minDate?: Date | string;
  /** Today, for the calendar's "today" mark and first month. @default the current date */
  today?: Date;
  /** Accessible name of the calendar panel. @default 'Choose dates' */
  panelLabel?: string;
  /** Between the two dates on the button. @default ' – ' */
  separator?: string;
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const EMPTY: DateRangeValue = {};

/**
 * A start and an end date from a calendar in a popover (range mode): the first click picks the
 * start, the second the end and closes the panel. Shown and stored as MM-DD-YYYY.
 */
export function DateRangePicker({
  label,
  hint,
  error,
  required,
  disabled,
  rules,
  value,
  defaultValue = EMPTY,
  onChange,
  onBlur,
  minDate,
  today,
  panelLabel = 'Choose dates',
  separator = ' – ',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  id,
  className,
  ref,
  'aria-describedby': describedBy,
  ...rest
}: DateRangePickerProps) {
  const field = useFieldControl({
    value,
    defaultValue,
    onChange,
    rules,
    required,
    requiredRule: 'dateRangeRequired',
    label,
    error,
    ref,
  });
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
  const from = field.value.start ? parseDate(field.value.start) : undefined;
  const to = field.value.end ? parseDate(field.value.end) : undefined;
  const min = toDate(minDate);
  const shown =
    from || to
      ? `${from ? field.value.start : DATE_FORMAT_LABEL}${separator}${to ? field.value.end : DATE_FORMAT_LABEL}`
      : undefined;

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
              <TriggerValue id={valueId} data-placeholder={shown ? undefined : ''}>
                {shown ?? `${DATE_FORMAT_LABEL}${separator}${DATE_FORMAT_LABEL}`}
              </TriggerValue>
              <TriggerIcon>
                <CalendarIcon />
              </TriggerIcon>
            </TriggerButton>
          </Popover.Trigger>
          <Popover.Portal>
            <PopoverPanel align="start" sideOffset={4} aria-label={panelLabel}>
              <Calendar
                mode="range"
                // Opening the panel puts focus on the selected day (or today), where arrow keys start.
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus
                resetOnSelect
                selected={from ? { from, to } : undefined}
                defaultMonth={from ?? min ?? today}
                today={today}
                disabled={min ? { before: min } : undefined}
                onSelect={(range) => {
                  const next: DateRangeValue = {
                    start: range?.from ? formatDate(range.from) : undefined,
                    end: range?.to ? formatDate(range.to) : undefined,
                  };
                  field.setValue(next);
                  // The second click completes the range: the panel has done its job.
                  if (from && !to && next.start && next.end) setOpen(false);
                }}
              />
            </PopoverPanel>
          </Popover.Portal>
        </Popover.Root>
      )}
    </Field>
  );
}
