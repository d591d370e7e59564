import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/auth';
import { notFound, parse } from '../../http/errors';
import { AD_JOINS, AD_SELECT_LIST, effectiveStatus, queryAds, toAd, type AdRow } from '../ads/mapper';
import { pageLinks, parsePage } from '../ads/paging';

const ProductSchema = z.object({
  product: z.coerce.number({ error: 'Enter the ad id.' }).int('Enter the ad id.').positive('Enter the ad id.'),
});

export async function favoritesRoutes(app: FastifyInstance, ctx: AppContext) {
  /** The customer's saved ads, most recently saved first; `?product=ID` asks about one ad. */
  app.get('/api/favorite/', async (request) => {
    const user = await requireUser(ctx, request);
    const page = parsePage(request.query);
    const q = request.query as Record<string, unknown>;
    const params: unknown[] = [user.id];
    let only = '';
    if (q.product !== undefined) {
      params.push(parse(ProductSchema, { product: q.product }).product);
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
  });

  /** Save an ad (idempotent): 201 the first time, 200 after. Only live or sold ads can be saved. */
  app.post('/api/favorite/', async (request, reply) => {
    const user = await requireUser(ctx, request);
    const { product } = parse(ProductSchema, request.body);
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
  });

  const remove = async (userId: number, product: number) => {
    await ctx.db.query('DELETE FROM favorites WHERE user_id = $1 AND ad_id = $2', [userId, product]);
  };
  /** Unsave: `DELETE /api/favorite/{adId}/`, or `DELETE /api/favorite/` with `{product}` or `?product=`. */
  app.delete<{ Params: { id: string } }>('/api/favorite/:id/', async (request, reply) => {
    const user = await requireUser(ctx, request);
    await remove(user.id, parse(ProductSchema, { product: request.params.id }).product);
    return reply.code(204).send();
  });
  app.delete('/api/favorite/', async (request, reply) => {
    const user = await requireUser(ctx, request);
    const q = request.query as Record<string, unknown>;
    const body = (request.body ?? {}) as Record<string, unknown>;
    await remove(user.id, parse(ProductSchema, { product: body.product ?? q.product }).product);
    return reply.code(204).send();
  });
}
