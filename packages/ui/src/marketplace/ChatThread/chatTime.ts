import { IST_OFFSET_MINUTES } from '../format/formatDateTime';
import { monthName, toTime, type DateInput } from '../format/formatPostedTime';
import { chatTimeText } from './chatTimeText';

const DAY = 86_400_000;

function local(value: DateInput, offsetMinutes: number): Date {
  return new Date(toTime(value) + offsetMinutes * 60_000);
}

/** The calendar day of `value` at the offset, as a number of days since 1970-01-01. */
export function dayNumber(value: DateInput, offsetMinutes = IST_OFFSET_MINUTES): number {
  return Math.floor(local(value, offsetMinutes).getTime() / DAY);
}

/** `2:05 pm`: the time of day of a message. */
export function formatClock(value: DateInput, offsetMinutes = IST_OFFSET_MINUTES): string {
  const d = local(value, offsetMinutes);
  const h = d.getUTCHours();
  const m = String(d.getUTCMinutes()).padStart(2, '0');
  return `${h % 12 || 12}:${m} ${h < 12 ? 'am' : 'pm'}`;
}

/** `21 Nov`, or `21 Nov 2025` when not in the year of `now`. */
function formatDay(value: DateInput, now: DateInput, offsetMinutes = IST_OFFSET_MINUTES): string {
  const d = local(value, offsetMinutes);
  const base = `${d.getUTCDate()} ${monthName(d.getUTCMonth())}`;
  return d.getUTCFullYear() === local(now, offsetMinutes).getUTCFullYear() ? base : `${base} ${d.getUTCFullYear()}`;
}

/** A day separator: `Today`, `Yesterday`, or the date. */
export function dayLabel(value: DateInput, now: DateInput, offsetMinutes = IST_OFFSET_MINUTES): string {
  const diff = dayNumber(now, offsetMinutes) - dayNumber(value, offsetMinutes);
  if (diff === 0) return chatTimeText.today;
  if (diff === 1) return chatTimeText.yesterday;
  return formatDay(value, now, offsetMinutes);
}

/** The inbox's time column: the clock time today, `Yesterday`, else the date. */
export function inboxTime(value: DateInput, now: DateInput, offsetMinutes = IST_OFFSET_MINUTES): string {
  const diff = dayNumber(now, offsetMinutes) - dayNumber(value, offsetMinutes);
  if (diff === 0) return formatClock(value, offsetMinutes);
  if (diff === 1) return chatTimeText.yesterday;
  return formatDay(value, now, offsetMinutes);
}
