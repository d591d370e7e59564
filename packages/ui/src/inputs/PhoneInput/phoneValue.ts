import { AsYouType } from 'libphonenumber-js/core';
import { splitPhone } from '../../validation/rules';
import type { PhoneCountry, PhoneCountryOption } from './countries';
import { phoneMetadata } from './metadata';

/** At most 10 digits (spec, section 9). */
export const MAX_PHONE_DIGITS = 10;

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

/** Formats digits as the user types, the way that country writes them: `98765 43210`, `(201) 555-0123`. */
export function formatAsYouType(digits: string, country: PhoneCountry): string {
  return digits ? new AsYouType(country, phoneMetadata).input(digits) : '';
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
