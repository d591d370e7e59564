import type { Page } from '@playwright/test';

/** A JPEG of the given size, drawn by the browser so the journey needs no fixtures. */
export async function jpeg(page: Page, width: number, height: number, fill: string): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h, colour]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const g = canvas.getContext('2d')!;
      g.fillStyle = colour;
      g.fillRect(0, 0, w, h);
      return canvas.toDataURL('image/jpeg', 0.8);
    },
    [width, height, fill] as const,
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}
