import { currentLanguage, type Locale } from '../../locale/text';
import { marketplaceStrings } from '../strings';

export type DateInput = Date | string | number;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// A fixed table, not Intl: ICU versions disagree on short months (`Sep` or `Sept`).
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Hindi's short months, fixed for the same reason. */
const HINDI_MONTHS = ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्तू॰', 'नव॰', 'दिस॰'];

/** A short month's name in a language. */
export function monthName(month: number, locale: Locale = currentLanguage().locale): string {
  return (locale === 'hi-IN' ? HINDI_MONTHS : MONTHS)[month]!;
}

export function toTime(value: DateInput): number {
  return value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
}

// Dates read as in India (one time zone, IST) wherever the page is rendered: a server in UTC and a
// browser in Kolkata print the same day, so a server-rendered page hydrates without a mismatch.
const indiaDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});

function inIndia(time: number): { day: number; month: number; year: number } {
  const parts = Object.fromEntries(indiaDate.formatToParts(time).map((p) => [p.type, p.value]));
  return { day: Number(parts.day), month: Number(parts.month) - 1, year: Number(parts.year) };
}

const relative = new Map<string, Intl.RelativeTimeFormat>();
function posted(count: number, unit: 'second' | 'minute' | 'hour', locale: Locale) {
  // The spec's English words exactly; another language says it as its own speakers do ("3 घंटे पहले").
  if (locale === 'en-IN') return `POSTED ${count} ${unit}${count === 1 ? '' : 's'} ago`;
  let format = relative.get(locale);
  if (!format) relative.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' })));
  return format.format(-count, unit);
}

/**
 * How long ago an ad was posted: `just now` under a second, `POSTED N seconds|minutes|hours ago`
 * under a day (in Hindi, `3 घंटे पहले`), and from one day on the day and short month (`21 Nov`), plus the year when it is
 * not the year of `now` (`21 Nov 2025`), in India's time. Times in the future (clock skew) read
 * `just now`.
 */
export function formatPostedTime(
  createdOn: DateInput,
  now: DateInput,
  locale: Locale = currentLanguage().locale,
): string {
  const created = toTime(createdOn);
  const current = toTime(now);
  if (Number.isNaN(created)) return '';
  const elapsed = current - created;
  if (elapsed < SECOND) return marketplaceStrings.justNow;
  if (elapsed < MINUTE) return posted(Math.floor(elapsed / SECOND), 'second', locale);
  if (elapsed < HOUR) return posted(Math.floor(elapsed / MINUTE), 'minute', locale);
  if (elapsed < DAY) return posted(Math.floor(elapsed / HOUR), 'hour', locale);
  const date = inIndia(created);
  const sameYear = date.year === inIndia(current).year;
  const dayAndMonth = `${date.day} ${monthName(date.month, locale)}`;
  return sameYear ? dayAndMonth : `${dayAndMonth} ${date.year}`;
}

/** Whether an ad's posted time still changes as time passes (it is younger than a day). */
export function isFreshPosting(createdOn: DateInput, now: DateInput): boolean {
  return toTime(now) - toTime(createdOn) < DAY;
}
