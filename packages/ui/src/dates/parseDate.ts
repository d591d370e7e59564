import { isExists } from 'date-fns/isExists';

/** MM-DD-YYYY (the product's `DATE_FORMAT`), with the parts captured. */
const SHAPE = /^(\d{2})-(\d{2})-(\d{4})$/;

/**
 * `'03-05-2026'` → that day at local midnight. Anything that is not a real MM-DD-YYYY day
 * (`02-30-2026`, `13-01-2026`, `3-5-2026`) gives undefined.
 */
export function parseDate(text: string): Date | undefined {
  // One fixed numeric format: date-fns' `parse` (every token of every locale, ≈4 KB gzip) is not needed.
  const match = SHAPE.exec(text.trim());
  if (!match) return undefined;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isExists(year, month - 1, day)) return undefined;
  return new Date(year, month - 1, day);
}
