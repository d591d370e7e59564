import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './test/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The journeys' stand-in push service (e2e/pwa.spec.ts): the one push host the server may call besides the real ones. */
export const E2E_PUSH_PORT = PORT + 99;
export const E2E_DATA_DIR = 'test-results/e2e-data';

/**
 * End-to-end journeys in Debian's chromium against the real server on a fresh PGlite data dir.
 * The server's stdout (with its SMS log lines) goes to test-results/e2e-server.log.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 900 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // A service worker answers requests page.route and the request log would not see: on only in
    // the journeys about it (e2e/pwa.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: findChromium(),
      args: chromiumArgs,
    },
  },
  webServer: {
    // The server as `npm start` runs it: bundled (apps/api/build.mjs, well under a second).
    command: `rm -rf ${E2E_DATA_DIR} && node apps/api/build.mjs && node apps/api/dist/main.mjs > test-results/e2e-server.log 2>&1`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    // Every journey comes from one address: per-address limits would count them all together.
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'info',
      OTP_IP_LIMIT: '1000',
      SEARCH_PER_MINUTE: '0',
      PUSH_SERVICE_HOSTS: `127.0.0.1:${E2E_PUSH_PORT},fcm.googleapis.com,updates.push.services.mozilla.com,*.notify.windows.com,*.push.apple.com`,
    },
    // E2E_REUSE=1: journeys against a server already running on E2E_PORT (while writing them).
    reuseExistingServer: process.env.E2E_REUSE === '1',
    timeout: 120_000,
  },
});
