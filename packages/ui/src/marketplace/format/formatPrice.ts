import { currentLanguage, type Locale } from '../../locale/text';

const formats = new Map<string, Intl.NumberFormat>();
function rupees(locale: Locale, paise: boolean): Intl.NumberFormat {
  const key = `${locale}:${paise}`;
  let format = formats.get(key);
  if (!format) {
    // Latin digits in Hindi too (as Indian sites and banknotes print prices), lakh/crore grouping in both.
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      numberingSystem: 'latn',
      minimumFractionDigits: paise ? 2 : 0,
      maximumFractionDigits: paise ? 2 : 0,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * A rupee amount in Indian digit grouping, in the current language: `125000` → `₹1,25,000`;
 * paise only when there are any.
 */
export function formatPrice(amount: number, locale: Locale = currentLanguage().locale): string {
  if (!Number.isFinite(amount)) return '';
  return rupees(locale, !Number.isInteger(amount)).format(amount);
}
