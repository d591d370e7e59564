import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Spec section 8: a page's chunk that has not arrived in this long has failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** What a chunk that never answered fails with (the page's error boundary shows its screen). */
class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(`The page's code did not arrive within ${ms} ms`);
    this.name = 'ChunkTimeoutError';
  }
}

/**
 * A lazily loaded page whose download is raced against `timeoutMs`: an aborted download already
 * rejects, but one that never answers would leave the page blank for good. Either way the page's
 * error boundary shows "This page could not be loaded" with a retry.
 */
export type LazyPage<T extends ComponentType = ComponentType> = LazyExoticComponent<T> & {
  /** Start downloading the page's code now (a navigation does, beside its loader); the render reuses it. */
  preload(): Promise<unknown>;
};

export function lazyPage<T extends ComponentType>(
  load: () => Promise<{ default: T }>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): LazyPage<T> {
  // One download for the preload and the render; a failed one is tried afresh next time.
  let started: Promise<{ default: T }> | undefined;
  const start = () => {
    started ??= fetchChunk().catch((err: unknown) => {
      started = undefined;
      throw err;
    });
    return started;
  };
  return Object.assign(
    lazy(() => start()),
    { preload: () => start().catch(() => undefined) },
  );

  function fetchChunk() {
    return new Promise<{ default: T }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkTimeoutError(timeoutMs)), timeoutMs);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (err: unknown) => {
          clearTimeout(timer);
          reject(err instanceof Error ? err : new Error(String(err)));
        },
      );
    });
  }
}
