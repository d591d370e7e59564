import { FavoriteProductSchema, FavoriteQuerySchema, FavoriteSavedSchema, SavedAdListSchema } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { parse } from '../../http/errors';
import { LIMITS, rulesOf, spend } from '../../http/limits';
import { pageLinks } from '../../http/paging';
import { declare, signedIn, typed } from '../../http/route';
import { listFavorites, removeFavorite, saveFavorite } from './service';
import { favoritesText } from './favoritesText';

export async function favoritesRoutes(app: FastifyInstance, ctx: AppContext) {
  /** The customer's saved ads, most recently saved first; `?product=ID` asks about one ad. */
  const api = typed(app);
  const saved = (operationId: string, summary: string) =>
    ({ operationId, summary, tag: 'favorites', access: 'user' }) as const;
  const toggle = (operationId: string, summary: string) =>
    ({ ...saved(operationId, summary), throttled: true }) as const;
  /** Saving and unsaving share one allowance per account, counted before the write. */
  const countToggle = (userId: number) =>
    spend(ctx, rulesOf(`favorite-toggle:${userId}`, LIMITS.favoriteToggles), favoritesText.tooManySaves);
  api.get(
    '/api/favorite/',
    declare(ctx, saved('listFavorites', 'My saved ads, latest first; `?product=` asks about one ad'), {
      querystring: FavoriteQuerySchema,
      response: { 200: SavedAdListSchema },
    }),
    async (request) => {
      const { product, ...page } = request.query;
      const { count, results } = await listFavorites(ctx, signedIn(request).id, page, product);
      return { count, ...pageLinks(ctx, request, page, count), results };
    },
  );

  /** Save an ad (idempotent): 201 the first time, 200 after. Only live or sold ads can be saved. */
  api.post(
    '/api/favorite/',
    declare(
      ctx,
      { ...toggle('saveFavorite', 'Save an ad (201 the first time, 200 after)'), notFound: true },
      { body: FavoriteProductSchema, response: { 200: FavoriteSavedSchema, 201: FavoriteSavedSchema } },
    ),
    async (request, reply) => {
      const user = signedIn(request);
      const { product } = request.body;
      await countToggle(user.id);
      const created = await saveFavorite(ctx, user.id, product);
      return reply.code(created ? 201 : 200).send({ product, saved: true });
    },
  );

  /** Unsave: `DELETE /api/favorite/{adId}/`, or `DELETE /api/favorite/` with `{product}` or `?product=`. */
  api.delete(
    '/api/favorite/:id/',
    declare(ctx, toggle('removeFavorite', 'Unsave an ad'), {
      params: z.object({ id: z.string() }),
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      const product = parse(FavoriteProductSchema, { product: request.params.id }).product;
      await countToggle(signedIn(request).id);
      await removeFavorite(ctx, signedIn(request).id, product);
      return reply.code(204).send(null);
    },
  );
  api.delete(
    '/api/favorite/',
    declare(ctx, toggle('removeFavoriteByBody', 'Unsave an ad: `{ product }` in the body or `?product=`'), {
      querystring: z.object({ product: z.string().optional() }),
      body: z.object({ product: z.unknown().optional() }),
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      const product = parse(FavoriteProductSchema, { product: request.body.product ?? request.query.product }).product;
      await countToggle(signedIn(request).id);
      await removeFavorite(ctx, signedIn(request).id, product);
      return reply.code(204).send(null);
    },
  );
}
