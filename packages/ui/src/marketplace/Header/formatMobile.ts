/** A +91 mobile as the account menu shows it: `+91 98765 43210`. */
export function formatMobile(mobile: string) {
  const digits = mobile.replace(/\D/g, '').slice(-10);
  return digits.length === 10 ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : `+91 ${mobile}`;
}
