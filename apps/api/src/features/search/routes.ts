import { SearchFilterSchema } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parse } from '../../http/errors';
import { pageLinks, parsePage } from '../ads/paging';
import { filterFromQuery, flushSearchWords, parseSort, search } from './query';

type Query = Record<string, unknown>;

export async function searchRoutes(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onClose', async () => {
    await flushSearchWords(ctx).catch(() => undefined);
  });
  /** GET: the filter as query parameters (home: `sort=-created_on&limit=12`, `featured=true&limit=10`). */
  app.get('/api/search-product/', async (request) => {
    const q = (request.query ?? {}) as Query;
    const page = parsePage(q);
    const sort = parseSort(q.sort, q.order);
    const result = await search(ctx, filterFromQuery(q), sort, page);
    return { count: result.count, ...pageLinks(ctx, request, page, result.count), results: result.results };
  });

  /** POST: the filter as the body, `limit`/`offset`/`order` in the query; `next` is followed with the same body. */
  app.post('/api/search-product/', async (request) => {
    const q = (request.query ?? {}) as Query;
    const body = (request.body ?? {}) as Query;
    const page = parsePage(q);
    const sort = parseSort(q.order, q.sort, body.order, body.sort);
    const filter = parse(SearchFilterSchema, body);
    const result = await search(ctx, filter, sort, page);
    return { count: result.count, ...pageLinks(ctx, request, page, result.count), results: result.results };
  });
}
