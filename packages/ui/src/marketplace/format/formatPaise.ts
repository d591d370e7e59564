import { formatPrice } from './formatPrice';

/**
 * An amount of integer paise in rupees with Indian digit grouping: `50000` → `₹500`,
 * `9950` → `₹99.50`, `12345678` → `₹1,23,456.78`. Decimals only when there are paise.
 */
export function formatPaise(paise: number): string {
  if (!Number.isFinite(paise)) return '';
  // Whole rupees and paise apart, so no float division decides whether there are paise.
  const sign = paise < 0 ? -1 : 1;
  const abs = Math.abs(Math.round(paise));
  const rupees = Math.floor(abs / 100);
  const rest = abs % 100;
  return formatPrice(sign * (rest === 0 ? rupees : rupees + rest / 100));
}
