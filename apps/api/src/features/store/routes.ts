import { PageQuerySchema, StoreListSchema, StoreParamsSchema, StoreSchema } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pageLinks } from '../../http/paging';
import { declare, pathId, typed } from '../../http/route';
import { listStores, storeOf } from './service';

export async function storeRoutes(app: FastifyInstance, ctx: AppContext) {
  /** The stores: every active seller with live ads, most live ads first, then the longest-standing. */
  typed(app).get(
    '/api/store/',
    declare(
      ctx,
      { operationId: 'listStores', summary: 'Sellers with live ads, most live ads first', tag: 'search' },
      { querystring: PageQuerySchema, response: { 200: StoreListSchema } },
    ),
    async (request) => {
      const page = request.query;
      const { count, results } = await listStores(ctx, page);
      return { count, ...pageLinks(ctx, request, page, count), results };
    },
  );

  /** A seller's public page: name, member since, and their live ads (featured first, newest first). */
  typed(app).get(
    '/api/store/:userId/',
    declare(
      ctx,
      { operationId: 'getStore', summary: "A seller's public page and live ads", tag: 'search', notFound: true },
      { params: StoreParamsSchema, querystring: PageQuerySchema, response: { 200: StoreSchema } },
    ),
    async (request) => {
      const page = request.query;
      const { seller, count, results } = await storeOf(ctx, pathId(request.params.userId), page);
      return { seller, count, ...pageLinks(ctx, request, page, count), results };
    },
  );
}
