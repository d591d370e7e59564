import full from 'libphonenumber-js/metadata.min.json';
import { expect, test } from 'vitest';
import { phoneCountries } from './countries';
import { phoneMetadata } from './metadata';
import { formatAsYouType } from './phoneValue';

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
] as const)('formats %s for %s as %s', (digits, country, shown) => {
  expect(formatAsYouType(digits, country)).toBe(shown);
});
