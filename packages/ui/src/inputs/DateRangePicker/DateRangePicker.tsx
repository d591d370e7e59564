import type { ComponentPropsWithRef } from 'react';
import { formatDate } from '../../dates/formatDate';
import { parseDate } from '../../dates/parseDate';
import { toDate } from '../../dates/toDate';
import { Calendar } from '../../internal/Calendar';
import { CalendarIcon } from '../../internal/CalendarIcon';
import type { FieldProps } from '../../internal/Field';
import { PopoverField, type OpenStateProps } from '../../internal/PopoverField';
import { useFieldControl } from '../../internal/useFieldControl';
import type { DateRangeValue } from '../../validation/rules';
import type { Rules } from '../../validation/validate';
import { useText } from '../../locale/LocaleProvider';
import { defaultDateRangePickerText, type DateRangePickerText } from './dateRangePickerText';

export interface DateRangePickerProps
  extends
    Omit<ComponentPropsWithRef<'button'>, 'value' | 'defaultValue' | 'onChange' | 'children'>,
    FieldProps,
    OpenStateProps {
  /** `{ start, end }` as MM-DD-YYYY strings; either may be missing while the user picks. */
  value?: DateRangeValue;
  /** The first range when the field is uncontrolled (no `value`). @default {} */
  defaultValue?: DateRangeValue;
  /** Called with the next `{ start, end }`, never an event. */
  onChange?: (next: DateRangeValue) => void;
  /** `required` adds `dateRangeRequired`: both ends. */
  rules?: Rules;
  /** Days before this one are disabled (a Date or MM-DD-YYYY). */
  minDate?: Date | string;
  /** Today, for the calendar's "today" mark and first month. @default the current date */
  today?: Date;
  /** The field's own words (the panel's name, the placeholder, the separator); a translated catalogue replaces them. @default defaultDateRangePickerText */
  text?: Partial<DateRangePickerText>;
}

const EMPTY: DateRangeValue = {};

/**
 * A start and an end date from a calendar in a popover (range mode): the first click picks the
 * start, the second the end and closes the panel. Shown and stored as MM-DD-YYYY.
 */
export function DateRangePicker({
  minDate,
  today,
  open,
  defaultOpen,
  onOpenChange,
  text: overrides,
  ...props
}: DateRangePickerProps) {
  const text = useText(defaultDateRangePickerText, overrides);
  const { placeholder, separator } = text;
  const { rest: trigger, ...field } = useFieldControl(props, { empty: EMPTY, requiredRule: 'dateRangeRequired' });
  const from = field.value.start ? parseDate(field.value.start) : undefined;
  const to = field.value.end ? parseDate(field.value.end) : undefined;
  const min = toDate(minDate);
  const shown =
    from || to
      ? `${from ? field.value.start : placeholder}${separator}${to ? field.value.end : placeholder}`
      : undefined;

  return (
    <PopoverField
      {...field.fieldProps}
      {...{ open, defaultOpen, onOpenChange }}
      trigger={trigger}
      triggerRef={field.ref}
      valueText={shown ?? `${placeholder}${separator}${placeholder}`}
      isPlaceholder={!shown}
      icon={<CalendarIcon />}
      hasPopup="dialog"
      onVisited={field.markTouched}
      panel={{ 'aria-label': text.panelLabel, 'aria-labelledby': undefined }}
    >
      {({ close }) => (
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
            if (from && !to && next.start && next.end) close();
          }}
        />
      )}
    </PopoverField>
  );
}
