import { createContext, useCallback, useContext, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useApi } from '../api/ApiProvider';
import type { ApiClient, ApiError } from '../api/client';
import { QueryCache, restoreError, type CachedValue } from './queryCache';

const CacheContext = createContext<QueryCache | null>(null);

export function QueryCacheProvider({ cache, children }: { cache: QueryCache; children: ReactNode }) {
  return <CacheContext.Provider value={cache}>{children}</CacheContext.Provider>;
}

/** Outside an App (a component rendered alone in a test or a story): one cache per API client. */
const standalone = new WeakMap<ApiClient, QueryCache>();

/** The app's data cache (route loaders fill it; `useQuery` reads it). */
export function useQueryCache(): QueryCache {
  const cache = useContext(CacheContext);
  const api = useApi();
  if (cache) return cache;
  let own = standalone.get(api);
  if (!own) standalone.set(api, (own = new QueryCache()));
  return own;
}

/** A read's state: its data, or its error, or still loading (no answer yet). */
export interface Resource<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
}

export type QueryLoad<T> = (api: ApiClient, signal: AbortSignal) => Promise<T>;

/** How old an answer may be before a return to the tab asks for it again. */
const FOCUS_STALE_MS = 10_000;

const none = () => () => {};

/**
 * The answer of `key` from the app's cache: what a route loader (or an earlier screen) left there,
 * else asked now; the same key asked from several places is one request. Null `key` asks nothing.
 * The request is aborted when its last reader unmounts first; an answer made stale on purpose
 * (`cache.invalidate` after a change) is asked again at once. `revalidateOnFocus` asks again when
 * the tab comes back after a while (counts, lists that others change).
 */
export function useQuery<T>(
  key: string | null,
  load: QueryLoad<T>,
  { revalidateOnFocus = false }: { revalidateOnFocus?: boolean } = {},
): Resource<T> & { reload(): void } {
  const api = useApi();
  const cache = useQueryCache();
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const subscribe = useCallback(
    (listener: () => void) => (key ? cache.subscribe(key, listener) : none()),
    [cache, key],
  );
  const read = () => (key ? cache.get(key) : undefined);
  const value: CachedValue | undefined = useSyncExternalStore(subscribe, read, read);

  useEffect(() => {
    if (!key) return;
    const ensure = () => {
      if (!cache.isFresh(key)) void cache.fetch(key, (signal) => loadRef.current(api, signal), { reader: true });
    };
    ensure();
    const stop = cache.subscribe(key, ensure);
    return () => {
      stop();
      cache.abandon(key);
    };
  }, [api, cache, key]);

  useEffect(() => {
    if (!key || !revalidateOnFocus || typeof window === 'undefined') return;
    const again = () => {
      if (document.visibilityState !== 'visible' || cache.isFresh(key, FOCUS_STALE_MS)) return;
      void cache.fetch(key, (signal) => loadRef.current(api, signal), { force: true, reader: true });
    };
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [api, cache, key, revalidateOnFocus]);

  const reload = useCallback(() => {
    if (key) void cache.fetch(key, (signal) => loadRef.current(api, signal), { force: true, reader: true });
  }, [api, cache, key]);

  if (!key) return { data: undefined, error: undefined, loading: false, reload };
  if (!value) return { data: undefined, error: undefined, loading: true, reload };
  return { data: value.data as T | undefined, error: restoreError(value.error), loading: false, reload };
}
