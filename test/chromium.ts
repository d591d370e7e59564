import { execFileSync } from 'node:child_process';

/** Debian's chromium: `CHROME_PATH`, else whatever `chromium` is on the PATH. */
export function findChromium(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim() || 'chromium';
  } catch {
    return 'chromium';
  }
}

/**
 * Flags for headless runs on these machines: no sandbox as root, and no background networking
 * (the closed network refuses those connections). The last three keep screenshots stable.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];
