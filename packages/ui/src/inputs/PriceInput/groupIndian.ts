/**
 * Digits grouped the Indian way (lakh, crore): `'12000000'` → `'1,20,00,000'`. Leading zeros are
 * dropped, except a lone `'0'`; anything but digits is ignored.
 */
export function groupIndian(digits: string): string {
  const d = digits.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (d.length <= 3) return d;
  const last3 = d.slice(-3);
  const rest = d.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${last3}`;
}
