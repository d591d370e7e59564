import type { Resolved } from '@haat/contract';
import type { AppContext } from '../../context';
import { findCategory, findSubCategory } from '../ads/categories';

/** A path segment as a place name: 'new-delhi', 'New+Delhi' and 'New Delhi' are the same. */
const placeName = (slug: string) =>
  slug
    .replace(/[-+_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The client's `/{id}/` catch-all: a category, a sub-category or a place (city, else locality). */
export async function resolveSlug(ctx: AppContext, raw: string): Promise<Resolved | null> {
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
  // A city, unless it is a neighbourhood of a bigger one ('Powai' beside Mumbai): then that.
  const city = await ctx.db.query<{ name: string; state: string; lat: number; lng: number; part_of: number | null }>(
    `SELECT c.name, s.name AS state, c.lat, c.lng, c.part_of FROM cities c JOIN states s ON s.id = c.state_id
      WHERE lower(c.name) = lower($1) ORDER BY c.part_of IS NOT NULL, c.popular_rank NULLS LAST, c.population DESC LIMIT 1`,
    [name],
  );
  const c = city.rows[0];
  const asCity = c && {
    type: 'place' as const,
    place: { name: c.name, city: c.name, area: '', state: c.state, lat: c.lat, lng: c.lng },
  };
  if (c && c.part_of === null) return asCity!;
  // A neighbourhood, by its name or one of its offices' ('powai-iit' is Powai), of the biggest city.
  const loc = await ctx.db.query<{ name: string; city: string; state: string; lat: number; lng: number }>(
    `SELECT l.neighbourhood AS name, c.name AS city, s.name AS state,
            coalesce(avg(l.lat), c.lat) AS lat, coalesce(avg(l.lng), c.lng) AS lng
       FROM localities l JOIN cities c ON c.id = l.city_id JOIN states s ON s.id = l.state_id
      WHERE l.neighbourhood <> ''
        AND l.neighbourhood IN (SELECT neighbourhood FROM localities
                                 WHERE lower(neighbourhood) = lower($1) OR lower(name) = lower($1))
      GROUP BY l.neighbourhood, c.id, s.name
      ORDER BY bool_or(lower(l.neighbourhood) = lower($1)) DESC, c.population DESC LIMIT 1`,
    [name],
  );
  const l = loc.rows[0];
  if (l)
    return {
      type: 'place',
      place: { name: l.name, city: l.city, area: l.name, state: l.state, lat: l.lat, lng: l.lng },
    };
  return asCity ?? null;
}
