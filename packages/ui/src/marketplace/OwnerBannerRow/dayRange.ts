import { monthName } from '../format/formatPostedTime';

interface Day {
  year: number;
  month: string;
  day: number;
}

/** A `YYYY-MM-DD` calendar day read as written, so no time zone can move it to the day before. */
function parseDay(value: string): Day | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const index = Number(match[2]) - 1;
  const month = index >= 0 && index < 12 ? monthName(index) : undefined;
  const day = Number(match[3]);
  if (!month || day < 1 || day > 31) return null;
  return { year: Number(match[1]), month, day };
}

/**
 * Two calendar days (`YYYY-MM-DD`, both included) as a banner's run: `21 Nov – 25 Nov 2026`, both
 * years when they differ (`28 Dec 2026 – 3 Jan 2027`), one day alone (`21 Nov 2026`). An unreadable
 * day gives an empty string.
 */
export function formatDayRange(start: string, end: string): string {
  const from = parseDay(start);
  const to = parseDay(end);
  if (!from || !to) return '';
  const last = `${to.day} ${to.month} ${to.year}`;
  if (start === end) return last;
  const first = from.year === to.year ? `${from.day} ${from.month}` : `${from.day} ${from.month} ${from.year}`;
  return `${first} \u2013 ${last}`;
}
