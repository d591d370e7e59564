import type { ComponentPropsWithRef } from 'react';
import { formatDate } from '../../dates/formatDate';
import { parseDate } from '../../dates/parseDate';
import { toDate } from '../../dates/toDate';
import { Calendar } from '../../internal/Calendar';
import { CalendarIcon } from '../../internal/CalendarIcon';
import type { FieldProps } from '../../internal/Field';
import { PopoverField, type OpenStateProps } from '../../internal/PopoverField';
import { useFieldControl } from '../../internal/useFieldControl';
import type { Rules } from '../../validation/validate';
import { useText } from '../../locale/LocaleProvider';
import { defaultDatePickerText, type DatePickerText } from './datePickerText';

export interface DatePickerProps
  extends
    Omit<ComponentPropsWithRef<'button'>, 'value' | 'defaultValue' | 'onChange' | 'children'>,
    FieldProps,
    OpenStateProps {
  /** The date as MM-DD-YYYY, `''` for none. */
  value?: string;
  /** The initial date (MM-DD-YYYY) when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the picked date as MM-DD-YYYY, never an event. */
  onChange?: (next: string) => void;
  /** Rules for `validate()`; `required` adds `required`. */
  rules?: Rules;
  /** Days before this one are disabled (a Date or MM-DD-YYYY). */
  minDate?: Date | string;
  /** Today, for the calendar's "today" mark and first month. @default the current date */
  today?: Date;
  /** Shown while no date is picked. @default text.placeholder ('MM-DD-YYYY') */
  placeholder?: string;
  /** The field's own words (the panel's name, the placeholder); a translated catalogue replaces them. @default defaultDatePickerText */
  text?: Partial<DatePickerText>;
}

/** One date, picked from a calendar in a popover; shown and stored as MM-DD-YYYY. */
export function DatePicker({
  minDate,
  today,
  placeholder,
  open,
  defaultOpen,
  onOpenChange,
  text: overrides,
  ...props
}: DatePickerProps) {
  const text = useText(defaultDatePickerText, overrides);
  const { rest: trigger, ...field } = useFieldControl(props, { empty: '' });
  const selected = parseDate(field.value);
  const min = toDate(minDate);

  return (
    <PopoverField
      {...field.fieldProps}
      {...{ open, defaultOpen, onOpenChange }}
      trigger={trigger}
      triggerRef={field.ref}
      valueText={selected ? field.value : (placeholder ?? text.placeholder)}
      isPlaceholder={!selected}
      icon={<CalendarIcon />}
      hasPopup="dialog"
      onVisited={field.markTouched}
      panel={{ 'aria-label': text.panelLabel, 'aria-labelledby': undefined }}
    >
      {({ close }) => (
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
            close();
          }}
        />
      )}
    </PopoverField>
  );
}
