import {
  PLACES_LIMIT,
  type Brand,
  type BrandType,
  type Category,
  type City,
  type CityWithAds,
  type NearestPlace,
  type Place,
} from '@haat/contract';
import type { AppContext } from '../../context';
import { likeEscape } from '../../db/like';
import { categoryTitle, subCategoryTitle } from '../ads/categoryText';

/** What users type → what the names are stored as: lower case, no accents, single spaces. */
function normalizeSearch(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N} .'-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Beyond this, a point is not "in" any city we know (the sea, or outside India). */
const NEAREST_MAX_KM = 150;
/** Within this of a neighbourhood's known point, a point is in it (the nearest answers its address). */
const NEAREST_AREA_KM = 4;

/** Kilometres from the point `($1, $2)` to a row's lat/lng (flat-earth: short distances). */
const distanceKm = (t: string) => `111.32 * sqrt((${t}.lat - $1) ^ 2 + ((${t}.lng - $2) * cos(radians($1))) ^ 2)`;
const roundDistance = (p: NearestPlace): NearestPlace => ({ ...p, distance_km: Math.round(p.distance_km * 10) / 10 });

const CITY_PLACE = `'city' AS type, c.id, c.name, c.name AS city, '' AS area, s.name AS state, NULL::text AS pincode, c.lat, c.lng`;

/**
 * Cities looked at for "cities with ads near here": the nearest (or, in a state, the biggest) of
 * at least this population, and the popular ones, each checked for live ads down the city index.
 */
const WITH_ADS_MIN_POPULATION = 50_000;
const WITH_ADS_CANDIDATES = 200;
/** Counts of live ads stop here: a suggestion needs a size, not an exact figure. */
const WITH_ADS_COUNT_CAP = 1000;

/** Categories with their sub-categories, in the catalogue's order. */
export async function listCategories(ctx: AppContext): Promise<Category[]> {
  const { rows } = await ctx.db.query<Category>(
    `SELECT c.id, c.title, c.slug,
            COALESCE(json_agg(json_build_object('id', s.id, 'title', s.title, 'slug', s.slug) ORDER BY s.position, s.id)
                     FILTER (WHERE s.id IS NOT NULL), '[]'::json) AS cat_list
       FROM categories c LEFT JOIN sub_categories s ON s.category_id = c.id
      GROUP BY c.id ORDER BY c.position, c.id`,
  );
  // The names in the request's language; the slugs (the spec's keys) as they are.
  return rows.map((c) => ({
    ...c,
    title: categoryTitle(c.slug, c.title),
    cat_list: c.cat_list.map((s) => ({ ...s, title: subCategoryTitle(s.slug, s.title) })),
  }));
}

/** The popular cities, in their rank. */
export async function popularCities(ctx: AppContext): Promise<Place[]> {
  const { rows } = await ctx.db.query<Place>(
    `SELECT ${CITY_PLACE} FROM cities c JOIN states s ON s.id = c.state_id
      WHERE c.popular_rank IS NOT NULL ORDER BY c.popular_rank`,
  );
  return rows;
}

/** Cities by name, ranked; the popular ones for an empty search. */
export async function searchCities(ctx: AppContext, search: string): Promise<City[]> {
  const q = normalizeSearch(search);
  if (!q) {
    const { rows } = await ctx.db.query<City>(
      `SELECT c.id, c.name, s.name AS state, c.lat, c.lng FROM cities c JOIN states s ON s.id = c.state_id
        WHERE c.popular_rank IS NOT NULL ORDER BY c.popular_rank`,
    );
    return rows;
  }
  // Prefix matches first (what people type), then typos by trigram similarity; bigger cities first.
  const { rows } = await ctx.db.query<City>(
    `SELECT c.id, c.name, s.name AS state, c.lat, c.lng
       FROM cities c JOIN states s ON s.id = c.state_id
      WHERE lower(c.name) LIKE $2 OR lower(c.name) % $1
      ORDER BY lower(c.name) = $1 DESC, lower(c.name) LIKE $2 DESC,
               similarity(lower(c.name), $1) DESC, c.population DESC, c.id
      LIMIT ${PLACES_LIMIT}`,
    [q, `${likeEscape(q)}%`],
  );
  return rows;
}

/** Cities and neighbourhoods by name or pincode, ranked. */
export async function searchPlaces(ctx: AppContext, search: string): Promise<Place[]> {
  const q = normalizeSearch(search);
  if (!q) return [];
  const pin = /^\d{3,6}$/.test(q);
  const { rows } = await ctx.db.query<Place & { score: number }>(
    `(SELECT ${CITY_PLACE},
             (lower(c.name) = $1)::int * 3 + (lower(c.name) LIKE $2)::int * 2 + similarity(lower(c.name), $1)
               + 0.5 + ln(greatest(c.population, 1)) / 40 AS score
        FROM cities c JOIN states s ON s.id = c.state_id
       WHERE NOT $3 AND c.part_of IS NULL AND (lower(c.name) LIKE $2 OR lower(c.name) % $1)
       ORDER BY score DESC LIMIT ${PLACES_LIMIT})
     UNION ALL
     -- Each neighbourhood once ('Powai, Mumbai'), found by its name or an office's ('Powai Iit').
     (SELECT 'locality' AS type, min(l.id) AS id, l.neighbourhood AS name, c.name AS city, l.neighbourhood AS area,
             s.name AS state, min(l.pincode) AS pincode,
             coalesce(avg(l.lat), c.lat) AS lat, coalesce(avg(l.lng), c.lng) AS lng,
             max(CASE WHEN $3 THEN 2 ELSE greatest(
               (lower(l.neighbourhood) = $1)::int * 3 + (lower(l.neighbourhood) LIKE $2)::int * 2
                 + similarity(lower(l.neighbourhood), $1),
               (lower(l.name) = $1)::int * 3 + (lower(l.name) LIKE $2)::int * 2) END)
               + ln(greatest(c.population, 1)) / 40 AS score
        FROM localities l JOIN cities c ON c.id = l.city_id JOIN states s ON s.id = l.state_id
       WHERE l.neighbourhood <> '' AND CASE WHEN $3 THEN l.pincode LIKE $2
             ELSE (lower(l.neighbourhood) LIKE $2 OR lower(l.neighbourhood) % $1 OR lower(l.name) LIKE $2) END
       GROUP BY l.neighbourhood, c.id, s.name
       ORDER BY score DESC LIMIT ${PLACES_LIMIT})
     ORDER BY score DESC, name, id LIMIT ${PLACES_LIMIT}`,
    [q, `${likeEscape(q)}%`, pin],
  );
  return rows.map(({ score: _score, ...place }) => place);
}

/**
 * The address of a point: its neighbourhood when one is within NEAREST_AREA_KM, else the nearest
 * city; null when no city is within NEAREST_MAX_KM.
 */
export async function nearestPlace(ctx: AppContext, lat: number, lng: number): Promise<NearestPlace | null> {
  const dLat = NEAREST_AREA_KM / 111.32;
  const dLng = NEAREST_AREA_KM / (111.32 * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
  const area = await ctx.db.query<NearestPlace>(
    `SELECT 'locality' AS type, l.id, l.neighbourhood AS name, c.name AS city, l.neighbourhood AS area,
              CASE WHEN lower(l.name) = lower(l.neighbourhood) THEN '' ELSE l.name END AS subarea,
              l.district, s.name AS state, l.pincode, 'India' AS country, l.lat, l.lng,
              ${distanceKm('l')} AS distance_km
         FROM localities l JOIN cities c ON c.id = l.city_id JOIN states s ON s.id = l.state_id
        WHERE l.neighbourhood <> '' AND l.lat BETWEEN $1 - $3 AND $1 + $3 AND l.lng BETWEEN $2 - $4 AND $2 + $4
        ORDER BY distance_km, l.pincode, l.id LIMIT 1`,
    [lat, lng, dLat, dLng],
  );
  const nearArea = area.rows[0];
  if (nearArea && nearArea.distance_km <= NEAREST_AREA_KM) return roundDistance(nearArea);
  // A town that is a neighbourhood of a bigger city (part_of) is not a city to answer.
  const { rows } = await ctx.db.query<NearestPlace>(
    `SELECT ${CITY_PLACE}, '' AS subarea, 'India' AS country,
              coalesce((SELECT l.district FROM localities l WHERE l.city_id = c.id
                         GROUP BY l.district ORDER BY count(*) DESC, l.district LIMIT 1), '') AS district,
              ${distanceKm('c')} AS distance_km
         FROM cities c JOIN states s ON s.id = c.state_id
        WHERE c.part_of IS NULL
        ORDER BY (c.lat - $1) ^ 2 + ((c.lng - $2) * cos(radians($1))) ^ 2 LIMIT 1`,
    [lat, lng],
  );
  const nearest = rows[0];
  return nearest && nearest.distance_km <= NEAREST_MAX_KM ? roundDistance(nearest) : null;
}

/** Where "cities with ads" looks: near a point, or in a state; of a category or sub-category. */
interface CitiesWithAdsQuery {
  lat?: number;
  lng?: number;
  state?: string;
  limit: number;
  categoryId?: number;
  subCategoryId?: number;
}

/**
 * Cities with live ads for a place that has none: nearest the point first, else those of the state
 * first, with their counts of live ads (capped at WITH_ADS_COUNT_CAP).
 */
export async function citiesWithAds(ctx: AppContext, query: CitiesWithAdsQuery): Promise<CityWithAds[]> {
  const { lat, lng, state, limit } = query;
  const params: unknown[] = [lat ?? null, lng ?? null, state || null, ctx.now(), WITH_ADS_MIN_POPULATION, limit];
  // The category stays beside a sub-category, as in search: (category, city) is an index.
  let ofCategory = '';
  if (query.categoryId) ofCategory += ` AND a.category_id = $${params.push(query.categoryId)}`;
  if (query.subCategoryId) ofCategory += ` AND a.sub_category_id = $${params.push(query.subCategoryId)}`;
  const { rows } = await ctx.db.query<CityWithAds>(
    `WITH near AS (
       (SELECT c.id FROM cities c JOIN states s ON s.id = c.state_id
         WHERE c.population >= $5 AND ($1::float8 IS NOT NULL OR lower(s.name) = lower($3::text))
         ORDER BY (c.lat - $1) ^ 2 + ((c.lng - $2) * cos(radians($1))) ^ 2 NULLS LAST, c.population DESC
         LIMIT ${WITH_ADS_CANDIDATES})
       UNION
       -- The popular cities too, however far: a place far from the rest still gets somewhere to look.
       SELECT id FROM cities WHERE popular_rank IS NOT NULL)
     SELECT c.name AS city, s.name AS state, k.count,
            CASE WHEN $1::float8 IS NOT NULL
                 THEN round((111.32 * sqrt((c.lat - $1) ^ 2 + ((c.lng - $2) * cos(radians($1))) ^ 2))::numeric, 1)::float8
            END AS distance_km
       FROM near n JOIN cities c ON c.id = n.id JOIN states s ON s.id = c.state_id
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS count
           FROM (SELECT 1 FROM ads a
                  WHERE lower(a.city) = lower(c.name) AND a.status = 'active' AND a.expires_at > $4${ofCategory}
                  LIMIT ${WITH_ADS_COUNT_CAP}) x) k
      WHERE k.count > 0
      ORDER BY distance_km NULLS LAST, lower(s.name) = lower($3::text) DESC NULLS LAST,
               c.popular_rank NULLS LAST, c.population DESC
      LIMIT $6`,
    params,
  );
  return rows;
}

/** The brands of a type, in their order. */
export async function listBrands(ctx: AppContext, type: BrandType): Promise<Brand[]> {
  const { rows } = await ctx.db.query<Brand>(
    'SELECT id, name, type FROM brands WHERE type = $1 ORDER BY position, id',
    [type],
  );
  return rows;
}
