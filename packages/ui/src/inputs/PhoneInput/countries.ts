import { getCountryCallingCode } from 'libphonenumber-js/core';
import { phoneMetadata } from './metadata';

/** The countries the phone widget offers (spec, section 9), by ISO code since +1 is shared. */
export type PhoneCountry = 'IN' | 'US' | 'GB' | 'CA';

export interface PhoneCountryOption {
  iso: PhoneCountry;
  name: string;
  /** The calling code with its plus, from libphonenumber-js metadata: `+91`. */
  code: string;
}

const NAMES: Record<PhoneCountry, string> = {
  IN: 'India',
  US: 'United States',
  GB: 'United Kingdom',
  CA: 'Canada',
};

/** In the spec's order: +91 India, +1 United States, +44 United Kingdom, +1 Canada. */
export function phoneCountries(): PhoneCountryOption[] {
  return (['IN', 'US', 'GB', 'CA'] as const).map((iso) => ({
    iso,
    name: NAMES[iso],
    code: `+${getCountryCallingCode(iso, phoneMetadata)}`,
  }));
}
