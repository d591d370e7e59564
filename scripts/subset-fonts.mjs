// Writes the kit's tiny font subsets (packages/ui/src/theme/fonts/), run by hand after an
// upgrade of @fontsource-variable/inter or @fontsource/noto-sans-devanagari:
//
//   node scripts/subset-fonts.mjs
//
// - "₹" from Inter's variable latin-ext file (every weight in one glyph), so a price does not
//   download the whole latin-ext subset for one glyph;
// - the logo "हाट" from Noto Sans Devanagari 700, so the header does not download its Devanagari
//   subset (54 KB) for three letters.
// - the language control's "हिन्दी" from Noto Sans Devanagari 600, so an English page that offers
//   Hindi does not download the Devanagari subset (about 70 KB) for one word.
// All three are small enough to be inlined into the CSS by the build: no request at all.
// - Inter's latin file cut to the weights the kit uses (400 to 700, tokens.ts): 30 KB where the
//   full 100 to 900 file is 48 KB, with the same characters (read from fontsource's unicode-range).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(root, 'packages/ui/package.json'));
const out = path.join(root, 'packages/ui/src/theme/fonts');
const file = (pkg, name) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files', name);

/** The characters of fontsource's latin face of Inter, from its unicode-range. */
function latinText() {
  const css = readFileSync(path.join(path.dirname(file('@fontsource-variable/inter', 'x')), '..', 'wght.css'), 'utf8');
  const face = /inter-latin-wght-normal\.woff2[^}]*unicode-range:\s*([^;]+);/.exec(css);
  if (!face) throw new Error("fontsource's latin face of Inter was not found in wght.css");
  let text = '';
  for (const range of face[1].split(',')) {
    const [from, to = from] = range.trim().replace(/^U\+/i, '').split('-');
    for (let c = parseInt(from, 16); c <= parseInt(to, 16); c++) text += String.fromCodePoint(c);
  }
  return text;
}

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
  {
    from: file('@fontsource/noto-sans-devanagari', 'noto-sans-devanagari-devanagari-600-normal.woff2'),
    text: 'हिन्दी',
    to: 'hindi-name-600.woff2',
  },
  {
    from: file('@fontsource-variable/inter', 'inter-latin-wght-normal.woff2'),
    text: latinText(),
    to: 'inter-latin-wght-400-700.woff2',
    variationAxes: { wght: { min: 400, max: 700 } },
  },
];

for (const job of jobs) {
  const subset = await subsetFont(readFileSync(job.from), job.text, {
    targetFormat: 'woff2',
    ...(job.variationAxes ? { variationAxes: job.variationAxes } : {}),
  });
  writeFileSync(path.join(out, job.to), subset);
  console.log(`${job.to}: ${subset.length} bytes`);
}
