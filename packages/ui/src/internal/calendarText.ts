import { defineText } from '../locale/text';

/** The calendar's words for screen readers (DatePicker, DateRangePicker), for a catalogue to translate. */
export const calendarText = defineText('ui.calendar', {
  /** A day's button when it is the chosen day; `{day}` is the day as read ("14 March 2026, Saturday"). */
  selected: '{day}, selected',
  /** A day's button when it is today; `{day}` as above. */
  today: '{day}, today',
  /** The button that shows the month before. */
  previousMonth: 'Go to the Previous Month',
  /** The button that shows the month after. */
  nextMonth: 'Go to the Next Month',
});
