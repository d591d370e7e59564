// Writes the kit's two tiny font subsets (packages/ui/src/theme/fonts/), run by hand after an
// upgrade of @fontsource-variable/inter or @fontsource/noto-sans-devanagari:
//
//   node scripts/subset-fonts.mjs
//
// - "₹" from Inter's variable latin-ext file (every weight in one glyph), so a price does not
//   download the whole latin-ext subset for one glyph;
// - the logo "हाट" from Noto Sans Devanagari 700, so the header does not download its Devanagari
//   subset (54 KB) for three letters.
// Both are small enough to be inlined into the CSS by the build: no request at all.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(root, 'packages/ui/package.json'));
const out = path.join(root, 'packages/ui/src/theme/fonts');
const file = (pkg, name) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files', name);

const jobs = [
  {
    from: file('@fontsource-variable/inter', 'inter-latin-ext-wght-normal.woff2'),
    text: '₹',
    to: 'inter-rupee-wght.woff2',
  },
  {
    from: file('@fontsource/noto-sans-devanagari', 'noto-sans-devanagari-devanagari-700-normal.woff2'),
    text: 'हाट',
    to: 'haat-logo-700.woff2',
  },
];

for (const job of jobs) {
  const subset = await subsetFont(readFileSync(job.from), job.text, { targetFormat: 'woff2' });
  writeFileSync(path.join(out, job.to), subset);
  console.log(`${job.to}: ${subset.length} bytes`);
}
