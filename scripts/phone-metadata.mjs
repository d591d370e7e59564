#!/usr/bin/env node
// Writes the phone metadata PhoneInput ships: libphonenumber-js's "min" metadata cut down to the
// four countries the widget offers (IN, US, GB, CA), about 7 KB instead of 80 KB. Run it after
// upgrading libphonenumber-js; phoneMetadata.test.ts fails until you do.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'packages/ui/package.json'));
const full = JSON.parse(readFileSync(require.resolve('libphonenumber-js/metadata.min.json'), 'utf8'));

export const COUNTRIES = ['IN', 'US', 'GB', 'CA'];

const countries = Object.fromEntries(COUNTRIES.map((iso) => [iso, full.countries[iso]]));
const callingCodes = {};
for (const [code, isos] of Object.entries(full.country_calling_codes)) {
  // Keep the package's order: the first country of a code is its main one (+1 → US).
  const kept = isos.filter((iso) => COUNTRIES.includes(iso));
  if (kept.length) callingCodes[code] = kept;
}

const out = path.join(root, 'packages/ui/src/inputs/PhoneInput/phoneMetadata.json');
writeFileSync(
  out,
  JSON.stringify({ version: full.version, country_calling_codes: callingCodes, countries, nonGeographic: {} }) + '\n',
);
console.log(`wrote ${path.relative(root, out)}`);
