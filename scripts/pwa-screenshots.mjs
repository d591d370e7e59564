// The install sheet's screenshots (apps/marketplace/public/icons/screenshot-*.png), taken from a
// running Haat with its demo data: `npm start`, then `node scripts/pwa-screenshots.mjs [url]`.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/marketplace/public/icons');
const executablePath = process.env.CHROME_PATH ?? execSync('command -v chromium').toString().trim();
const browser = await chromium.launch({ executablePath });
for (const [name, width, height] of [
  ['narrow', 720, 1280],
  ['wide', 1280, 720],
]) {
  // CSS pixels at half the image size: a phone's density
  const page = await browser.newPage({ viewport: { width: width / 2, height: height / 2 }, deviceScaleFactor: 2 });
  await page.goto(base, { waitUntil: 'networkidle' });
  await page.screenshot({ path: path.join(out, `screenshot-${name}.png`) });
  await page.close();
}
await browser.close();
