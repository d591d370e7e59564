/**
 * The idle fetch of every route loader's chunk (routes.tsx), kept so that what must not end while
 * it runs can wait for it: a dom test file, whose jsdom is torn down when the file ends, would
 * otherwise have those imports fail after the teardown (test/setup-dom.ts).
 */
let pending: Promise<unknown> = Promise.resolve();

export function trackLoaderFetch(fetch: Promise<unknown>): void {
  pending = Promise.all([pending, fetch]);
}

/** Resolves once every loader chunk asked for so far is in (or failed, which the fetch ignores). */
export const loaderFetchSettled = (): Promise<unknown> => pending;
