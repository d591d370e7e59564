import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { lockDataDir } from './lock';
import { SizeCachingNodeFS } from './nodefs';
import { openPgliteThread } from './pglite-thread';

type Row = Record<string, unknown>;
export interface QueryResult<T> {
  rows: T[];
  affectedRows: number;
}

/**
 * How a statement may be run. `plan: 'generic'` says its best plan does not depend on its
 * parameters' values (a listing's walk down an ordered index, whatever the category or city): the
 * embedded database then plans it once and reuses the plan (see `genericPlans`). PostgreSQL plans
 * it as usual: planning there is native code, a third of PGlite's.
 */
export interface QueryOptions {
  plan?: 'generic';
}

/** What every query site needs: parameterised SQL, nothing else. */
export interface Queryable {
  query<T = Row>(sql: string, params?: readonly unknown[], opts?: QueryOptions): Promise<QueryResult<T>>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Run several statements (migrations). No parameters. */
  exec(sql: string): Promise<void>;
  /** Run `fn` in one transaction; it commits when `fn` resolves and rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * PostgreSQL only: call `onPayload` with every `NOTIFY channel` of any process on this server, on
   * a connection of its own that reconnects when lost. Resolves once listening; the answer stops it.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

// int8 (counts, sums, bigint ids) as JS numbers, the same on both engines; values stay well
// below 2^53 (money is integer paise).
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/**
 * What every PGlite of ours is created with: the extensions, and int8 and numeric as numbers. The
 * parsers are given once here, not per query: a query's own parsers are merged into a copy of
 * PGlite's whole table of type parsers (hundreds of types) on every statement, a large share of
 * a small statement's time.
 */
export const pgliteOptions = {
  extensions: { pg_trgm, unaccent },
  parsers: { 20: (v: string) => Number(v), 1700: (v: string) => Number(v) },
};

/**
 * A parameter as an SQL literal for `EXECUTE`, or undefined when it is not one of the plain kinds
 * (the statement then runs with bound parameters as usual). Every value is quoted, untyped: the
 * prepared statement's parameter types convert it, as they convert a bound parameter's text.
 * `standard_conforming_strings` is on (PGlite's start parameters say so), so doubling the quote
 * is all the escaping a string needs; a NUL would end the statement's text, so it is refused.
 */
export function sqlLiteral(v: unknown): string | undefined {
  if (v === null || v === undefined) return 'NULL';
  let text: string;
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) return undefined;
    text = v.toISOString();
  } else if (typeof v === 'number') {
    if (!Number.isFinite(v)) return undefined;
    text = String(v);
  } else if (typeof v === 'boolean' || typeof v === 'string') text = String(v);
  else return undefined;
  return text.includes('\0') ? undefined : `'${text.replaceAll("'", "''")}'`;
}

/** Named statements kept by one PGlite; the least recently used go past this many. */
export const GENERIC_PLANS_KEPT = 64;

/**
 * Statements run with one plan for every parameter value, on one PGlite session. PGlite plans each
 * statement anew, in WebAssembly: a listing page's statement (a walk down the category-and-city
 * index, its 12 ads joined to owner and views) took longer to plan than to run. Here it is
 * prepared once (`PREPARE`) and run by `EXECUTE` with `plan_cache_mode` set to
 * `force_generic_plan` for that one statement only (`SET LOCAL` in the implicit transaction of a
 * two-statement query, undone when it ends, even by an error): PostgreSQL's own choice
 * kept custom plans, because its estimate for an unknown city made the generic walk look dear.
 * Other statements keep custom plans: a word search's plan depends on its words.
 */
function genericPlans(client: Pick<PGlite, 'exec'>) {
  /** SQL → its statement's name (null: it could not be prepared), in order of last use. */
  const names = new Map<string, string | null>();
  let next = 1;
  return async <T>(sql: string, params: readonly unknown[], fallback: () => Promise<QueryResult<T>>) => {
    const values = params.map(sqlLiteral);
    if (values.includes(undefined)) return fallback();
    let name = names.get(sql);
    if (name === null) return fallback();
    if (name === undefined) {
      name = `haat_generic_${next++}`;
      try {
        await client.exec(`PREPARE ${name} AS ${sql}`);
      } catch {
        names.set(sql, null); // not a statement PREPARE takes (its parameter types unknown, say)
        return fallback();
      }
      if (names.size >= GENERIC_PLANS_KEPT) {
        const [oldSql, oldName] = names.entries().next().value!;
        names.delete(oldSql);
        if (oldName) await client.exec(`DEALLOCATE ${oldName}`);
      }
    } else names.delete(sql); // moved to the end: the most recently used
    names.set(sql, name);
    const results = await client.exec(
      `SET LOCAL plan_cache_mode = force_generic_plan; EXECUTE ${name}(${values.join(', ')})`,
    );
    const res = results[1]!;
    return { rows: res.rows as T[], affectedRows: res.affectedRows ?? 0 };
  };
}

/** A PGlite created with `pgliteOptions`, as a Db. */
export function wrapPglite(client: PGlite): Db {
  const run = async <T>(q: Pick<PGlite, 'query'>, sql: string, params?: readonly unknown[]) => {
    const res = await q.query<T>(sql, params as unknown[] | undefined);
    return { rows: res.rows, affectedRows: res.affectedRows ?? 0 };
  };
  const generic = genericPlans(client);
  return {
    kind: 'pglite',
    query: (sql, params, opts) =>
      opts?.plan === 'generic' && params?.length
        ? generic(sql, params, () => run(client, sql, params))
        : run(client, sql, params),
    exec: async (sql) => {
      await client.exec(sql);
    },
    transaction: (fn) => client.transaction((tx) => fn({ query: (sql, params) => run(tx, sql, params) })),
    close: () => client.close(),
  };
}

/**
 * Planner costs for a catalogue that lives in memory (the buffer cache and the operating system's
 * page cache), on both engines: a random page read costs about what a sequential one does
 * (`random_page_cost` 1.1, where PostgreSQL assumes 4 for spinning disks). With 4, a walk of the
 * newest ads of one city went down the all-India date index and read several times the city's
 * ads to find them, because that index follows the table's physical order; with 1.1 it takes
 * the city's own index. A PostgreSQL `DATABASE_URL` that sets `options` itself wins.
 */
const PLANNER_SETTINGS = ['random_page_cost=1.1'];

/**
 * PGlite's buffer cache, in MB, sized to the database it opens: half again the largest database's
 * files, rounded up to 8 MB, between 32 and 64 MB. PGlite's memory is the server's, and its
 * WebAssembly memory never shrinks; buffers beyond the data hold nothing (the operating system's
 * page cache holds the files as well). Read at start: the demo's 18 MB database gets 32 MB, so the
 * idle server stays under 300 MB; one of 43 MB or more (the benches' 100,000 ads are far past it)
 * gets 64 MB, as every bench measured. A database that grows gets more at its next start.
 */
export function sharedBuffersMb(dataDir?: string): number {
  const size = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
      const file = path.join(dir, entry.name);
      return sum + (entry.isDirectory() ? size(file) : entry.isFile() ? statSync(file).size : 0);
    }, 0);
  let largest = 0;
  try {
    const base = path.join(dataDir ?? '', 'base');
    for (const entry of dataDir ? readdirSync(base, { withFileTypes: true }) : [])
      if (entry.isDirectory()) largest = Math.max(largest, size(path.join(base, entry.name)));
  } catch {
    // a new data folder: no database yet
  }
  const mb = Math.ceil((largest * 1.5) / 2 ** 20 / 8) * 8;
  return Math.min(64, Math.max(32, mb));
}

/**
 * PGlite's own start parameters, the planner settings above, and two of ours: a buffer cache sized
 * to the database (sharedBuffersMb) where PostgreSQL's is 128 MB, and at most 256 MB of
 * write-ahead log (PGlite checkpoints only when the log passes max_wal_size, so the default 1 GB
 * stayed on disk beside a far smaller database).
 */
const pgliteStartParams = (dataDir?: string) => [
  ...PGlite.defaultStartParams,
  '-c',
  `shared_buffers=${sharedBuffersMb(dataDir)}MB`,
  '-c',
  'max_wal_size=256MB',
  // PostgreSQL's default for years, said here because genericPlans' quoting relies on it.
  '-c',
  'standard_conforming_strings=on',
  ...PLANNER_SETTINGS.flatMap((s) => ['-c', s]),
];

/** PGlite in this thread, on `dataDir` (which exists) or in memory; no lock (see openPglite). */
export async function openPgliteHere(dataDir?: string, loadDataDir?: Blob): Promise<Db> {
  // The file system is made once its folder exists: its constructor creates only the last level.
  const fs = dataDir ? new SizeCachingNodeFS(path.resolve(dataDir)) : undefined;
  return wrapPglite(
    await PGlite.create({ ...pgliteOptions, fs, loadDataDir, startParams: pgliteStartParams(dataDir) }),
  );
}

/**
 * How a PGlite is opened: `loadDataDir`, a dump to start from (a database in memory only); or
 * `thread`, in a worker thread of its own (see openPgliteThread), as the server's is.
 */
export type PgliteOpenOptions = { thread?: false; loadDataDir?: Blob } | { thread: true; loadDataDir?: never };

/**
 * PGlite in `dataDir` (a folder on disk), or in memory when `dataDir` is undefined. A folder is
 * locked while open (see lockDataDir): a second process gets a DataDirInUseError, not a corrupt
 * database.
 */
export async function openPglite(dataDir?: string, opts: PgliteOpenOptions = {}): Promise<Db> {
  if (!dataDir) return openPgliteHere(undefined, opts.loadDataDir);
  mkdirSync(path.resolve(dataDir), { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    const db = opts.thread ? await openPgliteThread(dataDir) : await openPgliteHere(dataDir, opts.loadDataDir);
    return {
      ...db,
      close: async () => {
        try {
          await db.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

function wrapPool(pool: pg.Pool): Db {
  const run = async <T>(q: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[]) => {
    const res = await q.query(sql, params as unknown[] | undefined);
    return { rows: res.rows as T[], affectedRows: res.rowCount ?? 0 };
  };
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const result = await fn({ query: (sql, params) => run(conn, sql, params) });
        await conn.query('COMMIT');
        return result;
      } catch (err) {
        await conn.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Connections to a PostgreSQL server, unless `DATABASE_POOL_SIZE` says otherwise: as many as this
 * machine has cores, at least 2. Each connection is a server process, and queries beyond the
 * cores only take turns on them (with the server, this API and a load generator on 2 cores, a
 * pool of 2 gave word searches a lower p95 and a higher peak than a pool of 10; figures in
 * docs/search.md). A server on its own, larger machine wants more.
 */
const defaultPoolSize = () => Math.max(2, availableParallelism());

export async function openPostgres(url: string, poolSize = defaultPoolSize()): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: PLANNER_SETTINGS.map((s) => `-c ${s}`).join(' '),
  });
  pool.on('error', () => undefined); // idle-client errors surface on the next query instead
  await pool.query('select 1');
  return { ...wrapPool(pool), listen: (channel, onPayload) => listenOn(url, channel, onPayload) };
}

/** `LISTEN channel` on a connection of its own; after a lost connection it listens again within seconds. */
async function listenOn(url: string, channel: string, onPayload: (payload: string) => void) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    if (!stopped) retry = setTimeout(() => void connect().catch(again), 1000);
  };
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    c.on('error', () => {
      if (client !== c || stopped) return;
      client = null;
      void c.end().catch(() => undefined);
      again();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    client = c;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/** The embedded default (in a thread of its own), or a PostgreSQL server when `DATABASE_URL` is set. */
export async function openDb(opts: { databaseUrl?: string; dataDir: string; poolSize?: number }): Promise<Db> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.poolSize)
    : openPglite(path.join(opts.dataDir, 'pglite'), { thread: true });
}
