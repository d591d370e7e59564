import { parentPort, workerData } from 'node:worker_threads';
import { openPgliteHere, type Db, type Queryable } from './client';
import type { Reply, Request } from './pglite-thread';

/**
 * The embedded database's own thread: one PGlite on `workerData.dataDir`, answering the requests
 * of `pglite-thread.ts` in the order they come. PGlite runs one statement at a time either way;
 * here its WebAssembly does not hold up the server's HTTP, JSON and sockets.
 */
const port = parentPort!;
const { dataDir } = workerData as { dataDir: string };

const ROLLBACK = Symbol('rollback');

/**
 * A transaction held open in this thread, PGlite kept to it, until the server's thread says
 * commit or roll back.
 */
class OpenTx {
  /** Its statements; there once it has begun. */
  queries!: Queryable;
  /** Resolves once PGlite has begun it; rejects when it could not (the database closed, say). */
  readonly began: Promise<unknown>;
  /** How its COMMIT or ROLLBACK came out; a rollback that was asked for is no error. */
  private readonly outcome: Promise<void>;
  private settle!: (commit: boolean) => void;

  constructor(db: Db) {
    let begun!: () => void;
    const started = new Promise<void>((resolve) => (begun = resolve));
    this.outcome = db
      .transaction((tx) => {
        this.queries = tx;
        begun();
        return new Promise<void>((commit, rollBack) => {
          this.settle = (ok) => (ok ? commit() : rollBack(ROLLBACK));
        });
      })
      .catch((err: unknown) => {
        if (err !== ROLLBACK) throw err;
      });
    this.outcome.catch(() => undefined); // awaited by end(); never left unhandled meanwhile
    this.began = Promise.race([started, this.outcome]);
  }

  end(commit: boolean): Promise<void> {
    this.settle(commit);
    return this.outcome;
  }
}
/** Open transactions by the id the server's thread gave them. */
const open = new Map<number, OpenTx>();

/** An error as plain data: PostgreSQL's fields (code, constraint, detail ...) survive the crossing. */
function plain(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err) };
  const fields: Record<string, unknown> = { message: err.message, name: err.name };
  for (const [k, v] of Object.entries(err)) {
    if (v === undefined || typeof v === 'function' || (typeof v === 'object' && v !== null)) continue;
    fields[k] = v;
  }
  return fields;
}

async function serve(db: Db, req: Request): Promise<unknown> {
  switch (req.op) {
    case 'query': {
      const on = req.tx === undefined ? db : open.get(req.tx)?.queries;
      if (!on) throw new Error('That transaction has already ended.');
      return on.query(req.sql, req.params, req.opts);
    }
    case 'exec':
      return db.exec(req.sql);
    case 'begin': {
      const t = new OpenTx(db);
      await t.began;
      open.set(req.tx, t);
      return undefined;
    }
    case 'end': {
      const t = open.get(req.tx);
      if (!t) throw new Error('That transaction has already ended.');
      open.delete(req.tx);
      await t.end(req.commit);
      return undefined;
    }
    case 'close':
      await db.close();
      return undefined;
  }
}

const reply = (msg: Reply) => port.postMessage(msg);

openPgliteHere(dataDir).then(
  (db) => {
    port.on('message', (req: Request) => {
      serve(db, req).then(
        (result) => reply({ id: req.id, ok: true, result }),
        (err: unknown) => reply({ id: req.id, ok: false, error: plain(err) }),
      );
    });
    reply({ id: 0, ok: true, result: 'ready' });
  },
  (err: unknown) => reply({ id: 0, ok: false, error: plain(err) }),
);
