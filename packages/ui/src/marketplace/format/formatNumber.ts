import { currentLanguage, type Locale } from '../../locale/text';

const formats = new Map<string, Intl.NumberFormat>();

/** A count in the current language's grouping, Latin digits: `125000` → `1,25,000`. */
export function formatNumber(value: number, locale: Locale = currentLanguage().locale): string {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(locale, { numberingSystem: 'latn' })));
  return format.format(value);
}

const monthYears = new Map<string, Intl.DateTimeFormat>();

/** A month and year in India's calendar, in the current language: `November 2026`, `नवंबर 2026`. */
export function formatMonthYear(value: Date | string | number, locale: Locale = currentLanguage().locale): string {
  let format = monthYears.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
      numberingSystem: 'latn',
    });
    monthYears.set(locale, format);
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}
