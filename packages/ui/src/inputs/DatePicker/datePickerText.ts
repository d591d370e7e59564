import { defineText } from '../../locale/text';

/** DatePicker's words, for a catalogue to translate; the `text` prop replaces any of them. */
export const defaultDatePickerText = defineText('ui.datePicker', {
  /** The accessible name of the calendar panel. */
  panelLabel: 'Choose date',
  /**
   * The button's text while no date is picked, unless the field passes its own `placeholder`: the
   * order dates are shown in (month, day, year), as in "03-15-2027".
   */
  placeholder: 'MM-DD-YYYY',
});

export type DatePickerText = { [K in keyof typeof defaultDatePickerText]: string };
