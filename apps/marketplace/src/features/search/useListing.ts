import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useApi } from '../../api/ApiProvider';
import type { ApiClient, ApiError, PageOptions } from '../../api/client';
import { useQuery } from '../../query/useQuery';
import type { Ad, Paginated } from '../../api/types';
import { useNavigationMemory } from '../navigation/NavigationMemory';

/** A page of ads as the list calls answer it; searches add `count_capped`. */
export type AdPage = Paginated<Ad> & { count_capped?: boolean };

/**
 * Ask for a page: the first when `opts.next` is absent, else the page at that link. An api/ list
 * call fits as it is: `(api, opts) => search.list(api, query, opts)`.
 */
type LoadPage<P extends AdPage> = (api: ApiClient, opts: PageOptions) => Promise<P>;

/** A listing's first page under its cache key, and how to ask for it (or for the page at `next`). */
export interface ListingQuery<P extends AdPage> {
  key: string;
  load: LoadPage<P>;
}

/** The listing as shown: the first page and what Load More added (or what Back brought back). */
interface Page<P> {
  key: string;
  /** The first page's whole answer (a store's `seller`, for instance). */
  first: P;
  results: Ad[];
  count: number;
  countCapped: boolean;
  next: string | null;
  /** Restored by Back: shown as it was, without asking again. */
  back?: boolean;
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

/**
 * A paged ad list: the first page from the data cache under `query.key` (a route loader's answer,
 * on the server and on a navigation, else asked now), and Load More appending the `next` page. A
 * new key starts over. Back to the page shows the ads it had loaded (Load More's pages too)
 * without asking again. A null query asks nothing.
 */
export function useListing<P extends AdPage>(query: ListingQuery<P> | null): Listing<P> {
  const api = useApi();
  const key = query?.key ?? '';
  const memory = useNavigationMemory();
  const [path] = useLocation();
  // The key holds the query a listing depends on; the path tells apart two pages' lists.
  const remembered = path + key;
  const [grown, setGrown] = useState<Page<P> | null>(() => {
    const back = memory?.popped() ? (memory.pages.get(remembered) as Page<P> | undefined) : undefined;
    return back ? { ...back, back: true } : null;
  });
  const restored = grown?.back && grown.key === key;
  const first = useQuery(query && !restored ? key : null, (client, signal) => query!.load(client, { signal }));
  const [moreFor, setMoreFor] = useState<string | null>(null);

  let current: Page<P> | null = null;
  if (grown && grown.key === key && (grown.back || grown.first === first.data)) current = grown;
  else if (first.data) current = firstPage(key, first.data);
  const next = current?.next ?? null;

  useEffect(() => {
    if (current) memory?.pages.set(remembered, current);
  }, [memory, remembered, current]);

  const loadMore = () => {
    if (!query || !current || !next || moreFor === next) return;
    const shown = current;
    setMoreFor(next);
    query.load(api, { next }).then(
      (answer) => {
        setGrown({
          ...shown,
          // an ad that moved between pages while paging is not shown twice
          results: [...shown.results, ...answer.results.filter((a) => !shown.results.some((b) => b.id === a.id))],
          count: answer.count,
          countCapped: answer.count_capped ?? false,
          next: answer.next,
        });
        setMoreFor(null);
      },
      () => setMoreFor(null),
    );
  };

  return {
    ads: current?.results ?? [],
    count: current?.count ?? 0,
    countCapped: current?.countCapped ?? false,
    loading: query !== null && !current && !first.error,
    loadingMore: moreFor !== null && moreFor === next,
    hasMore: next !== null,
    error: current ? undefined : first.error,
    first: current?.first,
    loadMore,
  };
}
