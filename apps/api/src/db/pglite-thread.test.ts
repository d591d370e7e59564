import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openPglite, type Db } from './client';

/** The embedded database in a thread of its own, as the server opens it (openDb). */
describe('PGlite in its own thread', () => {
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'haat-thread-'));
    db = await openPglite(path.join(dir, 'pglite'), { thread: true });
    await db.exec(`CREATE TABLE t (id int PRIMARY KEY, name text CONSTRAINT t_name UNIQUE, at timestamptz, doc jsonb)`);
  }, 60_000);
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('values cross both ways as they do in one thread: numbers, dates, JSON, arrays, bytes', async () => {
    const at = new Date('2026-11-24T10:00:00.000Z');
    const res = await db.query(
      `SELECT count(*) AS n, $1::timestamptz AS at, $2::jsonb AS doc, $3::text[] AS tags, $4::bytea AS bytes, NULL AS nothing`,
      [at, JSON.stringify({ a: [1, 'b'] }), ['x', 'y'], new Uint8Array([1, 2, 255])],
    );
    expect(res.rows).toEqual([
      { n: 1, at, doc: { a: [1, 'b'] }, tags: ['x', 'y'], bytes: new Uint8Array([1, 2, 255]), nothing: null },
    ]);
    const ins = await db.query(`INSERT INTO t (id, name) VALUES (1, 'one'), (2, 'two')`);
    expect(ins.affectedRows).toBe(2);
  });

  test('a statement asked to keep one plan is planned once in that thread too', async () => {
    const sql = `SELECT $1::int * 2 AS n`;
    for (const n of [1, 2, 3]) expect((await db.query(sql, [n], { plan: 'generic' })).rows).toEqual([{ n: n * 2 }]);
    const { rows } = await db.query('SELECT generic_plans FROM pg_prepared_statements WHERE statement LIKE $1', [
      `%${sql}`,
    ]);
    expect(rows).toEqual([{ generic_plans: 3 }]);
  });

  test("PostgreSQL's error fields survive the crossing (a unique violation names its constraint)", async () => {
    const err = (await db.query(`INSERT INTO t (id, name) VALUES (3, 'one')`).catch((e: unknown) => e)) as Error &
      Record<string, unknown>;
    expect(err).toBeInstanceOf(Error);
    expect(err.message).toMatch(/duplicate key/);
    expect(err.code).toBe('23505');
    expect(err.constraint).toBe('t_name');
    const syntax = (await db.query('SELEC 1').catch((e: unknown) => e)) as Record<string, unknown>;
    expect(syntax.code).toBe('42601');
  });

  test('a transaction commits when its function resolves and rolls back when it throws', async () => {
    const kept = await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO t (id, name) VALUES (10, 'ten')`);
      return (await tx.query<{ n: number }>(`SELECT count(*) AS n FROM t WHERE id = 10`)).rows[0]!.n;
    });
    expect(kept).toBe(1);
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO t (id, name) VALUES (11, 'eleven')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // A failing statement inside: the caller sees PostgreSQL's error, and nothing of it stays.
    const err = await db
      .transaction(async (tx) => {
        await tx.query(`INSERT INTO t (id, name) VALUES (12, 'twelve')`);
        await tx.query(`INSERT INTO t (id, name) VALUES (13, 'ten')`);
      })
      .then(
        () => ({}) as Record<string, unknown>,
        (e: unknown) => e as Record<string, unknown>,
      );
    expect(err.code).toBe('23505');
    const ids = (await db.query<{ id: number }>(`SELECT id FROM t WHERE id >= 10 ORDER BY id`)).rows.map((r) => r.id);
    expect(ids).toEqual([10]);
  });

  test('statements asked during a transaction wait for it, as in one thread', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const order: string[] = [];
    const tx = db.transaction(async (q) => {
      await q.query(`INSERT INTO t (id, name) VALUES (20, 'twenty')`);
      await gate;
      order.push('commit');
    });
    await new Promise((r) => setTimeout(r, 50));
    const outside = db.query<{ n: number }>(`SELECT count(*) AS n FROM t WHERE id = 20`).then((r) => {
      order.push('outside');
      return r.rows[0]!.n;
    });
    await new Promise((r) => setTimeout(r, 50));
    release();
    await tx;
    expect(await outside).toBe(1); // it ran after the commit and saw the row
    expect(order).toEqual(['commit', 'outside']);
  });

  test("a long statement leaves the server's own thread free", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 20);
    try {
      await db.query('SELECT pg_sleep(0.6)');
    } finally {
      clearInterval(timer);
    }
    // In one thread the loop is blocked for the whole statement (at most one tick); here it keeps
    // turning (about 30).
    expect(ticks).toBeGreaterThanOrEqual(5);
  });

  test('closing lets go of the folder, and what was committed is there on reopening', async () => {
    await db.close();
    db = await openPglite(path.join(dir, 'pglite'), { thread: true });
    const ids = (await db.query<{ id: number }>(`SELECT id FROM t ORDER BY id`)).rows.map((r) => r.id);
    expect(ids).toEqual([1, 2, 10, 20]);
  }, 60_000);
});

test("a folder PGlite cannot start on: the thread's error reaches the caller and the folder is let go", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'haat-thread-bad-'));
  try {
    writeFileSync(path.join(dir, 'PG_VERSION'), '9.6\n'); // a data dir of another PostgreSQL
    const first = (await openPglite(dir, { thread: true }).catch((e: unknown) => e)) as Error;
    expect(first).toBeInstanceOf(Error);
    expect(first.name).not.toBe('DataDirInUseError');
    // Not held by a thread left behind: the second try fails the same way, not as "in use".
    const second = (await openPglite(dir, { thread: true }).catch((e: unknown) => e)) as Error;
    expect(second.message).toBe(first.message);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
