import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, openTestDb } from '../test/harness';
import type { Db } from './client';

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
