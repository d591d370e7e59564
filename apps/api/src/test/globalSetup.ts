import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, pgliteExtensions, wrapPglite } from '../db/client';
import { prepareDatabase } from '../db/prepare';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a dump of a prepared (migrated + reference data) PGlite database. */
    pgliteTemplate: string;
    /** A PostgreSQL server URL whose `haat_test_template` database is prepared, or '' for PGlite only. */
    testDatabaseUrl: string;
  }
}

export const PG_TEMPLATE = 'haat_test_template';

/**
 * Prepare the schema once per run: each test file then starts its own database from a copy
 * (a PGlite dump, or `CREATE DATABASE … TEMPLATE` on the server), which is far faster than
 * migrating per file.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'haat-api-test-'));
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await prepareDatabase(wrapPglite(client));
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);

  const url = process.env.TEST_DATABASE_URL ?? '';
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE}`);
    await admin.end();
    const db = await openPostgres(withDatabase(url, PG_TEMPLATE));
    await prepareDatabase(db);
    await db.close();
  } else {
    process.stdout.write('api tests: TEST_DATABASE_URL is not set, running on PGlite only\n');
  }
  project.provide('testDatabaseUrl', url);
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
