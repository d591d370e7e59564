import { SORTS, SearchFilterSchema, type Sort } from '@haat/contract';
import { z } from 'zod';
import { parse } from '../../http/errors';

export type Filter = z.infer<typeof SearchFilterSchema>;

const SortSchema = z.enum(SORTS, { error: `Choose one of ${SORTS.join(', ')}.` }).default('-created_on');

/** `sort` or `order` (the spec uses both names), default newest first. */
export function parseSort(...candidates: unknown[]): Sort {
  const raw = candidates.find((c) => c !== undefined && c !== '');
  return parse(z.object({ sort: SortSchema }), { sort: raw }).sort;
}

/** GET query parameters → the same filter a POST body carries. */
export function filterFromQuery(q: Record<string, unknown>): Filter {
  const str = (v: unknown) => (Array.isArray(v) ? v[0] : v) as string | undefined;
  const data: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(q)) {
    const m = /^data(?:\.|\[)([^\]]+)\]?$/.exec(k);
    if (m) data[m[1]!] = v;
  }
  const location = {
    city: str(q.city ?? q['location.city']),
    state: str(q.state ?? q['location.state']),
    area: str(q.area ?? q['location.area']),
    lat: str(q.lat ?? q['location.lat']),
    lng: str(q.lng ?? q['location.lng']),
    radius_km: str(q.radius_km ?? q['location.radius_km']),
  };
  return parse(SearchFilterSchema, {
    category: str(q.category),
    sub_category: str(q.sub_category),
    search: str(q.search ?? q.q),
    min_price: str(q.min_price),
    max_price: str(q.max_price),
    featured: str(q.featured),
    exclude_featured: str(q.exclude_featured),
    owner: str(q.owner),
    location,
    data: Object.keys(data).length ? data : undefined,
  });
}
