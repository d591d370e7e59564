import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, openTestDb } from '../test/harness';
import type { Db } from './client';

// A word index (GIN) collects new entries in a pending list that every search reads in full, and
// PGlite has no autovacuum to merge it: migration 0018 keeps the lists short. An index rebuilt by a
// later migration (0016 rebuilt ads_search_idx) loses that setting unless it says it again.
describe.each(dbKinds())('word indexes and planner settings on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb(kind);
  });
  afterAll(() => db.close());

  test('every GIN index of the tables written at run time keeps a short pending list', async () => {
    const { rows } = await db.query<{ name: string; options: string[] | null }>(
      `SELECT i.relname AS name, i.reloptions AS options
         FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
         JOIN pg_am am ON am.oid = i.relam
        WHERE am.amname = 'gin' AND t.relname IN ('ads', 'search_lexicon', 'search_words')
        ORDER BY 1`,
    );
    expect(rows.length).toBe(15);
    for (const r of rows) expect(r.options ?? [], r.name).toContain('gin_pending_list_limit=64');
  });

  test('the planner prices a random page read as a cached one (random_page_cost 1.1)', async () => {
    // Set by the client on both engines: with PostgreSQL's 4, a city's newest ads were walked down
    // the all-India date index (see PLANNER_SETTINGS in client.ts).
    const { rows } = await db.query<{ cost: string }>(`SELECT current_setting('random_page_cost') AS cost`);
    expect(rows[0]!.cost).toBe('1.1');
  });
});
