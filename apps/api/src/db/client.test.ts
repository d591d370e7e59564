import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { withDatabase } from '../test/globalSetup';
import { dbKinds, openTestDb } from '../test/harness';
import { openPostgres, type Db } from './client';

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
