import { currentLanguage, type Locale } from '../../locale/text';
import { monthName, toTime, type DateInput } from './formatPostedTime';

/** India Standard Time: UTC+5:30 all year (no daylight saving), so no time-zone database is needed. */
export const IST_OFFSET_MINUTES = 330;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;

/** The instant shifted to IST, read with the `getUTC…` methods. */
function inIndia(time: number): Date {
  return new Date(time + IST_OFFSET_MS);
}

/**
 * The one formatter of a date and time a person reads, always in India's time (IST), whatever the
 * device's zone, in the current language: `21 Nov 2026, 4:30 pm` (`21 नव॰ 2026, 4:30 pm`). An unparseable date gives an empty string.
 */
export function formatDateTime(value: DateInput, locale: Locale = currentLanguage().locale): string {
  const time = toTime(value);
  if (Number.isNaN(time)) return '';
  const d = inIndia(time);
  const hours = d.getUTCHours();
  const minutes = String(d.getUTCMinutes()).padStart(2, '0');
  return `${formatDay(time, locale)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** A calendar day in IST: `21 Nov 2026`. An unparseable date gives an empty string. */
export function formatDay(value: DateInput, locale: Locale = currentLanguage().locale): string {
  const time = toTime(value);
  if (Number.isNaN(time)) return '';
  const d = inIndia(time);
  return `${d.getUTCDate()} ${monthName(d.getUTCMonth(), locale)} ${d.getUTCFullYear()}`;
}

/**
 * Today in India as a calendar day for a date picker: a local midnight whose year, month and day are
 * IST's (at 1 am IST a device in London still says yesterday; the server counts days in IST).
 */
export function indiaToday(now: DateInput = Date.now()): Date {
  const d = inIndia(toTime(now));
  return new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}
