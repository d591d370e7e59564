import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../config';
import { openPglite, openPostgres, type Db } from '../db/client';
import pino from 'pino';
import { createAppContext, type ContextParts } from '../context';
import { buildServer } from '../server';
import { withDatabase } from './globalSetup';

export type DbKind = 'pglite' | 'postgres';

/** The engines this run covers: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function dbKinds(): DbKind[] {
  return inject('testDatabaseUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, prepared database of the given kind, private to the caller; `close()` disposes of it. */
export async function openTestDb(kind: DbKind): Promise<Db & { url?: string }> {
  if (kind === 'pglite') {
    const dump = readFileSync(inject('pgliteTemplate'));
    return openPglite(undefined, { loadDataDir: new Blob([dump]) });
  }
  const url = inject('testDatabaseUrl');
  const name = `haat_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  await admin.end();
  const db = await openPostgres(withDatabase(url, name));
  return {
    ...db,
    url: withDatabase(url, name),
    close: async () => {
      await db.close();
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/** A clock tests move by hand: `clock.advance(ms)`. */
export function testClock(start = new Date('2026-11-21T10:00:00Z')) {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance: (ms: number) => {
      t += ms;
    },
    set: (d: Date) => {
      t = d.getTime();
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      DATA_DIR: '/nonexistent-haat-test',
      STATIC_DIR: '/nonexistent-haat-static',
      SSR_ENTRY: '/nonexistent-haat-ssr/entry-server.js',
    }),
    ...overrides,
  };
}

/** The whole API on a fresh database, driven through `app.inject` or a real socket. */
export async function makeApp(kind: DbKind, overrides: Partial<ContextParts> = {}) {
  const db = overrides.db ?? (await openTestDb(kind));
  const clock = testClock();
  const ctx = createAppContext({
    config: testConfig(),
    db,
    now: clock.now,
    log: pino({ level: 'silent' }),
    ...overrides,
  });
  const app = await buildServer(ctx);
  await app.ready();
  return {
    app,
    db,
    ctx,
    clock,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
