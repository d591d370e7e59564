import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useApi } from '../../api/ApiProvider';
import { isAbort, type ApiClient, type ApiError, type PageOptions } from '../../api/client';
import { restoreError, type CachedValue } from '../../query/queryCache';
import { useQueryCache } from '../../query/useQuery';
import type { Ad, Paginated } from '../../api/types';
import { useNavigationMemory } from '../navigation/NavigationMemory';

/** A page of ads as the list calls answer it; searches add `count_capped`. */
export type AdPage = Paginated<Ad> & { count_capped?: boolean };

/**
 * Ask for a page: the first when `opts.next` is absent, else the page at that link. An api/ list
 * call fits as it is: `(api, opts) => search.list(api, query, opts)`.
 */
export type LoadPage<P extends AdPage> = (api: ApiClient, opts: PageOptions & { signal: AbortSignal }) => Promise<P>;

interface Page<P> {
  key: string;
  /** The first page's whole answer (a store's `seller`, for instance). */
  first?: P;
  results: Ad[];
  count: number;
  countCapped: boolean;
  next: string | null;
  error?: ApiError;
}

export interface Listing<P extends AdPage = AdPage> {
  ads: Ad[];
  count: number;
  /** More than `count` ads match (a search past the server's count cap): show "1,000+". */
  countCapped: boolean;
  /** The first page is on its way (8 placeholders show). */
  loading: boolean;
  /** Load More is on its way. */
  loadingMore: boolean;
  hasMore: boolean;
  error: ApiError | undefined;
  /** The first page's whole answer, for fields beside the list (a store's `seller`). */
  first: P | undefined;
  loadMore(): void;
}

/** The listing as its first page answered. */
function firstPage<P extends AdPage>(key: string, answer: P): Page<P> {
  return {
    key,
    first: answer,
    results: answer.results,
    count: answer.count,
    countCapped: answer.count_capped ?? false,
    next: answer.next,
  };
}

function failedPage<P extends AdPage>(key: string, error: ApiError | undefined): Page<P> {
  return { key, results: [], count: 0, countCapped: false, next: null, error };
}

/**
 * A paged ad list: the first page whenever `deps` change (the listing reloads when the category,
 * sub-category or sort change), and Load More appending the `next` page. `deps` must be
 * JSON-serialisable; `load` is called with the latest render's values.
 * Back to the page shows the ads it had loaded (Load More's pages too) without asking again.
 * With `cacheKey`, the first page is the data cache's answer of that key when there is one (a
 * route loader's, on the server and on a navigation), and is asked through the cache otherwise.
 */
export function useListing<P extends AdPage>(
  load: LoadPage<P> | null,
  deps: readonly unknown[],
  { cacheKey }: { cacheKey?: string } = {},
): Listing<P> {
  const api = useApi();
  const cache = useQueryCache();
  const key = JSON.stringify(deps);
  const ssr: CachedValue | undefined = load && cacheKey ? cache.get(cacheKey) : undefined;
  const memory = useNavigationMemory();
  const [path] = useLocation();
  // The deps hold the query a listing depends on; the path tells apart two pages' lists.
  const remembered = path + key;
  const back = memory?.popped() ? (memory.pages.get(remembered) as Page<P> | undefined) : undefined;
  const [page, setPage] = useState<Page<P>>(() => {
    if (back) return back;
    if (ssr?.error) return failedPage(key, restoreError(ssr.error));
    if (ssr?.data) return firstPage(key, ssr.data as P);
    return { key: '', results: [], count: 0, countCapped: false, next: null };
  });
  const [moreFor, setMoreFor] = useState<string | null>(null);
  const more = useRef<AbortController | null>(null);
  // The server's first page, or the pages Back brought back, need no first load.
  const fromServer = useRef(ssr !== undefined || back !== undefined);

  useEffect(() => {
    if (page.key && !page.error) memory?.pages.set(remembered, page);
  }, [memory, remembered, page]);

  useEffect(() => {
    if (!load) return;
    if (fromServer.current) {
      fromServer.current = false;
      return;
    }
    const controller = new AbortController();
    const first = cacheKey
      ? cache
          .fetch(cacheKey, (signal) => load(api, { signal }))
          .then((answer) => {
            if (answer.error) throw restoreError(answer.error);
            return answer.data as P;
          })
      : load(api, { signal: controller.signal });
    first.then(
      (answer) => {
        if (!controller.signal.aborted) setPage(firstPage(key, answer));
      },
      (err: unknown) => {
        if (!isAbort(err) && !controller.signal.aborted) setPage(failedPage(key, err as ApiError));
      },
    );
    return () => {
      controller.abort();
      more.current?.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the caller's deps
  }, [api, key, cacheKey, !!load]);

  const current = page.key === key ? page : null;
  const next = current?.next ?? null;

  const loadMore = () => {
    if (!load || !next || moreFor === next) return;
    const controller = new AbortController();
    more.current = controller;
    setMoreFor(next);
    load(api, { signal: controller.signal, next }).then(
      (answer) => {
        setPage((p) =>
          p.key === key
            ? {
                ...p,
                // an ad that moved between pages while paging is not shown twice
                results: [...p.results, ...answer.results.filter((a) => !p.results.some((b) => b.id === a.id))],
                count: answer.count,
                countCapped: answer.count_capped ?? false,
                next: answer.next,
              }
            : p,
        );
        setMoreFor(null);
      },
      (err: unknown) => {
        if (!isAbort(err)) setMoreFor(null);
      },
    );
  };

  return {
    ads: current?.results ?? [],
    count: current?.count ?? 0,
    countCapped: current?.countCapped ?? false,
    loading: load !== null && current === null,
    loadingMore: moreFor !== null && moreFor === next,
    hasMore: next !== null,
    error: current?.error,
    first: current?.first,
    loadMore,
  };
}
