import { loadConfig } from './config';
import { createAppContext } from './context';
import { createLogger } from './http/logger';
import { openDb } from './db/client';
import { prepareDatabase } from './db/prepare';
import { demoBanner, seedDemo } from './seed/demo';
import { unsetSettings } from './features/site/routes';
import { buildServer } from './server';

/** `npm start`: open the database, migrate, build the app and listen. */
async function main() {
  const started = performance.now();
  // The page renderer loads React when the first page is asked for: its production build, unless
  // told otherwise (development's checks make each page several times slower to render).
  process.env.NODE_ENV ??= 'production';
  const config = loadConfig();
  const open = () =>
    openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE });
  let db = await open();
  const { migrations: applied } = await prepareDatabase(db);
  const log = createLogger(config);
  let ctx = createAppContext({ config, db, log });
  const demo = config.SEED ? await seedDemo(ctx) : { accounts: [], ads: 0 };
  if (db.kind === 'pglite' && (applied.length > 0 || demo.ads > 0)) {
    // PGlite's WebAssembly memory grows to the most it ever held and never shrinks: loading the
    // reference data and the demo leaves 600 to 900 MB behind. Opened again, the database serves
    // from what serving needs (about 450 MB), so a first start weighs what every later one does.
    await db.close();
    db = await open();
    ctx = createAppContext({ config, db, log });
  }
  const app = await buildServer(ctx);
  await app.listen({ host: config.HOST, port: config.PORT });
  // The first page rendered loads the renderer and warms it (1.2 to 1.6 s here, then about 0.1 s):
  // done now, in-process, rather than by the first visitor.
  if (config.SSR) void app.inject({ method: 'GET', url: '/' }).catch(() => {});
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const ms = Math.round(performance.now() - started);
  const lines = [
    '',
    `Haat is running at http://${config.HOST}:${port}`,
    `  database: ${db.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL server (DATABASE_URL)'}`,
    `  migrations applied now: ${applied.length ? applied.join(', ') : 'none (up to date)'}`,
    ...(demo.ads ? [`  demo ads created now: ${demo.ads}`] : []),
    ...demoBanner(demo.accounts),
    ...unsetBanner(unsetSettings(config).map((s) => s.name)),
    `  ready in ${ms} ms`,
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** The unset operator settings, named for whoever runs the site (visitors never see them). */
function unsetBanner(names: string[]): string[] {
  if (!names.length) return [];
  return [`  settings not set (left off the public pages; see /admin/settings/): ${names.join(', ')}`];
}

main().catch((err: unknown) => {
  process.stderr.write(`Haat could not start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
