import { FavoriteProductSchema, FavoriteQuerySchema, FavoriteSavedSchema, SavedAdListSchema } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound, parse } from '../../http/errors';
import { LIMITS, rulesOf, spend } from '../../http/limits';
import { pageLinks } from '../../http/paging';
import { declare, signedIn, typed } from '../../http/route';
import { AD_JOINS, AD_SELECT_LIST, effectiveStatus, queryAds, toAd, type AdRow } from '../ads/mapper';

export async function favoritesRoutes(app: FastifyInstance, ctx: AppContext) {
  /** The customer's saved ads, most recently saved first; `?product=ID` asks about one ad. */
  const api = typed(app);
  const saved = (operationId: string, summary: string) =>
    ({ operationId, summary, tag: 'favorites', access: 'user' }) as const;
  const toggle = (operationId: string, summary: string) =>
    ({ ...saved(operationId, summary), throttled: true }) as const;
  /** Saving and unsaving share one allowance per account, counted before the write. */
  const countToggle = (userId: number) =>
    spend(ctx, rulesOf(`favorite-toggle:${userId}`, LIMITS.favoriteToggles), 'Too many saves. Try again later.');
  api.get(
    '/api/favorite/',
    declare(ctx, saved('listFavorites', 'My saved ads, latest first; `?product=` asks about one ad'), {
      querystring: FavoriteQuerySchema,
      response: { 200: SavedAdListSchema },
    }),
    async (request) => {
      const { product, ...page } = request.query;
      const params: unknown[] = [signedIn(request).id];
      let only = '';
      if (product !== undefined) {
        params.push(product);
        only = ' AND f.ad_id = $2';
      }
      const from = `FROM favorites f JOIN ads a ON a.id = f.ad_id ${AD_JOINS} WHERE f.user_id = $1 AND a.status <> 'removed'${only}`;
      const count = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params)).rows[0]!.n;
      const rows = await queryAds<{ saved_on: Date }>(
        ctx.db,
        `SELECT ${AD_SELECT_LIST}, f.created_on AS saved_on ${from}
        ORDER BY f.created_on DESC, a.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
        params,
      );
      const now = ctx.now();
      return {
        count,
        ...pageLinks(ctx, request, page, count),
        results: rows.map((r) => ({ ...toAd(r, now), saved_on: new Date(r.saved_on).toISOString() })),
      };
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
      // Only whether it can be saved: its status and expiry, not the whole ad.
      const [ad] = (
        await ctx.db.query<Pick<AdRow, 'status' | 'expires_at'>>('SELECT status, expires_at FROM ads WHERE id = $1', [
          product,
        ])
      ).rows;
      const status = ad ? effectiveStatus(ad, ctx.now()) : null;
      if (!ad || status === 'removed' || status === 'expired') throw notFound('No such ad.');
      const ins = await ctx.db.query(
        'INSERT INTO favorites (user_id, ad_id, created_on) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [user.id, product, ctx.now()],
      );
      return reply.code(ins.affectedRows ? 201 : 200).send({ product, saved: true });
    },
  );

  const remove = async (userId: number, product: number) => {
    await ctx.db.query('DELETE FROM favorites WHERE user_id = $1 AND ad_id = $2', [userId, product]);
  };
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
      await remove(signedIn(request).id, product);
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
      await remove(signedIn(request).id, product);
      return reply.code(204).send(null);
    },
  );
}
