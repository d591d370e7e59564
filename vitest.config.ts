import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, findChromium } from './test/chromium';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Pre-bundle what components import, or Vite discovers deps mid-run and reloads the test iframe.
const browserOptimizeDeps = {
  include: [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    'styled-components',
    '@radix-ui/react-dialog',
    '@radix-ui/react-popover',
    'react-day-picker',
    'date-fns',
    'libphonenumber-js',
    // The contrast check of every story (.storybook/vitest.setup.ts).
    'axe-core',
  ],
};

/**
 * How a run shares 2 cores. Node projects share one pool (one worker by default: cores - 1), the
 * storybook project runs in Chromium beside it. The api tests run first, beside the stories, which
 * keep the second core busy; the dom and unit tests come once both are done, two files at a time,
 * instead of one file at a time on a machine whose other core would sit idle
 * (CI: dom alone took 515 s of a 1,544 s run after the stories had ended).
 */
const afterTheBrowser = { sequence: { groupOrder: 1 }, maxWorkers: 2 } as const;

export default defineConfig({
  test: {
    // A dom file ends when its tests do, and jsdom goes with it; a route chunk a rendered page asked
    // for (a lazy page, the idle loader fetch) can still be on its way and fails to load after the
    // teardown. Every test of the file has passed by then, so the run is not failed for it: one
    // line says what came late. Any other unhandled error still fails the run.
    onUnhandledError(error) {
      if (error.name !== 'EnvironmentTeardownError') return;
      console.warn(`[vitest] came after its file ended: ${error.message.split('\n')[0]}`);
      return false;
    },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          ...afterTheBrowser,
          include: ['packages/*/src/**/*.test.ts', 'apps/marketplace/src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          ...afterTheBrowser,
          // On 2 cores under a full parallel run, a file's first test also pays for importing the
          // widget's libraries (Radix, react-day-picker, libphonenumber-js) into jsdom.
          testTimeout: 15_000,
          include: ['packages/*/src/**/*.test.tsx', 'apps/marketplace/src/**/*.test.tsx'],
          setupFiles: [path.join(dirname, 'test/setup-dom.ts')],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: [path.join(dirname, 'apps/api/src/test/globalSetup.ts')],
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        optimizeDeps: browserOptimizeDeps,
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          // The screenshot hook takes each picture in both schemes, at every width a story names.
          hookTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: findChromium(), args: chromiumArgs },
              // The page must be at least as large as the test iframe, or screenshots are rescaled
              // (tall stories such as the Form Kit set screenshot.height up to 1600).
              contextOptions: {
                viewport: { width: 1280, height: 1600 },
                deviceScaleFactor: 1,
                reducedMotion: 'reduce',
                locale: 'en-IN',
                timezoneId: 'Asia/Kolkata',
              },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1200, height: 900 },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Fail when more than 0.1% of the pixels differ beyond pixelmatch's colour threshold.
                // includeAA: pixels pixelmatch takes for anti-aliasing count too. They are the edges
                // of glyphs, so without them a bolder or recoloured price changes a fraction of the
                // pixels it does (86 of 414 on the AdCard) and passes. Fonts and Chromium are fixed,
                // so the anti-aliasing itself does not vary between runs.
                comparatorOptions: { threshold: 0.1, includeAA: true, allowedMismatchedPixelRatio: 0.001 },
              },
            },
          },
          setupFiles: [path.join(dirname, '.storybook/vitest.setup.ts')],
        },
      },
    ],
  },
});
