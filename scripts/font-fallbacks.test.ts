import { readFileSync } from 'node:fs';
import path from 'node:path';
import inter from '@capsizecss/metrics/inter';
import { describe, expect, it } from 'vitest';
import { fallbackCss, fallbacks } from './font-fallbacks';
import { fonts } from '../packages/ui/src/theme/tokens';

const css = readFileSync(path.join(import.meta.dirname, '../packages/ui/src/theme/fonts/fallbacks.css'), 'utf8');

describe("Inter's fallback faces", () => {
  it('are what the script writes from the metrics installed (rerun it after an upgrade)', async () => {
    expect(css).toBe(await fallbackCss());
  });

  it('come right after Inter in the theme, before any font that would show unscaled', () => {
    for (const stack of [fonts.body, fonts.heading]) {
      const families = stack.split(',').map((f) => f.trim().replace(/'/g, ''));
      expect(families.slice(0, 2 + fallbacks.length)).toEqual([
        'Inter Variable',
        'Inter',
        ...fallbacks.map((f) => f.family),
      ]);
    }
  });

  it('scale each local font so its average lowercase text is as wide as Inter’s', () => {
    for (const { family, metrics } of fallbacks) {
      const face = new RegExp(`font-family: '${family}';[^}]*size-adjust: ([\\d.]+)%`).exec(css);
      expect(face, family).not.toBeNull();
      const scaled = (metrics.xWidthAvg / metrics.unitsPerEm) * (Number(face![1]) / 100);
      expect(scaled).toBeCloseTo(inter.xWidthAvg / inter.unitsPerEm, 3);
    }
  });
});
