import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, pgliteOptions, wrapPglite } from '../db/client';
import { prepareDatabase } from '../db/prepare';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a dump of a prepared (migrated + reference data) PGlite database. */
    pgliteTemplate: string;
    /** A PostgreSQL server URL, or '' for PGlite only. */
    testDatabaseUrl: string;
    /** The prepared template database on that server, private to this run. */
    pgTemplate: string;
  }
}

/**
 * Prepare the schema once per run: each test file then starts its own database from a copy
 * (a PGlite dump, or `CREATE DATABASE … TEMPLATE` on the server), which is far faster than
 * migrating per file.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'haat-api-test-'));
  const client = await PGlite.create(pgliteOptions);
  await prepareDatabase(wrapPglite(client));
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);

  const url = process.env.TEST_DATABASE_URL ?? '';
  // One template per run, so concurrent runs against the same server never drop each other's.
  const template = `haat_test_template_${process.pid}_${Date.now().toString(36)}`;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const db = await openPostgres(withDatabase(url, template));
    await prepareDatabase(db);
    await db.close();
  } else {
    process.stdout.write('api tests: TEST_DATABASE_URL is not set, running on PGlite only\n');
  }
  project.provide('testDatabaseUrl', url);
  project.provide('pgTemplate', template);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (!url) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
