import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from './db/client';
import { runCli } from './cli';
import { dbKinds, openTestDb } from './test/harness';

describe.each(dbKinds())('admin CLI on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb(kind);
  });
  afterAll(() => db.close());

  const run = async (...argv: string[]) => {
    let text = '';
    // The CLI closes the database it opens; hand it a wrapper that leaves ours open.
    const code = await runCli(argv, {
      out: { write: (s: string) => ((text += s), true) },
      openDatabase: async () => ({ ...db, close: async () => undefined }),
    });
    return { code, text };
  };

  test('create makes an ADMIN and prints a generated password once', async () => {
    const { code, text } = await run('create', '--mobile', '9555500001', '--name', 'Ops Person');
    expect(code).toBe(0);
    expect(text).toMatch(/^Created ADMIN \+91 9555500001\nPassword \(shown once\): \S{16}\n$/);
    const { rows } = await db.query<{ name: string; user_type: string }>(
      "SELECT name, user_type FROM users WHERE mobile = '9555500001'",
    );
    expect(rows).toEqual([{ name: 'Ops Person', user_type: 'ADMIN' }]);
  });

  test('with --password it prints none; an existing customer is promoted', async () => {
    await run('create', '--mobile', '9555500002', '--name', 'First', '--password', 'given-password');
    await db.query("UPDATE users SET user_type = 'CUSTOMER' WHERE mobile = '9555500002'");
    const { text } = await run('create', '--mobile', '9555500002', '--name', 'Second', '--password', 'given-password');
    expect(text).toBe('Updated ADMIN +91 9555500002\n');
  });

  test('without the required options it prints the usage and exits 2', async () => {
    const { code, text } = await run('create', '--mobile', '9555500003');
    expect(code).toBe(2);
    expect(text).toContain('Usage: npm run admin -- create');
  });
});
