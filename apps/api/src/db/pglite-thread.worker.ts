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

/**
 * Open transactions by id. Each holds PGlite's transaction open until the main thread says
 * commit or roll back; `outcome` is how that COMMIT or ROLLBACK came out.
 */
interface OpenTx {
  tx: Queryable;
  end: (commit: boolean) => void;
  outcome: Promise<void>;
}
const open = new Map<number, OpenTx>();
const ROLLBACK = Symbol('rollback');

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
      const on = req.tx === undefined ? db : open.get(req.tx)?.tx;
      if (!on) throw new Error('That transaction has already ended.');
      return on.query(req.sql, req.params);
    }
    case 'exec':
      return db.exec(req.sql);
    case 'begin':
      return new Promise<void>((started, failed) => {
        const t: Partial<OpenTx> & { began?: boolean } = {};
        t.outcome = db
          .transaction(
            (tx) =>
              new Promise<void>((resolve, reject) => {
                Object.assign(t, {
                  began: true,
                  tx,
                  end: (commit: boolean) => (commit ? resolve() : reject(ROLLBACK)),
                });
                open.set(req.tx, t as OpenTx);
                started();
              }),
          )
          .catch((err: unknown) => {
            if (!t.began)
              failed(err); // it never began (the database closed, say)
            else if (err !== ROLLBACK) throw err;
          });
        t.outcome.catch(() => undefined); // awaited by 'end'; never left unhandled meanwhile
      });
    case 'end': {
      const t = open.get(req.tx);
      if (!t) throw new Error('That transaction has already ended.');
      open.delete(req.tx);
      t.end(req.commit);
      await t.outcome;
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
