import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { colors, darkColors, space } from './tokens';
import { tokenSheet } from './sheet';
import { declarations, tokens } from './vars';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the token sheet', () => {
  test('tokens.css is what the token values write (run `npm run tokens` after editing tokens.ts)', () => {
    expect(readFileSync(path.join(here, 'tokens.css'), 'utf8')).toBe(tokenSheet());
  });

  test('a token names the custom property the sheet declares with its value', () => {
    expect(tokens.colors.text.muted).toBe('var(--haat-color-text-muted)');
    expect(tokens.colors.bg.brandHover).toBe('var(--haat-color-bg-brand-hover)');
    expect(tokens.space[3]).toBe('var(--haat-space-3)');
    expect(tokens.fontWeights.semibold).toBe('var(--haat-font-weight-semibold)');
    const light = new Map(declarations('light'));
    expect(light.get('--haat-color-text-muted')).toBe(colors.text.muted);
    expect(light.get('--haat-color-bg-brand-hover')).toBe(colors.bg.brandHover);
    expect(light.get('--haat-space-3')).toBe(space[3]);
  });

  test('the dark scheme changes every colour role and nothing but colours and shadows', () => {
    const dark = declarations('dark');
    expect(dark.every(([name]) => /^--haat-(color|shadow)-/.test(name))).toBe(true);
    const lightColours = declarations('light').filter(([name]) => name.startsWith('--haat-color-'));
    expect(dark.filter(([name]) => name.startsWith('--haat-color-')).map(([name]) => name)).toEqual(
      lightColours.map(([name]) => name),
    );
    expect(new Map(dark).get('--haat-color-bg-page')).toBe(darkColors.bg.page);
  });

  test('every custom property a style reads is one the sheet declares', () => {
    const declared = new Set(declarations('light').map(([name]) => name));
    const unknown = ['packages/ui/src', 'apps/marketplace/src'].flatMap((dir) =>
      sources(path.join(root, dir)).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/var\((--haat-[\w-]+)/g)]
          .map((match) => match[1]!)
          .filter((name) => !declared.has(name))
          .map((name) => `${path.relative(root, file)}: ${name}`),
      ),
    );
    expect(unknown).toEqual([]);
  });
});
