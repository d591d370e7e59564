/** Keeps the digits of `text` only: `'₹ 1,20,000'` → `'120000'`. */
export function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}
