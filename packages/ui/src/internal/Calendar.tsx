import { format } from 'date-fns/format';
import { DayPicker, type DayPickerProps, type Modifiers } from 'react-day-picker';
import styled from 'styled-components';
import { currentLanguage, fillTemplate } from '../locale/text';
import { calendarText } from './calendarText';

/**
 * react-day-picker themed through its `--rdp-*` variables and class names (no copy of its CSS), with
 * day labels that start with the visible day number (axe: label-content-name-mismatch).
 */
const CalendarRoot = styled.div`
  .rdp-root {
    --rdp-day-size: 40px;
    position: relative;
    font-size: var(--haat-font-size-md);
  }
  .rdp-months {
    display: flex;
    flex-wrap: wrap;
    gap: var(--haat-space-6);
  }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    height: 40px;
    padding-inline-start: var(--haat-space-2);
    font-weight: var(--haat-font-weight-semibold);
  }
  .rdp-nav {
    position: absolute;
    inset-block-start: 0;
    inset-inline-end: 0;
    z-index: 1;
    display: flex;
    align-items: center;
    height: 40px;
  }
  .rdp-button_previous,
  .rdp-button_next {
    display: inline-grid;
    place-items: center;
    width: 36px;
    height: 36px;
    padding: 0;
    background: none;
    border: 0;
    border-radius: var(--haat-radius-round);
    cursor: pointer;
  }
  .rdp-button_previous:hover:not(:disabled),
  .rdp-button_next:hover:not(:disabled) {
    background: var(--haat-color-bg-subtle);
  }
  .rdp-button_previous:disabled,
  .rdp-button_next:disabled,
  .rdp-button_previous[aria-disabled='true'],
  .rdp-button_next[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.4;
  }
  .rdp-chevron {
    width: 16px;
    height: 16px;
    fill: var(--haat-color-text-link);
  }
  .rdp-month_grid {
    border-collapse: collapse;
  }
  .rdp-weekday {
    padding: var(--haat-space-1) 0;
    font-size: var(--haat-font-size-xs);
    font-weight: var(--haat-font-weight-medium);
    color: var(--haat-color-text-muted);
    text-align: center;
  }
  .rdp-day {
    width: var(--rdp-day-size);
    height: var(--rdp-day-size);
    padding: 0;
    text-align: center;
  }
  .rdp-day_button {
    display: flex;
    align-items: center;
    justify-content: center;
    width: calc(var(--rdp-day-size) - 2px);
    height: calc(var(--rdp-day-size) - 2px);
    margin: auto;
    padding: 0;
    font: inherit;
    color: inherit;
    background: none;
    border: 0;
    border-radius: var(--haat-radius-round);
    cursor: pointer;
  }
  .rdp-day_button:hover:not(:disabled) {
    background: var(--haat-color-bg-subtle);
  }
  .rdp-day_button:focus-visible {
    outline: 2px solid var(--haat-color-border-focus);
    outline-offset: 1px;
  }
  .rdp-today:not(.rdp-outside) {
    font-weight: var(--haat-font-weight-bold);
    color: var(--haat-color-text-link);
  }
  .rdp-outside {
    color: var(--haat-color-text-muted);
  }
  .rdp-disabled .rdp-day_button {
    color: var(--haat-color-text-muted);
    text-decoration: line-through;
    cursor: not-allowed;
  }
  .rdp-hidden {
    visibility: hidden;
  }
  .rdp-range_middle {
    background: var(--haat-color-bg-brand-subtle);
  }
  .rdp-range_start {
    background: linear-gradient(90deg, transparent 50%, var(--haat-color-bg-brand-subtle) 50%);
  }
  .rdp-range_end {
    background: linear-gradient(90deg, var(--haat-color-bg-brand-subtle) 50%, transparent 50%);
  }
  .rdp-range_start.rdp-range_end {
    background: none;
  }
  .rdp-selected:not(.rdp-range_middle) .rdp-day_button {
    font-weight: var(--haat-font-weight-semibold);
    color: var(--haat-color-text-inverse);
    background: var(--haat-color-bg-brand);
  }
`;

/** A day as read: the day number first, as on the button, then month, year and weekday. */
function dayName(date: Date, locale: string): string {
  if (locale === 'en-IN') return format(date, 'd MMMM yyyy, EEEE');
  const parts = Object.fromEntries(
    dayParts(locale)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.weekday}`;
}

const partsByLocale = new Map<string, Intl.DateTimeFormat>();
function dayParts(locale: string): Intl.DateTimeFormat {
  let parts = partsByLocale.get(locale);
  if (!parts) {
    parts = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', weekday: 'long' });
    partsByLocale.set(locale, parts);
  }
  return parts;
}

/**
 * Month captions and weekday names in the page's language. English keeps react-day-picker's own
 * (date-fns); another language takes its names from Intl, so no date-fns locale ships.
 */
function localFormatters(locale: string): DayPickerProps['formatters'] {
  if (locale === 'en-IN') return undefined;
  let formatters = formattersByLocale.get(locale);
  if (!formatters) {
    // Made once per language, not on each render of an open calendar.
    const caption = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short' });
    formatters = {
      formatCaption: (month) => caption.format(month),
      formatWeekdayName: (day) => weekday.format(day),
    };
    formattersByLocale.set(locale, formatters);
  }
  return formatters;
}
const formattersByLocale = new Map<string, NonNullable<DayPickerProps['formatters']>>();

/** The kit's calendar: react-day-picker in the theme, in the page's language, labelled for screen readers. */
export function Calendar(props: DayPickerProps) {
  const { locale } = currentLanguage();
  const labelDayButton = (date: Date, modifiers: Modifiers) => {
    const day = dayName(date, locale);
    if (modifiers.selected) return fillTemplate(calendarText.selected, { day });
    if (modifiers.today) return fillTemplate(calendarText.today, { day });
    return day;
  };
  return (
    <CalendarRoot>
      <DayPicker
        {...props}
        formatters={{ ...localFormatters(locale), ...props.formatters }}
        labels={{
          labelDayButton,
          labelPrevious: () => calendarText.previousMonth,
          labelNext: () => calendarText.nextMonth,
          ...props.labels,
        }}
      />
    </CalendarRoot>
  );
}
