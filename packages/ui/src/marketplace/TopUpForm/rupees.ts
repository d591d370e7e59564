/**
 * Typed rupees to integer paise: `'500'` → 50000, `'99.5'` → 9950, `'1,000'` → 100000. Null when
 * the text is not a number of rupees with at most 2 decimals. Spaces, commas and `₹` are ignored.
 * Digits are combined as text, so no float rounding touches the paise.
 */
export function parseRupees(text: string): number | null {
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(text.replace(/[\s,₹]/g, ''));
  if (!match) return null;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : null;
}

/** Paise as the field shows them: `10000` → `'100'`, `9950` → `'99.50'`. */
export function paiseToRupeesText(paise: number): string {
  const whole = Math.floor(paise / 100);
  const rest = paise % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}
