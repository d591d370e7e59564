import { AsYouType } from 'libphonenumber-js/core';
import full from 'libphonenumber-js/metadata.min.json';
import { expect, test } from 'vitest';
import { phoneCountries } from './countries';
import { phoneMetadata } from './metadata';
import { fitDigits, formatAsYouType } from './phoneValue';

// If this fails after a libphonenumber-js upgrade, run `node scripts/phone-metadata.mjs`.
test('the shipped metadata is the package metadata of the four offered countries', () => {
  const shipped = phoneMetadata as unknown as typeof full;
  expect(shipped.version).toBe(full.version);
  for (const iso of ['IN', 'US', 'GB', 'CA'] as const) {
    expect(shipped.countries[iso]).toEqual(full.countries[iso]);
  }
  expect(shipped.country_calling_codes).toEqual({ '1': ['US', 'CA'], '44': ['GB'], '91': ['IN'] });
});

test('the country list comes from the metadata', () => {
  expect(phoneCountries()).toEqual([
    { iso: 'IN', name: 'India', code: '+91' },
    { iso: 'US', name: 'United States', code: '+1' },
    { iso: 'GB', name: 'United Kingdom', code: '+44' },
    { iso: 'CA', name: 'Canada', code: '+1' },
  ]);
});

test.each([
  ['9876543210', 'IN', '98765 43210'],
  ['2015550123', 'US', '(201) 555-0123'],
  ['4165550123', 'CA', '(416) 555-0123'],
  ['', 'IN', ''],
  ['201', 'US', '(201)'],
  ['20', 'US', '20'],
  ['98765', 'IN', '98765'],
  ['987654', 'IN', '98765 4'],
  ['1123456789', 'IN', '11 2345 6789'],
  ['1800123456', 'IN', '1800 12 3456'],
  ['0987654321', 'IN', '098765 4321'],
  ['12015550', 'US', '1 (201) 555-0'],
  ['2079460000', 'GB', '2079460000'],
  ['02079460', 'GB', '020 7946 0'],
] as const)('formats %s for %s as %s', (digits, country, shown) => {
  expect(formatAsYouType(digits, country)).toBe(shown);
});

// The formatter replaces libphonenumber-js's AsYouType in the bundle; it must keep writing national
// numbers as AsYouType does (which also treats "00…"/"011…" as international dialling, not used here).
test('formats like AsYouType: every 1 to 3 digit start, and every start of sample numbers', () => {
  const numbers = [
    ...['9876543210', '0987654321', '1123456789', '1800123456', '1401234567', '5012345'],
    ...['2015550123', '12015550123', '4165550123', '07911123456', '02079460000', '1214960000', '8454647000'],
  ];
  for (const country of ['IN', 'US', 'GB', 'CA'] as const) {
    const inputs = new Set<string>();
    for (const length of [1, 2, 3]) {
      for (let n = 0; n < 10 ** length; n++) inputs.add(String(n).padStart(length, '0'));
    }
    for (const number of numbers) for (let i = 1; i <= number.length; i++) inputs.add(number.slice(0, i));
    for (const digits of inputs) {
      if (/^(00|011)/.test(digits)) continue;
      expect([digits, country, formatAsYouType(digits, country)]).toEqual([
        digits,
        country,
        new AsYouType(country, phoneMetadata).input(digits),
      ]);
    }
  }
});

test.each([
  ['9876543210', 'IN', '9876543210'],
  ['09876543210', 'IN', '9876543210'],
  ['0987654321', 'IN', '0987654321'],
  ['12015550123', 'US', '2015550123'],
  ['02079460000', 'GB', '2079460000'],
  ['98765432109', 'IN', '9876543210'],
] as const)('fits %s for %s into %s', (digits, country, fitted) => {
  expect(fitDigits(digits, country)).toBe(fitted);
});
