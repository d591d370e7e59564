import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDb, type Db } from './db/client';
import { prepareDatabase } from './db/prepare';
import { upsertAccount } from './features/users/service';
import { verifyLedger } from './features/wallet/ledger';

const USAGE = `Usage: npm run admin -- create --mobile 9XXXXXXXXX --name "Full Name" [--password SECRET]
       npm run admin -- verify-ledger

create: makes an ADMIN account (or makes an existing account of that mobile an ADMIN, with a new
password). Without --password a random one is generated and printed once.
verify-ledger: checks that every wallet balance equals the sum of its ledger rows, that each
row's balance is the running sum, that none is negative, and that each banner and featuring
reconciles with the money that moved for it; exits 1 naming each account that is off.`;

function openConfiguredDb(): Promise<Db> {
  const config = loadConfig();
  return openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE });
}

/** `npm run admin -- create ...`: the one way to make an ADMIN. Uses DATA_DIR / DATABASE_URL like the server. */
export async function runCli(
  argv: string[],
  io: { out?: Pick<NodeJS.WritableStream, 'write'>; openDatabase?: () => Promise<Db> } = {},
): Promise<number> {
  const out = io.out ?? process.stdout;
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      mobile: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const command = positionals[0];
  if (values.help || !(command === 'verify-ledger' || (command === 'create' && values.mobile && values.name))) {
    out.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  const db = await (io.openDatabase ?? openConfiguredDb)();
  try {
    await prepareDatabase(db);
    if (command === 'verify-ledger') {
      const problems = await verifyLedger(db);
      const { rows } = await db.query<{ users: number; rows: number }>(
        'SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM wallet_ledger) AS rows',
      );
      for (const p of problems) out.write(`account ${p.user_id}: ${p.problem}\n`);
      out.write(
        problems.length
          ? `The ledger is off for ${new Set(problems.map((p) => p.user_id)).size} account(s).\n`
          : `The ledger checks out: ${rows[0]!.users} accounts, ${rows[0]!.rows} rows.\n`,
      );
      return problems.length ? 1 : 0;
    }
    if (!values.mobile || !values.name) return 2;
    const account = await upsertAccount(
      db,
      { mobile: values.mobile, name: values.name, password: values.password, user_type: 'ADMIN' },
      new Date(),
    );
    out.write(
      `${account.created ? 'Created' : 'Updated'} ADMIN +91 ${account.mobile}` +
        (values.password ? '\n' : `\nPassword (shown once): ${account.password}\n`),
    );
    return 0;
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  runCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}
