import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import { isAbort, type ApiError, type Query } from '../../api/client';
import type { Ad } from '../../api/types';

export interface ListingRequest {
  /** `POST` sends `body` as the filter (search page); `GET` sends `query` only (home lists). */
  method: 'GET' | 'POST';
  path: string;
  query: Query;
  body?: unknown;
}

interface Page {
  key: string;
  /** The first page's whole answer (a store's `seller`, for instance). */
  first?: unknown;
  results: Ad[];
  count: number;
  countCapped: boolean;
  next: string | null;
  error?: ApiError;
}

export interface Listing {
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
  first: unknown;
  loadMore(): void;
}

interface Answer {
  count: number;
  count_capped?: boolean;
  next: string | null;
  results: Ad[];
}

/** A `next` link is called on the API origin the client uses, whatever host the server wrote into it. */
function relative(next: string): string {
  try {
    const u = new URL(next);
    return u.pathname + u.search;
  } catch {
    return next;
  }
}

/**
 * A paged ad list: the first page whenever the request changes (the listing reloads when the
 * category, sub-category or sort change), and Load More appending the `next` page.
 */
export function useListing(request: ListingRequest | null): Listing {
  const api = useApi();
  const key = JSON.stringify(request);
  const [page, setPage] = useState<Page>({ key: '', results: [], count: 0, countCapped: false, next: null });
  const [moreFor, setMoreFor] = useState<string | null>(null);
  const more = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!request) return;
    const controller = new AbortController();
    const call =
      request.method === 'POST'
        ? api.post<Answer>(request.path, request.body, { query: request.query, signal: controller.signal })
        : api.get<Answer>(request.path, request.query, { signal: controller.signal });
    call.then(
      (answer) =>
        setPage({
          key,
          first: answer,
          results: answer.results,
          count: answer.count,
          countCapped: answer.count_capped ?? false,
          next: answer.next,
        }),
      (err: unknown) => {
        if (!isAbort(err))
          setPage({ key, results: [], count: 0, countCapped: false, next: null, error: err as ApiError });
      },
    );
    return () => {
      controller.abort();
      more.current?.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the request
  }, [api, key]);

  const current = page.key === key ? page : null;
  const next = current?.next ?? null;
  const body = request?.body;
  const method = request?.method;

  const loadMore = useCallback(() => {
    if (!next || moreFor === next) return;
    const controller = new AbortController();
    more.current = controller;
    setMoreFor(next);
    const call =
      method === 'POST'
        ? api.post<Answer>(relative(next), body, { signal: controller.signal })
        : api.get<Answer>(relative(next), undefined, { signal: controller.signal });
    call.then(
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
  }, [api, body, key, method, moreFor, next]);

  return {
    ads: current?.results ?? [],
    count: current?.count ?? 0,
    countCapped: current?.countCapped ?? false,
    loading: request !== null && current === null,
    loadingMore: moreFor !== null && moreFor === next,
    hasMore: next !== null,
    error: current?.error,
    first: current?.first,
    loadMore,
  };
}
