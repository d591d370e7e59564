import { BannerPoolQuerySchema, BannerPoolSchema } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { declare, typed } from '../../http/route';
import { houseBannerSvg } from './house';

export async function bannersRoutes(app: FastifyInstance, ctx: AppContext) {
  /** `?pool_type=banners&sort=-created_on&limit=2` → `{ results: [{ id, assets: [{ image, link, title }] }] }` */
  const api = typed(app);
  api.get(
    '/api/banner-pool/',
    declare(
      ctx,
      { operationId: 'listBannerPool', summary: 'Promo banners (pool_type, sort, limit)', tag: 'support' },
      {
        querystring: BannerPoolQuerySchema,
        response: { 200: BannerPoolSchema },
      },
    ),
    async (request) => {
      const q = request.query;
      const { rows } = await ctx.db.query<{ id: number; assets: { image: string; link: string; title: string }[] }>(
        `SELECT b.id::int AS id,
              coalesce((SELECT json_agg(json_build_object('image', x.image, 'link', x.link, 'title', x.title) ORDER BY x.position, x.id)
                          FROM banner_assets x WHERE x.banner_id = b.id), '[]'::json) AS assets
         FROM banners b
        WHERE b.pool_type = $1 AND b.status = 'active'
        ORDER BY b.created_on ${q.sort === '-created_on' ? 'DESC' : 'ASC'}, b.id DESC
        LIMIT ${q.limit}`,
        [q.pool_type],
      );
      const base = ctx.config.publicUrl.replace(/\/$/, '');
      const results = rows.map((r) => ({
        id: r.id,
        assets: r.assets.map((a) => ({ ...a, image: a.image.startsWith('/') ? base + a.image : a.image })),
      }));
      return { count: results.length, next: null, previous: null, results };
    },
  );

  api.get(
    '/api/banner-pool/house/:name',
    declare(
      ctx,
      { operationId: 'getHouseBanner', summary: "One of Haat's own banners, as SVG", tag: 'support', notFound: true },
      {
        params: z.object({ name: z.string() }),
        response: { 200: { description: 'An SVG image', content: { 'image/svg+xml': { schema: z.string() } } } },
      },
    ),
    async (request, reply) => {
      const svg = houseBannerSvg(request.params.name.replace(/\.svg$/, ''));
      if (!svg) throw notFound();
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(svg);
    },
  );
}
