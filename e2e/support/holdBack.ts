import type { Page } from '@playwright/test';

/**
 * Holds back every request whose address matches `pattern` (a chunk of the app's code) until the
 * returned `release` is called: the window between the HTML showing and that code running.
 */
export async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}
