import { parseDate } from './parseDate';

/** A `Date`, or an MM-DD-YYYY string, as a Date (undefined for anything else). */
export function toDate(value: Date | string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? parseDate(value) : value;
}
