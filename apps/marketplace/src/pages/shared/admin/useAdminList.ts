import { useState } from 'react';
import { useApi } from '../../../api/ApiProvider';
import type { ApiError } from '../../../api/client';
import type { Paginated } from '../../../api/types';
import { useQuery, useQueryCache } from '../../../query/useQuery';
import type { AdminListQuery } from '../adminData';

/** The pages Load more added, for the first page they follow. */
interface More<T> {
  after: Paginated<T>;
  rows: T[];
  count: number;
  next: string | null;
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
 * A paginated admin list: the first page from the data cache (the route's loader may have put it
 * there) for the query's filters, further pages on Load more, and rows replaced in place after an
 * action.
 */
export function useAdminList<T extends { id: number }>(query: AdminListQuery<T>): AdminList<T> {
  const api = useApi();
  const cache = useQueryCache();
  const first = useQuery(query.key, (client, signal) => query.load(client, { signal }));
  const [more, setMore] = useState<More<T> | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const page = first.data;
  const added = page && more?.after === page ? more : null;
  const next = added ? added.next : (page?.next ?? null);

  return {
    rows: page && !first.error ? [...page.results, ...(added?.rows ?? [])] : undefined,
    count: added?.count ?? page?.count ?? 0,
    error: first.error,
    hasMore: Boolean(next),
    loadingMore,
    loadMore: async () => {
      if (!page || !next) return false;
      setLoadingMore(true);
      try {
        const after = await query.load(api, { next });
        setMore({
          after: page,
          rows: [...(added?.rows ?? []), ...after.results],
          next: after.next,
          count: after.count,
        });
        return true;
      } catch {
        return false;
      } finally {
        setLoadingMore(false);
      }
    },
    replace: (row) => {
      if (!page) return;
      const swap = (rows: T[]) => rows.map((r) => (r.id === row.id ? row : r));
      const updated = { ...page, results: swap(page.results) };
      cache.set(query.key, updated);
      if (added) setMore({ ...added, after: updated, rows: swap(added.rows) });
    },
    reload: first.reload,
  };
}
