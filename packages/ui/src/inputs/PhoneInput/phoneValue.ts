import { Metadata } from 'libphonenumber-js/core';
import { splitPhone } from '../../validation/rules';
import type { PhoneCountry, PhoneCountryOption } from './countries';
import { phoneMetadata } from './metadata';

/** At most 10 digits (spec, section 9). */
const MAX_PHONE_DIGITS = 10;

/** `'+91'` + `'9876543210'` → `'+91 9876543210'`; no digits → `''` (an empty phone). */
export function joinPhone(code: string, digits: string): string {
  return digits ? `${code} ${digits}` : '';
}

/**
 * The country a value belongs to. The value's code wins; among countries sharing it (+1), the one
 * the user picked stays picked.
 */
export function countryOf(value: string, picked: PhoneCountry, options: PhoneCountryOption[]): PhoneCountry {
  const { code } = splitPhone(value);
  if (!code) return picked;
  const pickedOption = options.find((o) => o.iso === picked);
  if (pickedOption?.code === code) return picked;
  return options.find((o) => o.code === code)?.iso ?? picked;
}

/** The digits of a value's number part. */
export function phoneDigits(value: string): string {
  return splitPhone(value).number.replace(/\D/g, '');
}

/**
 * The parts of libphonenumber-js's metadata classes the formatter reads: public methods, but not in
 * the package's type declarations.
 */
interface NumberFormat {
  pattern(): string;
  format(): string;
  leadingDigitsPatterns(): string[];
  nationalPrefixFormattingRule(): string | undefined;
  nationalPrefixIsOptionalWhenFormattingInNationalFormat(): boolean;
  usesNationalPrefix(): boolean;
}
interface NumberingPlan {
  callingCode(): string;
  nationalPrefix(): string | undefined;
  possibleLengths(): number[];
  formats(): NumberFormat[];
}

const plans = new Map<PhoneCountry, NumberingPlan>();

/** The country's numbering plan, made once: it is read on every keystroke and render. */
function numberingPlan(country: PhoneCountry): NumberingPlan {
  let plan = plans.get(country);
  if (!plan) {
    const metadata = new Metadata(phoneMetadata);
    metadata.selectNumberingPlan(country);
    plan = metadata.numberingPlan as unknown as NumberingPlan;
    plans.set(country, plan);
  }
  return plan;
}

/**
 * Whether `digits` start the way `format` applies to. A format lists one leading-digits pattern for
 * 3 digits, then one per further digit; with fewer than 3, some completion to 3 must match.
 */
function leadsInto(format: NumberFormat, digits: string): boolean {
  const patterns = format.leadingDigitsPatterns();
  if (patterns.length === 0) return true;
  const leading = new RegExp(`^(?:${patterns[Math.min(Math.max(digits.length - 3, 0), patterns.length - 1)]})`);
  const missing = Math.max(3 - digits.length, 0);
  for (let n = 0; n < 10 ** missing; n++) {
    if (leading.test(digits + String(n).padStart(missing, '0'))) return true;
  }
  return false;
}

/** `text` without the brackets it opens and does not close: `(20` → `20`. */
function dropOpenBrackets(text: string): string {
  const open: number[] = [];
  [...text].forEach((char, i) => {
    if (char === '(') open.push(i);
    else if (char === ')') open.pop();
  });
  return [...text].filter((_, i) => !open.includes(i)).join('');
}

/**
 * Formats digits as the user types, the way that country writes them: `98765 43210`,
 * `(201) 555-0123`. Driven by the metadata's national formats, as libphonenumber-js's AsYouType is:
 * a complete number takes the first format it matches whole, a partial one the first format whose
 * leading digits it starts with and that has room for it, filled as far as the digits go. A typed
 * national prefix (`0`; `1` in +1 countries) is kept where the format writes it. Digits that no
 * format fits are shown as typed.
 */
export function formatAsYouType(digits: string, country: PhoneCountry): string {
  const plan = numberingPlan(country);
  const np = plan.nationalPrefix();
  const prefix = np && digits.startsWith(np) ? np : '';
  const national = digits.slice(prefix.length);
  const formats = national
    ? plan.formats().filter(
        (format) =>
          // A format that always writes the national prefix needs it typed; one that never does, not.
          (format.nationalPrefixIsOptionalWhenFormattingInNationalFormat() ||
            format.usesNationalPrefix() === Boolean(prefix)) &&
          leadsInto(format, national),
      )
    : [];
  const whole = (format: NumberFormat) => new RegExp(`^(?:${format.pattern()})$`).exec(national);
  const longest = (format: NumberFormat) => new RegExp(format.pattern()).exec('9'.repeat(15))!;
  const format =
    (plan.possibleLengths().includes(national.length) && formats.find(whole)) ||
    formats.find((f) => longest(f)[0].length >= national.length);
  if (!format) return digits;

  const groups = whole(format) ?? longest(format);
  const rule = format.nationalPrefixFormattingRule();
  const layout =
    prefix && rule && format.usesNationalPrefix()
      ? format.format().replace('$1', rule)
      : (prefix && prefix + (plan.callingCode() === '1' ? ' ' : '')) + format.format();
  const template = layout.replace(/\$(\d)/g, (_, group: string) => 'x'.repeat(groups[Number(group)]!.length));
  let next = 0;
  let end = 0;
  const filled = template.replace(/x/g, (slot, at: number) => {
    if (next === national.length) return slot;
    end = at + 1;
    return national[next++]!;
  });
  // Cut after the last digit, keeping a bracket that closes right after it: `(201)`.
  return dropOpenBrackets(filled.slice(0, filled[end] === ')' ? end + 1 : end));
}

/**
 * At most 10 digits. Digits that overflow and begin with the country's national prefix lose the
 * prefix first, so a pasted `098765 43210` is the number `9876543210`.
 */
export function fitDigits(digits: string, country: PhoneCountry): string {
  const np = numberingPlan(country).nationalPrefix();
  const overflows = digits.length > MAX_PHONE_DIGITS && np && digits.startsWith(np);
  return (overflows ? digits.slice(np.length) : digits).slice(0, MAX_PHONE_DIGITS);
}

/**
 * `"+44 20 7946 0000"` → the country with that code (the picked one first, for +1) and the digits
 * after the code; undefined when the code is not one the widget offers.
 */
export function countryFromInternational(
  text: string,
  picked: PhoneCountry,
  options: PhoneCountryOption[],
): { iso: PhoneCountry; code: string; digits: string } | undefined {
  const all = text.replace(/[^\d+]/g, '');
  const matches = options.filter((o) => all.startsWith(o.code));
  const match = matches.find((o) => o.iso === picked) ?? matches[0];
  return match && { iso: match.iso, code: match.code, digits: all.slice(match.code.length).replace(/\D/g, '') };
}
