import { expect, type Page } from '@playwright/test';

/**
 * Watch a navigation's page chunk (`code`) and its data request (`data`), with the chunk held back
 * 300 ms as on a phone's network: in a waterfall the data would be asked for only after the code
 * arrived. `expectAtOnce()` then checks that both were asked for before either had answered.
 */
export async function watchCodeAndData(page: Page, code: RegExp, data: RegExp) {
  const times = new Map<'code' | 'data', { start: number; end?: number }>();
  const label = (url: string) => (code.test(url) ? 'code' : data.test(url) ? 'data' : null);
  page.on('request', (r) => {
    const name = label(r.url());
    if (name && !times.has(name)) times.set(name, { start: Date.now() });
  });
  page.on('requestfinished', (r) => {
    const name = label(r.url());
    if (name) times.get(name)!.end ??= Date.now();
  });
  await page.route(code, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  return {
    async expectAtOnce() {
      await expect.poll(() => times.get('code')?.end && times.get('data')?.end).toBeTruthy();
      const c = times.get('code')!;
      const d = times.get('data')!;
      expect(c.start).toBeLessThanOrEqual(d.end!);
      expect(d.start).toBeLessThanOrEqual(c.end!);
    },
  };
}
