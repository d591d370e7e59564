// Writes packages/ui/src/theme/fonts/fallbacks.css: the faces a page shows before Inter arrives,
// local fonts scaled to Inter's metrics so the swap moves nothing (size-adjust for the width of
// its average lowercase text, ascent, descent and line gap overrides for the height of its lines).
// Run by hand after an upgrade of @fontsource-variable/inter or @capsizecss/metrics:
//
//   node --import tsx scripts/font-fallbacks.ts
//
// Each face covers only the characters of Inter's latin face (and "₹"): a symbol Inter lacks (▼, ✓)
// still comes from the system's font, as it did before, and is not scaled.
//
// font-fallbacks.test.ts fails when the file and this script's output differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FontMetrics } from '@capsizecss/core';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import roboto from '@capsizecss/metrics/roboto';
import { format, resolveConfig } from 'prettier';

const out = path.resolve(import.meta.dirname, '../packages/ui/src/theme/fonts/fallbacks.css');

/** Each fallback: its family in the theme's stack, the local fonts it may be and their metrics. */
export const fallbacks: { family: string; metrics: FontMetrics; local: string[] }[] = [
  // Windows and macOS have Arial; Linux has its metric twins, Liberation Sans and Arimo.
  { family: 'Inter Fallback Arial', metrics: arial, local: ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo'] },
  // Android's own font: what a phone would otherwise show.
  { family: 'Inter Fallback Roboto', metrics: roboto, local: ['Roboto', 'Roboto Regular', 'Roboto-Regular'] },
];

/** The unicode-range of fontsource's latin face of Inter, the face the fallbacks stand in for. */
function interLatinRange(): string {
  // The kit's dependency, resolved from the kit
  const kit = createRequire(path.resolve(import.meta.dirname, '../packages/ui/package.json'));
  const css = readFileSync(kit.resolve('@fontsource-variable/inter/wght.css'), 'utf8');
  const face = /inter-latin-wght-normal\.woff2[^}]*unicode-range:\s*([^;]+);/.exec(css);
  if (!face) throw new Error("fontsource's latin face of Inter was not found in wght.css");
  return face[1]!.trim();
}

/** The CSS of the fallback faces, formatted as the repository's other CSS. */
export async function fallbackCss(): Promise<string> {
  const faces = fallbacks.map(({ family, metrics, local }) => {
    const [face] = createFontStack([inter, metrics], { fontFaceFormat: 'styleObject' }).fontFaces;
    if (!face) throw new Error(`capsize wrote no face for ${family}`);
    const rules = Object.entries(face['@font-face'])
      .filter(([key]) => key !== 'fontFamily' && key !== 'src')
      .map(([key, value]) => `  ${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${value};`);
    return [
      '@font-face {',
      `  font-family: '${family}';`,
      `  src: ${local.map((name) => `local('${name}')`).join(', ')};`,
      ...rules,
      `  unicode-range: ${interLatinRange()},U+20B9;`,
      '}',
    ].join('\n');
  });
  const css = `/* Written by scripts/font-fallbacks.ts from @capsizecss/metrics: do not edit by hand. */\n${faces.join('\n')}\n`;
  return format(css, { ...(await resolveConfig(out)), parser: 'css' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(out, await fallbackCss());
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
}
