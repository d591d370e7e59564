/** The digits of a number such as `+91 9876543210`, country code first (`919876543210`). */
function digitsOf(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  // A bare 10-digit Indian mobile gets its country code.
  return digits.length === 10 ? `91${digits}` : digits;
}

/** A `tel:` link for a shared number. */
export const telHref = (phone: string) => `tel:+${digitsOf(phone)}`;

/** A WhatsApp chat with a shared number (`https://wa.me/91…`). */
export const whatsAppHref = (phone: string) => `https://wa.me/${digitsOf(phone)}`;
