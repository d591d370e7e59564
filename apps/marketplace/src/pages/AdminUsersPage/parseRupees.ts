/** The most an adjustment moves either way, ₹50,000 (the contract's MAX_ADJUSTMENT_PAISE; types only are imported). */
const MAX_ADJUSTMENT_PAISE = 5_000_000;

export type ParsedRupees = { paise: number } | { error: 'invalid' | 'zero' | 'tooLarge' };

/**
 * An admin's signed rupee amount → integer paise: `150`, `+150`, `-150`, `−150.50`, `₹1,500`.
 * Never through floating-point paise: the rupees and paise parts are read as integers.
 */
export function parseRupees(input: string): ParsedRupees {
  const text = input.replace(/[\s,₹]/g, '').replace(/^[−–]/, '-');
  const match = /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return { error: 'invalid' };
  const [, sign, rupees, paise = ''] = match;
  if (rupees!.length > 7) return { error: 'tooLarge' };
  const magnitude = Number(rupees) * 100 + Number(paise.padEnd(2, '0'));
  if (magnitude === 0) return { error: 'zero' };
  if (magnitude > MAX_ADJUSTMENT_PAISE) return { error: 'tooLarge' };
  return { paise: sign === '-' ? -magnitude : magnitude };
}
