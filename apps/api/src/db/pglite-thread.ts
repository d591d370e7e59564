import { Worker } from 'node:worker_threads';
import type { Db, QueryOptions, QueryResult, Queryable } from './client';

/** What the server's thread asks the database's thread (`pglite-thread.worker.ts`). */
export type Request =
  | { id: number; op: 'query'; sql: string; params?: readonly unknown[]; opts?: QueryOptions; tx?: number }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'begin'; tx: number }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };
/** Its answer to request `id` (0: the database is open, or could not be opened). */
export type Reply =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: Record<string, unknown> };

type Pending = { resolve: (v: unknown) => void; reject: (err: Error) => void };
type Body<R = Request> = R extends Request ? Omit<R, 'id'> : never;

/** An error from the database's thread, with PostgreSQL's fields (code, constraint ...) back on it. */
function revive(fields: Record<string, unknown>): Error {
  const err = new Error(String(fields.message ?? 'The embedded database failed.'));
  const { message: _m, stack: _s, ...rest } = fields;
  return Object.assign(err, rest);
}

/**
 * The embedded database (PGlite on `dataDir`) in a thread of its own, as a Db. PGlite runs one
 * statement at a time on the thread that owns it; in the server's own thread, every search's
 * WebAssembly held up the HTTP parsing, JSON and sockets of every other request. Here the two
 * run side by side on two cores, and a long statement no longer stalls the event loop.
 *
 * Statements reach PGlite in the order they are asked, as before. A transaction keeps PGlite to
 * itself until `fn` settles, exactly as `PGlite.transaction` does in one thread.
 */
export async function openPgliteThread(dataDir: string): Promise<Db> {
  // From source (tsx, Vitest) the worker is TypeScript, loaded through a shim that registers tsx;
  // the server's bundle (apps/api/dist, see build.mjs) has it beside itself as JavaScript.
  const worker = import.meta.url.endsWith('.ts')
    ? new Worker(new URL('./pglite-thread.entry.mjs', import.meta.url), {
        workerData: { dataDir, module: new URL('./pglite-thread.worker.ts', import.meta.url).href },
      })
    : new Worker(new URL('./pglite-thread.worker.mjs', import.meta.url), { workerData: { dataDir } });

  const pending = new Map<number, Pending>();
  let nextId = 1;
  let nextTx = 1;
  let stopped: Error | undefined;
  const stop = (err: Error) => {
    stopped ??= err;
    for (const p of pending.values()) p.reject(stopped);
    pending.clear();
  };

  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', (msg: Reply) => {
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    if (msg.ok) p.resolve(msg.result);
    else p.reject(revive(msg.error));
  });
  worker.on('error', (err) => stop(err));
  worker.on('exit', (code) => stop(new Error(`The embedded database's thread stopped (exit code ${code}).`)));

  const call = <T>(body: Body): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ ...body, id });
    });
  };
  const query =
    (tx?: number): Queryable['query'] =>
    <T>(sql: string, params?: readonly unknown[], opts?: QueryOptions) =>
      call<QueryResult<T>>({ op: 'query', sql, params, opts, tx });

  try {
    await ready;
  } catch (err) {
    await worker.terminate();
    throw err;
  }

  return {
    kind: 'pglite',
    query: query(),
    exec: (sql) => call<void>({ op: 'exec', sql }),
    transaction: async (fn) => {
      const tx = nextTx++;
      await call<void>({ op: 'begin', tx });
      let result;
      try {
        result = await fn({ query: query(tx) });
      } catch (err) {
        await call<void>({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw err;
      }
      await call<void>({ op: 'end', tx, commit: true });
      return result;
    },
    close: async () => {
      if (stopped) return;
      await call<void>({ op: 'close' });
      await worker.terminate();
    },
  };
}
