import { isValid, parse } from 'date-fns';
import { DATE_FORMAT } from './format';

const SHAPE = /^\d{2}-\d{2}-\d{4}$/;

/**
 * `'03-05-2026'` → that day at local midnight. Anything that is not a real MM-DD-YYYY day
 * (`02-30-2026`, `13-01-2026`, `3-5-2026`) gives undefined.
 */
export function parseDate(text: string): Date | undefined {
  if (!SHAPE.test(text.trim())) return undefined;
  const date = parse(text.trim(), DATE_FORMAT, new Date(2000, 0, 1));
  return isValid(date) ? date : undefined;
}
