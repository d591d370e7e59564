/** India's offset from UTC in minutes (IST has no daylight saving). */
const IST_OFFSET_MIN = 330;
const DAY_MIN = 24 * 60;

/** Quiet hours in India's time, minutes after midnight; `end` may be the next morning. */
export interface QuietHours {
  start: number;
  end: number;
}

/**
 * When something that may not reach the user in their quiet hours may go: `now` when outside them,
 * else the moment they end (IST, to the minute).
 */
export function afterQuietHours(now: Date, quiet: QuietHours | null): Date {
  if (!quiet || quiet.start === quiet.end) return now;
  const minute = Math.floor((now.getTime() / 60_000 + IST_OFFSET_MIN) % DAY_MIN);
  const inside =
    quiet.start < quiet.end ? minute >= quiet.start && minute < quiet.end : minute >= quiet.start || minute < quiet.end;
  if (!inside) return now;
  const wait = (quiet.end - minute + DAY_MIN) % DAY_MIN;
  const atMinute = Math.floor(now.getTime() / 60_000) * 60_000;
  return new Date(atMinute + wait * 60_000);
}

/** `22:30` → 1350. */
export const toMinutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** 1350 → `22:30`. */
export const toClock = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
