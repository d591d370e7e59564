import type { Db } from './client';
import { migrate } from './migrate';
import { seedReference } from '../seed/reference';

/**
 * Bring a database to the current schema and load the reference data every install needs.
 * Idempotent: safe at every start-up. Demo data is separate (seed/demo), and only on first start.
 */
export async function prepareDatabase(db: Db): Promise<{ migrations: string[]; reference: string[] }> {
  const migrations = await migrate(db);
  const reference = await seedReference(db);
  return { migrations, reference };
}
