const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A rupee amount in Indian digit grouping: `125000` → `₹1,25,000`; paise only when there are any. */
export function formatPrice(rupees: number): string {
  if (!Number.isFinite(rupees)) return '';
  return (Number.isInteger(rupees) ? wholeRupees : withPaise).format(rupees);
}
