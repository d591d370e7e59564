import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound, parse } from '../../http/errors';
import { houseBannerSvg } from './house';

const PoolQuerySchema = z.object({
  pool_type: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,30}$/, 'Unknown pool type.')
    .default('banners'),
  sort: z.enum(['-created_on', 'created_on'], { error: 'Choose -created_on or created_on.' }).default('-created_on'),
  limit: z.coerce.number().int().min(1).max(200).default(200),
});

export async function bannersRoutes(app: FastifyInstance, ctx: AppContext) {
  /** `?pool_type=banners&sort=-created_on&limit=2` → `{ results: [{ id, assets: [{ image, link, title }] }] }` */
  app.get('/api/banner-pool/', async (request) => {
    const q = parse(PoolQuerySchema, request.query);
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
  });

  app.get<{ Params: { name: string } }>('/api/banner-pool/house/:name', async (request, reply) => {
    const svg = houseBannerSvg(request.params.name.replace(/\.svg$/, ''));
    if (!svg) throw notFound();
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(svg);
  });
}
