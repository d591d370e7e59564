/**
 * `npm run bench`: seed BENCH_ADS ads (default 100,000) into a fresh PGlite data dir (and into a
 * fresh database on the PostgreSQL server of DATABASE_URL, when set), start the real server
 * (`src/main.ts`) as a child process, and drive it over loopback with autocannon from this
 * process. Prints p50/p95/p99 latency and requests/s per scenario, the same queries run directly
 * on the database (no HTTP) as a ratio, and the server's peak RSS; writes a Markdown table to
 * bench-data/results-<engine>-<ads>.md.
 *
 * Env: BENCH_ADS, BENCH_DURATION (s per scenario, 10), BENCH_CONNECTIONS (10), BENCH_PORT (3211),
 * BENCH_REUSE=1 (keep an already seeded data dir), BENCH_ENGINES (pglite,postgres), DATABASE_URL.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, repoRoot } from '../src/config';
import type { AppContext } from '../src/context';
import { openPglite, openPostgres, type Db } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';
import { loadAd } from '../src/features/ads/service';
import { filterFromQuery, parseSort, search } from '../src/features/search/query';
import { suggest } from '../src/features/suggest/routes';
import { generateAds } from '../src/seed/demo-ads-catalog';
import { insertGeneratedAds, popularCities } from '../src/seed/demo-ads';

const ADS = Number(process.env.BENCH_ADS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3211);
const REUSE = process.env.BENCH_REUSE === '1';
const benchDir = path.join(repoRoot, 'bench-data');
const apiDir = path.resolve(repoRoot, 'apps/api');

const log = (s: string) => process.stdout.write(s + '\n');

// --- Seeding ------------------------------------------------------------------------------------

async function seed(db: Db): Promise<{ seconds: number; adIds: number[] }> {
  const t0 = performance.now();
  await prepareDatabase(db);
  const sellers = Math.max(100, Math.round(ADS / 100));
  await db.query(
    `INSERT INTO users (mobile, name, created_on)
     SELECT (7000000000 + g)::text, 'Seller ' || g, now() - (g % 700) * interval '1 day' FROM generate_series(1, $1::int) g`,
    [sellers],
  );
  const owners = (await db.query<{ id: number }>('SELECT id::int AS id FROM users ORDER BY id')).rows.map((r) => r.id);
  const cities = await popularCities(db);
  const now = new Date();
  let last = performance.now();
  const n = await insertGeneratedAds(db, generateAds(ADS, cities, 99, now.getUTCFullYear()), {
    owners,
    now,
    batch: 5000,
    images: (ad) =>
      Array.from({ length: 1 + (ad.price % 3) }, (_, i) => {
        const url = `http://127.0.0.1:${PORT}/uploads/assets/1/bench-${ad.template}-${i}.jpg`;
        return { url, card: `${url}.320.webp`, detail: `${url}.960.webp` };
      }),
    onBatch: (done) => {
      if (performance.now() - last > 5000 || done === ADS) {
        last = performance.now();
        log(`  seeded ${done.toLocaleString('en-IN')} ads (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
      }
    },
  });
  // Popular searches, so suggestions rank something real.
  await db.query(`INSERT INTO search_words (word, hits)
    SELECT w, (200 - row_number() OVER ())::int FROM (SELECT DISTINCT lower(split_part(title, ' ', 1) || ' ' || split_part(title, ' ', 2)) AS w
      FROM (SELECT title FROM ads ORDER BY id LIMIT 5000) t) x LIMIT 150 ON CONFLICT DO NOTHING`);
  await db.exec('VACUUM ANALYZE');
  const adIds = (
    await db.query<{ id: number }>(`SELECT id::int AS id FROM ads WHERE status = 'active' ORDER BY random() LIMIT 500`)
  ).rows.map((r) => r.id);
  log(`  ${n.toLocaleString('en-IN')} ads in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return { seconds: (performance.now() - t0) / 1000, adIds };
}

// --- Scenarios ----------------------------------------------------------------------------------

interface Scenario {
  name: string;
  requests: { method: 'GET' | 'POST'; path: string; body?: string }[];
  /** The same work without HTTP: the service call the route makes. */
  direct: (ctx: AppContext, i: number) => Promise<unknown>;
}

const CATS = ['Mobiles+Tablets', 'Cars+Bikes', 'Electronics+Appliances', 'Properties', 'Furniture', 'Jobs'];
const SEARCHES = [
  'iphone 13',
  'honda city',
  'royal enfield',
  'sofa',
  'samsung galaxy',
  '2 bhk',
  'guitar',
  'laptop',
  'activa',
  'saree',
];
const TYPOS = [
  'iphon',
  'hondaa city',
  'i phone',
  'samsng galaxy',
  'royal enfeld',
  'activaa',
  'gitar',
  'lapto',
  'sofaa',
  'macbok',
];
const PREFIXES = ['ip', 'hon', 'sof', 'mob', 'roy', 'lap', 'sam', 'gui', 'act', 'sar'];

function scenarios(cities: string[], adIds: number[]): Scenario[] {
  const qs = (o: Record<string, string>) => new URLSearchParams(o).toString();
  const searchOf =
    (params: Record<string, string>[]): Scenario['direct'] =>
    async (ctx, i) => {
      const q = params[i % params.length]!;
      return search(ctx, filterFromQuery(q), parseSort(q.sort), { limit: Number(q.limit ?? 200), offset: 0 });
    };
  const latest = [{ sort: '-created_on', limit: '12' }];
  const featured = [{ featured: 'true', limit: '10' }];
  const catCity = CATS.flatMap((category) =>
    cities.slice(0, 4).map((city) => ({ category, city, limit: '12', sort: '-created_on' })),
  );
  const text = SEARCHES.map((s) => ({ search: s, limit: '12' }));
  const typo = TYPOS.map((s) => ({ search: s, limit: '12' }));
  const gets = (params: Record<string, string>[]) =>
    params.map((p) => ({ method: 'GET' as const, path: `/api/search-product/?${qs(p)}` }));
  return [
    { name: 'home latest', requests: gets(latest), direct: searchOf(latest) },
    { name: 'home featured', requests: gets(featured), direct: searchOf(featured) },
    { name: 'category + city', requests: gets(catCity), direct: searchOf(catCity) },
    { name: 'full-text search', requests: gets(text), direct: searchOf(text) },
    { name: 'typo search', requests: gets(typo), direct: searchOf(typo) },
    {
      name: 'suggestions',
      requests: PREFIXES.map((p) => ({
        method: 'POST' as const,
        path: '/api/any-request/',
        body: JSON.stringify({ search: p, action: 'SEARCH_WORD' }),
      })),
      direct: (ctx, i) => suggest(ctx, PREFIXES[i % PREFIXES.length]!),
    },
    {
      name: 'ad detail',
      requests: adIds.map((id) => ({ method: 'GET' as const, path: `/api/products/${id}/` })),
      direct: async (ctx, i) => {
        const id = adIds[i % adIds.length]!;
        return loadAd(ctx.db, id); // views are written in batches, once a second
      },
    },
  ];
}

// --- Measuring ----------------------------------------------------------------------------------

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

interface Result {
  name: string;
  rps: number;
  /** Server CPU time (user + system) per request: what a request costs, whatever else runs. */
  cpuMs: number;
  load: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  direct50?: number;
}

/** CPU time used so far by a process, in ms (utime + stime from /proc). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux
}
const loadAverage = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

async function load(s: Scenario, seconds: number, pid: number): Promise<Result> {
  const cpu0 = cpuMsOf(pid);
  const latencies: number[] = [];
  let errors = 0;
  const instance = autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
    requests: s.requests,
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
    if (status >= 400) errors += 1;
  });
  const out = await instance;
  const cpu = cpuMsOf(pid) - cpu0;
  latencies.sort((a, b) => a - b);
  return {
    name: s.name,
    rps: out.requests.total / seconds,
    cpuMs: cpu / Math.max(1, out.requests.total),
    load: loadAverage(),
    p50: pct(latencies, 50),
    p95: pct(latencies, 95),
    p99: pct(latencies, 99),
    errors: errors + out.errors + out.timeouts,
  };
}

function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', SEED: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('Haat is running')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

/** Peak resident memory of a process (VmHWM), in MB. */
const peakRss = (pid: number) => {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

function dirSize(dir: string): number {
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    total += e.isDirectory() ? dirSize(p) : statSync(p).size;
  }
  return total;
}

async function run(engine: 'pglite' | 'postgres') {
  log(`\n== ${engine}: ${ADS.toLocaleString('en-IN')} ads ==`);
  const dataDir = path.join(benchDir, `${engine}-${ADS}`);
  let databaseUrl: string | undefined;
  const open = async () => (databaseUrl ? openPostgres(databaseUrl) : openPglite(path.join(dataDir, 'pglite')));
  let seeded = { seconds: NaN, adIds: [] as number[] };

  if (engine === 'postgres') {
    const u = new URL(process.env.DATABASE_URL!);
    const name = `haat_bench_${ADS}`;
    const admin = new pg.Client({ connectionString: u.toString() });
    await admin.connect();
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount;
    if (!REUSE || !exists) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
    }
    await admin.end();
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    const db = await open();
    seeded = !REUSE || !exists ? await seed(db) : { seconds: NaN, adIds: await sampleIds(db) };
    await db.close();
  } else {
    const reuse = REUSE && existsSync(path.join(dataDir, 'pglite'));
    if (!reuse) rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    const db = await open();
    seeded = reuse ? { seconds: NaN, adIds: await sampleIds(db) } : await seed(db);
    await db.close();
  }
  const size = engine === 'pglite' ? dirSize(path.join(dataDir, 'pglite')) / 1024 / 1024 : NaN;

  const ctxDb = await open();
  const cities = (await popularCities(ctxDb)).map((c) => c.name);
  await ctxDb.close();
  const list = scenarios(cities, seeded.adIds);

  const server = await startServer(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir });
  const results: Result[] = [];
  let rss = NaN;
  try {
    for (const s of list) {
      await load(s, 5, server.pid!); // warm-up: caches, plans, the WASM tier-up
      const r = await load(s, DURATION, server.pid!);
      results.push(r);
      log(
        `  ${s.name.padEnd(18)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  CPU ${r.cpuMs.toFixed(2)} ms/req  load ${r.load}  errors ${r.errors}`,
      );
    }
  } finally {
    rss = peakRss(server.pid!);
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }

  // The same queries straight on the database, one at a time, no HTTP.
  const db = await open();
  const ctx: AppContext = { config: loadConfig({ ...process.env, DATA_DIR: dataDir }), db, now: () => new Date() };
  for (const [i, s] of list.entries()) {
    const times: number[] = [];
    for (let k = 0; k < 20; k++) await s.direct(ctx, k);
    for (let k = 0; k < 300; k++) {
      const t = performance.now();
      await s.direct(ctx, k);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    results[i]!.direct50 = pct(times, 50);
  }
  await db.close();

  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.cpuMs.toFixed(2)} | ${(1000 / r.cpuMs).toFixed(0)} | ${r.direct50!.toFixed(2)} | ${(r.p50 / r.direct50!).toFixed(1)}× | ${r.load} | ${r.errors} |`,
  );
  const md = [
    `### ${engine}, ${ADS.toLocaleString('en-IN')} ads`,
    '',
    `Seeded in ${Number.isNaN(seeded.seconds) ? 'n/a (reused)' : `${seeded.seconds.toFixed(0)} s`}` +
      (engine === 'pglite' ? `; data dir ${size.toFixed(0)} MB` : '') +
      `; server peak RSS **${rss.toFixed(0)} MB**; ${CONNECTIONS} connections, ${DURATION} s per scenario after 5 s warm-up.`,
    '',
    '| scenario | req/s | p50 ms | p95 ms | p99 ms | server CPU ms/req | req/s per idle core | direct p50 ms | HTTP p50 / direct | load avg | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
  ].join('\n');
  mkdirSync(benchDir, { recursive: true });
  writeFileSync(path.join(benchDir, `results-${engine}-${ADS}.md`), md);
  log('\n' + md);
}

async function sampleIds(db: Db) {
  return (
    await db.query<{ id: number }>(
      `SELECT id::int AS id FROM ads WHERE status = 'active' AND expires_at > now() ORDER BY random() LIMIT 500`,
    )
  ).rows.map((r) => r.id);
}

const engines = (process.env.BENCH_ENGINES ?? (process.env.DATABASE_URL ? 'pglite,postgres' : 'pglite')).split(',');
if (engines.includes('pglite')) await run('pglite');
if (engines.includes('postgres') && process.env.DATABASE_URL) await run('postgres');
