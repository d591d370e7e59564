import { useEffect, useState } from 'react';
import { useApi } from '../../../api/ApiProvider';
import { isAbort, type ApiClient, type ApiError, type PageOptions } from '../../../api/client';
import type { Paginated } from '../../../api/types';

interface Loaded<T> {
  key: string;
  rows: T[];
  count: number;
  next: string | null;
  error?: ApiError;
}

export interface AdminList<T> {
  /** The rows loaded so far (pages added by Load more included); undefined while the first loads. */
  rows: T[] | undefined;
  count: number;
  error: ApiError | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  /** Adds the next page; false when it failed. */
  loadMore: () => Promise<boolean>;
  /** Puts the server's new version of a row in its place (after an action). */
  replace: (row: T) => void;
  reload: () => void;
}

/**
 * A paginated admin list: the first page whenever `deps` change (a filter, a tab), further pages on
 * Load more, and rows replaced in place after an action. `deps` must be JSON-serialisable.
 */
export function useAdminList<T extends { id: number }>(
  load: (api: ApiClient, opts: PageOptions) => Promise<Paginated<T>>,
  deps: readonly unknown[],
): AdminList<T> {
  const api = useApi();
  const [version, setVersion] = useState(0);
  const key = JSON.stringify([deps, version]);
  const [state, setState] = useState<Loaded<T> | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    load(api, { signal: controller.signal }).then(
      (page) => {
        if (!controller.signal.aborted) setState({ key, rows: page.results, count: page.count, next: page.next });
      },
      (err: unknown) => {
        if (isAbort(err) || controller.signal.aborted) return;
        setState({ key, rows: [], count: 0, next: null, error: err as ApiError });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the caller's deps
  }, [api, key]);

  const current = state?.key === key ? state : null;

  return {
    rows: current && !current.error ? current.rows : undefined,
    count: current?.count ?? 0,
    error: current?.error,
    hasMore: Boolean(current?.next),
    loadingMore,
    loadMore: async () => {
      if (!current?.next) return false;
      setLoadingMore(true);
      try {
        const page = await load(api, { next: current.next });
        setState((s) =>
          s && s.key === key ? { ...s, rows: [...s.rows, ...page.results], next: page.next, count: page.count } : s,
        );
        return true;
      } catch {
        return false;
      } finally {
        setLoadingMore(false);
      }
    },
    replace: (row) => setState((s) => (s ? { ...s, rows: s.rows.map((r) => (r.id === row.id ? row : r)) } : s)),
    reload: () => setVersion((v) => v + 1),
  };
}
