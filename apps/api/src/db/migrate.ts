import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiRoot } from '../config';
import type { Db } from './client';

export const migrationsDir = path.join(apiRoot, 'migrations');

/**
 * Apply the numbered SQL files of `migrations/` in order, each once, each in its own transaction.
 * The same files run on PGlite and on a PostgreSQL server (keep them to PostgreSQL 15 syntax).
 * Returns the names applied by this call.
 */
export async function migrate(db: Db, dir = migrationsDir): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const sql = readFileSync(path.join(dir, file), 'utf8');
    const done = await db.transaction(async (tx) => {
      // Serialise concurrent starters against one server; a no-op cost on PGlite.
      await tx.query('SELECT pg_advisory_xact_lock(724110)');
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (seen.rows.length) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (done) applied.push(file);
  }
  return applied;
}

/**
 * Split a migration file into statements on `;` at line ends, keeping `$$ … $$` bodies whole.
 * Parameterless `query` runs one statement at a time on both engines inside a transaction.
 */
function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    const trimmed = line.trim();
    if (!inDollar && (trimmed.startsWith('--') || trimmed === '')) {
      if (current) current += '\n';
      continue;
    }
    current += line + '\n';
    const dollars = (line.match(/\$\$/g) ?? []).length;
    if (dollars % 2 === 1) inDollar = !inDollar;
    if (!inDollar && trimmed.endsWith(';')) {
      out.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}
