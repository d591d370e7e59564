import { ResolvedSchema, SlugParamsSchema, type Resolved } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { declare, typed } from '../../http/route';
import { findCategory, findSubCategory } from '../ads/categories';

/** A path segment as a place name: 'new-delhi', 'New+Delhi' and 'New Delhi' are the same. */
const placeName = (slug: string) =>
  slug
    .replace(/[-+_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The client's `/{id}/` catch-all: a category, a sub-category or a place (city, else locality). */
async function resolveSlug(ctx: AppContext, raw: string): Promise<Resolved | null> {
  const slug = raw.trim();
  if (!slug || slug.length > 80 || /^\d+$/.test(slug)) return null;
  const category = await findCategory(ctx.db, slug);
  if (category) return { type: 'category', category };
  const sub = await findSubCategory(ctx.db, slug);
  if (sub) {
    const parent = (await findCategory(ctx.db, sub.category_id))!;
    return { type: 'sub_category', category: parent, sub_category: { id: sub.id, slug: sub.slug, title: sub.title } };
  }
  const name = placeName(slug);
  if (name.length < 2) return null;
  const city = await ctx.db.query<{ name: string; state: string; lat: number; lng: number }>(
    `SELECT c.name, s.name AS state, c.lat, c.lng FROM cities c JOIN states s ON s.id = c.state_id
      WHERE lower(c.name) = lower($1) ORDER BY c.popular_rank NULLS LAST, c.population DESC LIMIT 1`,
    [name],
  );
  const c = city.rows[0];
  if (c) return { type: 'place', place: { name: c.name, city: c.name, state: c.state, lat: c.lat, lng: c.lng } };
  const loc = await ctx.db.query<{
    name: string;
    city: string | null;
    state: string;
    lat: number | null;
    lng: number | null;
  }>(
    `SELECT l.name, c.name AS city, s.name AS state, l.lat, l.lng
       FROM localities l JOIN states s ON s.id = l.state_id LEFT JOIN cities c ON c.id = l.city_id
      WHERE lower(l.name) = lower($1) ORDER BY c.population DESC NULLS LAST LIMIT 1`,
    [name],
  );
  const l = loc.rows[0];
  if (l) return { type: 'place', place: { name: l.name, city: l.city ?? '', state: l.state, lat: l.lat, lng: l.lng } };
  return null;
}

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
