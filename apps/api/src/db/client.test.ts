import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { withDatabase } from '../test/globalSetup';
import { dbKinds, openTestDb } from '../test/harness';
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GENERIC_PLANS_KEPT, openPglite, openPostgres, sharedBuffersMb, type Db } from './client';

describe.each(dbKinds())('database client on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb(kind);
  });
  afterAll(() => db.close());

  test('counts, bigint sums and numerics come back as numbers, in and out of a transaction', async () => {
    const sql = `SELECT count(*) AS n, sum(g::bigint) AS s, 2.5::numeric AS x FROM generate_series(1, 3) g`;
    expect((await db.query(sql)).rows[0]).toEqual({ n: 3, s: 6, x: 2.5 });
    expect((await db.transaction((tx) => tx.query(sql))).rows[0]).toEqual({ n: 3, s: 6, x: 2.5 });
  });

  test('a statement asked to keep one plan answers exactly as a plain one, whatever its values', async () => {
    await db.exec(`CREATE TABLE places (id int PRIMARY KEY, city text, at timestamptz, live boolean)`);
    const cities = ['Mumbai', "O'Brien Nagar", 'back\\slash', "x'); DROP TABLE places; --", '', 'Pune'];
    await db.query(
      `INSERT INTO places SELECT g, ($1::text[])[1 + g % 6], $2::timestamptz + g * interval '1 hour', g % 3 > 0
         FROM generate_series(1, 60) g`,
      [cities, new Date('2026-11-20T00:00:00Z')],
    );
    const sql = `SELECT id, city, at FROM places WHERE lower(city) = lower($1) AND at > $2 AND live = $3 ORDER BY id LIMIT 4`;
    const since = new Date('2026-11-21T00:00:00Z');
    for (const city of [...cities, 'MUMBAI', 'nowhere']) {
      for (const live of [true, false]) {
        const plain = await db.query(sql, [city, since, live]);
        expect(await db.query(sql, [city, since, live], { plan: 'generic' })).toEqual(plain);
      }
    }
    expect((await db.query('SELECT count(*) AS n FROM places')).rows[0]).toEqual({ n: 60 });
    // Bad values fail as they do in a plain statement, and values that are no plain literal still run.
    const bad = (await db.query(sql, ['Pune', 'not a date', true], { plan: 'generic' }).catch((e: unknown) => e)) as {
      code?: string;
    };
    expect(bad.code).toBe('22007');
    expect((await db.query(`SELECT $1::int[] AS a`, [[1, 2]], { plan: 'generic' })).rows).toEqual([{ a: [1, 2] }]);
  });
});

/**
 * PGlite plans every statement anew in WebAssembly; a statement asked to keep one plan is prepared
 * once and run with a generic plan (client.ts, genericPlans). PostgreSQL ignores the request.
 */
describe('one plan kept, on the embedded database', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite();
    await db.exec(`CREATE TABLE t (id int PRIMARY KEY, city text); INSERT INTO t SELECT g, 'c' || g % 7 FROM generate_series(1, 500) g;
                   CREATE INDEX t_city_idx ON t (lower(city), id)`);
  });
  afterAll(() => db.close());

  const mode = async () =>
    (await db.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode')).rows[0]!.plan_cache_mode;
  const prepared = async () =>
    (
      await db.query<{ statement: string; generic_plans: number; custom_plans: number }>(
        'SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements',
      )
    ).rows;

  test('is planned once and reused; every other statement keeps its own plan', async () => {
    const sql = `SELECT id FROM t WHERE lower(city) = lower($1) ORDER BY id LIMIT 3`;
    for (const city of ['C1', 'c2', 'c3', 'c4', 'c5', 'c6', 'nowhere'])
      await db.query(sql, [city], { plan: 'generic' });
    const [kept] = await prepared();
    expect(kept).toMatchObject({ generic_plans: 7, custom_plans: 0 });
    expect(kept!.statement).toContain(sql);
    // The generic plan was for that statement only: the session's own choice is untouched.
    expect(await mode()).toBe('auto');
    await db.query(sql, ['c1', 'extra'], { plan: 'generic' }).catch(() => undefined); // wrong parameter count
    expect(await mode()).toBe('auto');
  });

  test(`keeps at most ${GENERIC_PLANS_KEPT} statements, the most recently used`, async () => {
    const sql = (i: number) => `SELECT $1::int + ${i} AS n`;
    for (let i = 0; i < GENERIC_PLANS_KEPT + 10; i++) {
      expect((await db.query(sql(i), [1], { plan: 'generic' })).rows).toEqual([{ n: 1 + i }]);
    }
    const kept = await prepared();
    expect(kept.length).toBe(GENERIC_PLANS_KEPT);
    const has = (i: number) => kept.some((k) => k.statement.endsWith(` AS ${sql(i)}`));
    expect([has(0), has(9), has(10), has(GENERIC_PLANS_KEPT + 9)]).toEqual([false, false, true, true]);
    // One that was let go is prepared again when asked.
    expect((await db.query(sql(0), [5], { plan: 'generic' })).rows).toEqual([{ n: 5 }]);
  });
});

describe.skipIf(!dbKinds().includes('postgres'))('PostgreSQL pool', () => {
  let db: Db;
  let url: string;
  beforeAll(async () => {
    db = await openTestDb('postgres');
    const name = (await db.query<{ name: string }>('SELECT current_database() AS name')).rows[0]!.name;
    url = withDatabase(inject('testDatabaseUrl')!, name);
  });
  afterAll(() => db.close());

  /** Twelve queries at once, each holding its connection a moment: which server processes ran them. */
  const backends = async (pool: Db) => {
    const runs = Array.from({ length: 12 }, () =>
      pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid FROM pg_sleep(0.02)'),
    );
    return new Set((await Promise.all(runs)).map((r) => r.rows[0]!.pid)).size;
  };

  test('opens at most the pool size of connections, however many queries wait', async () => {
    const two = await openPostgres(url, 2);
    const six = await openPostgres(url, 6);
    try {
      expect(await backends(two)).toBeLessThanOrEqual(2);
      expect(await backends(six)).toBeGreaterThan(2);
    } finally {
      await Promise.all([two.close(), six.close()]);
    }
  });
});

describe("the embedded database's buffer cache", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'haat-buffers-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Files of a given size without writing them: only their size is read.
  const database = (name: string, mb: number) => {
    mkdirSync(path.join(dir, 'base', name), { recursive: true });
    const file = path.join(dir, 'base', name, '16384');
    writeFileSync(file, '');
    truncateSync(file, mb * 2 ** 20);
  };

  test('follows the largest database, between 32 and 64 MB', () => {
    expect(sharedBuffersMb(undefined)).toBe(32);
    expect(sharedBuffersMb(dir)).toBe(32); // a new folder: nothing yet
    database('1', 7);
    database('5', 18); // the demo's
    expect(sharedBuffersMb(dir)).toBe(32);
    database('5', 30);
    expect(sharedBuffersMb(dir)).toBe(48);
    database('5', 400);
    expect(sharedBuffersMb(dir)).toBe(64);
  });

  test('PGlite starts with it', async () => {
    const db = await openPglite(path.join(dir, 'live'));
    try {
      expect((await db.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows[0]!.shared_buffers).toBe('32MB');
    } finally {
      await db.close();
    }
  });
});
