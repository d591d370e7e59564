import { defineText } from '../../locale/text';

/** DateRangePicker's words, for a catalogue to translate; the `text` prop replaces any of them. */
export const defaultDateRangePickerText = defineText('ui.dateRangePicker', {
  /** The accessible name of the calendar panel. */
  panelLabel: 'Choose dates',
  /**
   * Stands for an end of the range not picked yet: the order dates are shown in (month, day,
   * year), as in "03-15-2027".
   */
  placeholder: 'MM-DD-YYYY',
  /** Between the start and the end date on the button, spaces included: "03-15-2027 – 03-20-2027". */
  separator: ' – ',
});

export type DateRangePickerText = { [K in keyof typeof defaultDateRangePickerText]: string };
