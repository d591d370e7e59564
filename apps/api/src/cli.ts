import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDb, type Db } from './db/client';
import { prepareDatabase } from './db/prepare';
import { upsertAccount } from './features/users/service';

const USAGE = `Usage: npm run admin -- create --mobile 9XXXXXXXXX --name "Full Name" [--password SECRET]

Creates an ADMIN account (or makes an existing account of that mobile an ADMIN, with a new
password). Without --password a random one is generated and printed once.`;

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
  if (values.help || positionals[0] !== 'create' || !values.mobile || !values.name) {
    out.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  const db = await (io.openDatabase ?? openConfiguredDb)();
  try {
    await prepareDatabase(db);
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
