import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openPglite, type Db } from './client';

// The embedded database on disk remembers file sizes between changes (nodefs.ts): what PostgreSQL
// sees must stay what is on disk through every kind of change.
describe('embedded database on disk: file sizes', () => {
  let root: string;
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'haat-nodefs-'));
    dir = path.join(root, 'data', 'pglite'); // folders that do not exist yet, as on a first start
    db = await openPglite(dir);
  });
  afterAll(async () => {
    await db.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** The size PostgreSQL reports for a relation, and the size of its file on disk. */
  const sizes = async (relation: string) => {
    const { rows } = await db.query<{ size: number; file: string }>(
      'SELECT pg_relation_size($1::regclass) AS size, pg_relation_filepath($1::regclass) AS file',
      [relation],
    );
    return { seen: rows[0]!.size, onDisk: statSync(path.join(dir, rows[0]!.file)).size };
  };
  const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows[0]!.n;
  const insert = (from: number, to: number) =>
    db.query(`INSERT INTO t SELECT g, repeat('x', 500) FROM generate_series($1::int, $2::int) g`, [from, to]);

  test('as the table grows, shrinks, is truncated and reopened', async () => {
    await db.exec('CREATE TABLE t (id int PRIMARY KEY, pad text)');
    await insert(1, 2000);
    const grown = await sizes('t');
    expect(grown.seen).toBeGreaterThan(500_000);
    expect(grown.seen).toBe(grown.onDisk);

    await insert(2001, 4000);
    const twice = await sizes('t');
    expect(twice.seen).toBeGreaterThan(grown.seen);
    expect(twice.seen).toBe(twice.onDisk);
    const index = await sizes('t_pkey');
    expect(index.seen).toBe(index.onDisk);

    // VACUUM gives the empty pages at the end back to the file system.
    await db.query('DELETE FROM t WHERE id > 100');
    await db.exec('VACUUM t');
    const shrunk = await sizes('t');
    expect(shrunk.seen).toBeLessThan(twice.seen);
    expect(shrunk.seen).toBe(shrunk.onDisk);
    expect(await count()).toBe(100);

    // New rows go after the last page the file really has, and none is lost.
    await insert(101, 3000);
    expect(await count()).toBe(3000);
    const regrown = await sizes('t');
    expect(regrown.seen).toBe(regrown.onDisk);

    await db.exec('TRUNCATE t');
    expect(await sizes('t')).toEqual({ seen: 0, onDisk: 0 });
    await insert(1, 500);

    await db.close();
    db = await openPglite(dir);
    expect(await count()).toBe(500);
    const reopened = await sizes('t');
    expect(reopened.seen).toBe(reopened.onDisk);
  });
});
