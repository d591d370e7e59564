/**
 * `npm run bench:compare -w @haat/api`: this checkout's search against another's (BENCH_BASE: the
 * root of a checkout of the version to compare with, its dependencies installed or linked), in one
 * run on one machine, so its speed and whatever else it is doing cancel out of the ratio.
 *
 * One catalogue of BENCH_ADS ads (default 20,000) is seeded under the base's migrations and copied:
 * the base's server runs on the one copy, this checkout's on the other (which migrates it on
 * start, as an upgrade would). Both start once; then, round after round (BENCH_ROUNDS, 3), each
 * scenario is offered to one server and then the other (the order swapped every round) at the
 * same rate (BENCH_RATE req/s, 40) for BENCH_DURATION seconds (8), after a warm-up of each. Prints
 * p50/p95/p99 per server and the ratio of the p95s (the median of the rounds' p95s, this one's over
 * the base's), and writes them to bench-data/compare-<engine>-<ads>.md. On PGlite, and on the
 * PostgreSQL server of DATABASE_URL too when it is set (BENCH_ENGINES: pglite,postgres), in two
 * databases made there for the run; both copies are removed after it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../src/config';
import pg from 'pg';
import { openPglite, openPostgres, type Db } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedReference } from '../src/seed/reference';
import { insertGeneratedAds, popularCities } from '../src/seed/demo-ads';
import { generateAds, type GeneratedAd } from '../src/seed/demo-ads-catalog';
import type { LoadJob, LoadResult, Req } from './load';
import { HINDI_SEARCHES, OFFSETS, SEARCHES, SORTS, TYPOS } from './searches';

const ADS = Number(process.env.BENCH_ADS ?? 20_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const RATE = Number(process.env.BENCH_RATE ?? 40);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BASE = process.env.BENCH_BASE;
const apiDir = path.resolve(repoRoot, 'apps/api');
const benchDir = path.join(repoRoot, 'bench-data');
const log = (s: string) => process.stdout.write(s + '\n');

if (!BASE || !existsSync(path.join(BASE, 'apps/api/migrations'))) {
  throw new Error('Set BENCH_BASE to the root of a checkout of the version to compare with.');
}
const baseApi = path.join(path.resolve(BASE), 'apps/api');

function build(dir: string) {
  if (spawnSync(process.execPath, ['build.mjs'], { cwd: dir, stdio: 'inherit' }).status !== 0) {
    throw new Error(`the server in ${dir} could not be built (build.mjs)`);
  }
}

/** The catalogue, under the base's schema; returns the popular cities' names. */
async function seed(db: Db): Promise<string[]> {
  const t0 = performance.now();
  await migrate(db, path.join(baseApi, 'migrations'));
  await seedReference(db);
  const sellers = Math.max(100, Math.round(ADS / 100));
  await db.query(
    `INSERT INTO users (mobile, name) SELECT (7000000000 + g)::text, 'Seller ' || g FROM generate_series(1, $1::int) g`,
    [sellers],
  );
  const owners = (await db.query<{ id: number }>('SELECT id::int AS id FROM users ORDER BY id')).rows.map((r) => r.id);
  const cities = await popularCities(db);
  const now = new Date();
  const span = 29 * 24 * 3600;
  function* inTimeOrder(ads: Iterable<GeneratedAd>): Generator<GeneratedAd> {
    let i = 0;
    for (const ad of ads) yield { ...ad, ageSeconds: Math.floor(span * (1 - i++ / ADS)) };
  }
  await insertGeneratedAds(db, inTimeOrder(generateAds(ADS, cities, 99, now.getUTCFullYear())), {
    owners,
    now,
    batch: 5000,
  });
  await db.exec('VACUUM ANALYZE');
  log(`  seeded ${ADS.toLocaleString('en-IN')} ads in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  return cities.map((c) => c.name);
}

function start(dir: string, port: number, env: Record<string, string>): Promise<ChildProcess> {
  const { DATABASE_URL: _, ...inherited } = process.env;
  const child = spawn(process.execPath, ['dist/main.mjs'], {
    cwd: dir,
    env: {
      MALLOC_ARENA_MAX: '2',
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: '0',
      LOG_LEVEL: 'warn',
      SEARCH_PER_MINUTE: '0',
      ...env,
    },
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

async function phase(pool: Req[], port: number, pid: number, seconds: number): Promise<LoadResult> {
  const job: LoadJob = { mode: 'paced', pool, seconds, connections: CONNECTIONS, rate: RATE, port, serverPid: pid };
  const file = path.join(benchDir, `compare-job-${port}.json`);
  writeFileSync(file, JSON.stringify(job));
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/load.ts', file], {
      cwd: apiDir,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout!.on('data', (d: Buffer) => (text += d.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`load generator exited with ${code}`))));
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as LoadResult;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

mkdirSync(benchDir, { recursive: true });
build(baseApi);
build(apiDir);
const engines = (process.env.BENCH_ENGINES ?? (process.env.DATABASE_URL ? 'pglite,postgres' : 'pglite')).split(',');
for (const engine of engines) if (engine === 'pglite' || process.env.DATABASE_URL) await compare(engine);

/** Two copies of one catalogue, the base's server on one and this checkout's on the other. */
async function prepare(
  engine: string,
): Promise<{ cities: string[]; env: Record<'base' | 'head', Record<string, string>>; drop: () => Promise<void> }> {
  log(`\n== search, this checkout against ${BASE}: ${ADS.toLocaleString('en-IN')} ads on ${engine} ==`);
  if (engine === 'pglite') {
    const dirs = { base: path.join(benchDir, `compare-base-${ADS}`), head: path.join(benchDir, `compare-head-${ADS}`) };
    for (const d of Object.values(dirs)) rmSync(d, { recursive: true, force: true });
    mkdirSync(dirs.base, { recursive: true });
    const db = await openPglite(path.join(dirs.base, 'pglite'));
    const cities = await seed(db);
    await db.close();
    cpSync(dirs.base, dirs.head, { recursive: true });
    const drop = async () => {
      for (const d of Object.values(dirs)) rmSync(d, { recursive: true, force: true });
    };
    return { cities, env: { base: { DATA_DIR: dirs.base }, head: { DATA_DIR: dirs.head } }, drop };
  }
  const names = { base: `haat_compare_base_${ADS}`, head: `haat_compare_head_${ADS}` };
  const url = (name: string) => {
    const u = new URL(process.env.DATABASE_URL!);
    u.pathname = `/${name}`;
    return u.toString();
  };
  const admin = async (...statements: string[]) => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    for (const sql of statements) await c.query(sql);
    await c.end();
  };
  await admin(
    ...Object.values(names).map((n) => `DROP DATABASE IF EXISTS ${n} WITH (FORCE)`),
    `CREATE DATABASE ${names.base}`,
  );
  const db = await openPostgres(url(names.base));
  const cities = await seed(db);
  await db.close();
  await admin(`CREATE DATABASE ${names.head} TEMPLATE ${names.base}`);
  return {
    cities,
    env: { base: { DATABASE_URL: url(names.base) }, head: { DATABASE_URL: url(names.head) } },
    drop: () => admin(...Object.values(names).map((n) => `DROP DATABASE IF EXISTS ${n} WITH (FORCE)`)),
  };
}

async function compare(engine: string) {
  const { cities, env, drop } = await prepare(engine);
  const get = (o: Record<string, string>): Req => {
    const q = Object.fromEntries(Object.entries(o).filter(([, v]) => v !== '' && v !== '0'));
    return { method: 'GET', path: `/api/search-product/?${new URLSearchParams(q).toString()}` };
  };
  const searches = (terms: string[]) =>
    terms.flatMap((search) =>
      ['', ...cities].flatMap((city) =>
        SORTS.flatMap((sort) => OFFSETS.map((offset) => get({ search, city, sort, offset, limit: '12' }))),
      ),
    );
  const scenarios = [
    { name: 'full-text search', pool: searches(SEARCHES) },
    { name: 'typo search', pool: searches(TYPOS) },
    { name: 'hindi search', pool: searches(HINDI_SEARCHES) },
  ];

  const servers = {
    base: { port: 3221, proc: await start(baseApi, 3221, env.base) },
    head: { port: 3222, proc: await start(apiDir, 3222, env.head) },
  };
  type Side = keyof typeof servers;
  const results = new Map<string, Record<Side, LoadResult[]>>(scenarios.map((s) => [s.name, { base: [], head: [] }]));
  try {
    for (const s of scenarios) {
      for (const side of ['base', 'head'] as const) {
        await phase(s.pool, servers[side].port, servers[side].proc.pid!, 4); // warm-up: caches, plans, WASM tier-up
      }
    }
    for (let round = 0; round < ROUNDS; round++) {
      const order: Side[] = round % 2 ? ['head', 'base'] : ['base', 'head'];
      for (const s of scenarios) {
        for (const side of order) {
          const r = await phase(s.pool, servers[side].port, servers[side].proc.pid!, DURATION);
          results.get(s.name)![side].push(r);
          log(
            `  round ${round + 1} ${s.name.padEnd(17)} ${side}  p50 ${r.p50.toFixed(1)}  p95 ${r.p95.toFixed(1)}  p99 ${r.p99.toFixed(1)} ms  ${r.rps.toFixed(0)} req/s  errors ${r.errors}`,
          );
        }
      }
    }
  } finally {
    await Promise.all(
      Object.values(servers).map((s) => {
        s.proc.kill('SIGTERM');
        return new Promise((r) => s.proc.once('exit', r));
      }),
    );
    await drop();
  }

  const rows = scenarios.map((s) => {
    const r = results.get(s.name)!;
    const m = (side: Side, k: 'p50' | 'p95' | 'p99') => median(r[side].map((x) => x[k]));
    const errors = [...r.base, ...r.head].reduce((n, x) => n + x.errors, 0);
    return `| ${s.name} | ${s.pool.length.toLocaleString('en-IN')} | ${m('base', 'p50').toFixed(1)} | ${m('base', 'p95').toFixed(1)} | ${m('head', 'p50').toFixed(1)} | ${m('head', 'p95').toFixed(1)} | **${(m('head', 'p95') / m('base', 'p95')).toFixed(2)}** | ${errors} |`;
  });
  const md = [
    `### Search, this checkout ÷ base, ${ADS.toLocaleString('en-IN')} ads on ${engine}`,
    '',
    `${ROUNDS} rounds of ${DURATION} s per scenario and server at ${RATE} req/s (random arrivals, ${CONNECTIONS} connections), the order swapped every round; medians of the rounds.`,
    '',
    '| scenario | distinct requests | base p50 ms | base p95 ms | this p50 ms | this p95 ms | p95 ratio | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
  ].join('\n');
  writeFileSync(path.join(benchDir, `compare-${engine}-${ADS}.md`), md);
  log('\n' + md);
}
