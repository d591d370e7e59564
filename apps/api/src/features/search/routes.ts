import {
  ResolvedSchema,
  SearchFilterSchema,
  SearchPageQuerySchema,
  SearchQuerySchema,
  SearchResultsSchema,
  SlugParamsSchema,
  type SearchResults,
} from '@haat/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { getFresh, putFresh } from '../../http/freshCache';
import { origin, pageLinks, parsePage, type Page } from '../../http/paging';
import { spendAnonymousSearch } from '../../http/limits';
import { notFound } from '../../http/errors';
import { declare, typed } from '../../http/route';
import { catalogueVersion } from '../ads/version';
import { filterFromQuery, parseSort, type Filter } from './params';
import { search } from './search';
import { recordSearch } from './searchWords';
import { resolveSlug } from './resolve';
import type { Sort } from '@haat/contract';

type Query = Record<string, unknown>;
type Answer = SearchResults;
interface Entry {
  at: number;
  v: number;
  answer: Answer;
  search: string | null;
  categoryId: number | null;
}

/**
 * Identical listing requests within a second share one answer: the home feed is the same for
 * every visitor, so a busy home page costs one query a second, not one per visitor. Any catalogue
 * write in this process starts afresh at once; featured and expiry times are at most a second late.
 */
const MICRO_CACHE_MS = 1000;

export async function searchRoutes(app: FastifyInstance, ctx: AppContext) {
  const cache = new Map<string, Entry>();
  const inflight = new Map<string, Promise<Entry>>();

  async function answer(request: FastifyRequest, key: string, filter: Filter, sort: Sort, page: Page): Promise<Answer> {
    const now = ctx.now().getTime();
    const v = catalogueVersion(ctx);
    const hit = getFresh(cache, key, now, MICRO_CACHE_MS);
    if (hit && hit.v === v) {
      // Still count the search for suggestions, as the first answer did.
      if (hit.search && page.offset === 0 && hit.answer.count > 0) await recordSearch(ctx, hit.search, hit.categoryId);
      return hit.answer;
    }
    let pending = inflight.get(key);
    if (!pending) {
      pending = (async () => {
        const result = await search(ctx, filter, sort, page);
        const entry: Entry = {
          at: now,
          v,
          answer: {
            count: result.count,
            count_capped: result.capped,
            // A capped count stands for "more": the page after the cap still has a next.
            ...pageLinks(ctx, request, page, result.capped ? result.count + 1 : result.count),
            results: result.results,
          },
          search: filter.search?.trim() || null,
          categoryId: result.categoryId,
        };
        putFresh(cache, key, entry, MICRO_CACHE_MS, 2000);
        return entry;
      })().finally(() => inflight.delete(key));
      inflight.set(key, pending);
      return (await pending).answer;
    }
    const shared = await pending;
    if (shared.search && page.offset === 0 && shared.answer.count > 0)
      await recordSearch(ctx, shared.search, shared.categoryId);
    return shared.answer;
  }

  /** GET: the filter as query parameters (home: `sort=-created_on&limit=12&exclude_featured=true`, `featured=true&limit=10`). */
  const api = typed(app);
  // The spec lists `GET /api/search/` among its resources: the same search under that name.
  for (const [url, operationId, alias] of [
    ['/api/search-product/', 'searchAdsByQuery', ''],
    ['/api/search/', 'searchAdsAlias', ' (the same as GET /api/search-product/)'],
  ] as const) {
    api.get(
      url,
      declare(
        ctx,
        {
          operationId,
          summary: `Search ads with query parameters (newest first with featured ads leading, or by price; count exact up to SEARCH_COUNT_CAP, past it count_capped: true; SEARCH_PER_MINUTE per address without a sign-in)${alias}`,
          tag: 'search',
          access: 'optional',
          throttled: true,
        },
        { querystring: SearchQuerySchema, response: { 200: SearchResultsSchema } },
      ),
      async (request) => {
        await spendAnonymousSearch(ctx, request);
        const q = request.query as Query;
        const page = parsePage(q);
        const sort = parseSort(q.sort, q.order);
        const filter = filterFromQuery(q);
        return answer(request, `GET ${origin(ctx)}${request.url}`, filter, sort, page);
      },
    );
  }

  /** POST: the filter as the body, `limit`/`offset`/`order` in the query; `next` is followed with the same body. */
  api.post(
    '/api/search-product/',
    declare(
      ctx,
      {
        operationId: 'searchAds',
        summary:
          'Search ads with the filter as body; limit and order in the query (count_capped and the anonymous limit as for GET)',
        tag: 'search',
        access: 'optional',
        throttled: true,
      },
      { querystring: SearchPageQuerySchema, body: SearchFilterSchema, response: { 200: SearchResultsSchema } },
    ),
    async (request) => {
      await spendAnonymousSearch(ctx, request);
      const q = request.query as Query;
      const body = request.body as Query;
      const page = parsePage(q);
      const sort = parseSort(q.order, q.sort, body.order, body.sort);
      const filter = request.body;
      return answer(request, `POST ${origin(ctx)}${request.url} ${JSON.stringify(body)}`, filter, sort, page);
    },
  );
}

/** The client's `/{id}/` catch-all, answered from resolve.ts. */
export async function resolveRoutes(app: FastifyInstance, ctx: AppContext) {
  typed(app).get(
    '/api/lookup/resolve/:slug/',
    declare(
      ctx,
      {
        operationId: 'resolveSlug',
        summary: 'A category, sub-category or place for a URL slug',
        tag: 'lookup',
        notFound: true,
      },
      { params: SlugParamsSchema, response: { 200: ResolvedSchema } },
    ),
    async (request) => {
      const resolved = await resolveSlug(ctx, request.params.slug);
      if (!resolved) throw notFound('No category, sub-category or place has this name.');
      return resolved;
    },
  );
}
