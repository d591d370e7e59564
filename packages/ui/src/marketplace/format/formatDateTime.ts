import { MONTHS, toTime, type DateInput } from './formatPostedTime';

/**
 * A date and time in the browser's time zone, the way a statement lists them: `21 Nov 2026, 4:30 pm`.
 * An unparseable date gives an empty string.
 */
export function formatDateTime(value: DateInput): string {
  const time = toTime(value);
  if (Number.isNaN(time)) return '';
  const date = new Date(time);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const clock = `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}, ${clock}`;
}
