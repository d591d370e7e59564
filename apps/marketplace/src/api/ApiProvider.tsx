import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createApiClient, isAbort, type ApiClient, type ApiError } from './client';

const ApiContext = createContext<ApiClient | null>(null);

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

const fallback = createApiClient();

/** The app's one fetch client. */
export function useApi(): ApiClient {
  return useContext(ApiContext) ?? fallback;
}

export interface Resource<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
}

interface Settled<T> {
  key: string;
  data?: T;
  error?: ApiError;
}

/**
 * Run `load` when `deps` change and keep its answer. The request gets an AbortSignal that fires on
 * unmount or when the deps change, so a stale answer never lands on a newer screen. `deps` must be
 * JSON-serialisable (ids, strings, plain filter objects).
 */
export function useResource<T>(
  load: ((api: ApiClient, signal: AbortSignal) => Promise<T>) | null,
  deps: readonly unknown[],
): Resource<T> {
  const api = useApi();
  const key = JSON.stringify(deps);
  const [settled, setSettled] = useState<Settled<T>>({ key: '' });
  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    load(api, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, data });
      },
      (err: unknown) => {
        if (isAbort(err) || controller.signal.aborted) return;
        setSettled({ key, error: err as ApiError });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the caller's deps
  }, [api, key, !!load]);
  if (!load) return { data: undefined, error: undefined, loading: false };
  if (settled.key !== key) return { data: undefined, error: undefined, loading: true };
  return { data: settled.data, error: settled.error, loading: false };
}
