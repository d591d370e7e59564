/**
 * `npm run bench`: seed BENCH_ADS ads (default 100,000) into a fresh PGlite data dir (and into a
 * fresh database on the PostgreSQL server of DATABASE_URL, when set), start the real server
 * (bundled as `npm start` runs it) as a child process, and drive it over loopback from a third process
 * (`bench/load.ts`: autocannon, then paced arrivals). The home feeds repeat one request (as every
 * visitor does); every other scenario draws each request at random from hundreds or thousands of
 * different ones, so the server's one-second listing cache answers only true repeats, and the
 * table says how many there were. Prints p50/p95/p99 latency and requests/s per scenario, the same
 * service calls run cold and one at a time on the database (no HTTP, no cache), and the server's
 * peak RSS; writes a Markdown table to bench-data/results-<engine>-<ads>.md. The `page:` scenarios
 * (run last) ask for server-rendered HTML pages, with the marketplace built first, count a page
 * sent without its rendered markup as an error, and are reported as ratios to the API search.
 *
 * Env: BENCH_ADS, BENCH_DURATION (s per scenario, 10), BENCH_CONNECTIONS (10), BENCH_PORT (3211),
 * BENCH_REUSE=1 (keep an already seeded data dir), BENCH_ENGINES (pglite,postgres), DATABASE_URL,
 * BENCH_SCENARIOS (names to run, comma-separated, e.g. `full-text,typo`; default all; `chat` alone
 * skips the catalogue), BENCH_CHAT_* (the chat scenario, bench/chat.ts, run last with its own data),
 * BENCH_RATE (req/s of the paced phase for every scenario instead of half its peak: the same
 * offered load for two versions of the code, whatever their peaks).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, repoRoot } from '../src/config';
import pino from 'pino';
import { createAppContext, type AppContext } from '../src/context';
import { openPglite, openPostgres, type Db } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';
import { loadAd } from '../src/features/ads/service';
import { parsePage } from '../src/http/paging';
import { filterFromQuery, parseSort } from '../src/features/search/params';
import { search } from '../src/features/search/search';
import { suggest } from '../src/features/suggest/service';
import { generateAds, rng, type GeneratedAd } from '../src/seed/demo-ads-catalog';
import { insertGeneratedAds, popularCities } from '../src/seed/demo-ads';
import { pct, type LoadJob, type LoadResult, type Req } from './load';
import { peakRss, startServer } from './server';
import { HINDI_SEARCHES, OFFSETS, SEARCHES, SORTS, TYPOS } from './searches';

const ADS = Number(process.env.BENCH_ADS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3211);
const REUSE = process.env.BENCH_REUSE === '1';
/** Scenarios whose name contains one of these (all when unset). */
const ONLY = process.env.BENCH_SCENARIOS?.split(',')
  .map((s) => s.trim().toLowerCase())
  .filter(Boolean);
const PACED_MAX = 500;
const RATE = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : undefined;
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
  const n = await insertGeneratedAds(db, inTimeOrder(generateAds(ADS, cities, 99, now.getUTCFullYear())), {
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

/**
 * Ads arrive oldest first, as a live site's do, so the table's physical order follows created_on
 * (the generator's ages are random; its titles, prices and places are kept).
 */
function* inTimeOrder(ads: Iterable<GeneratedAd>): Generator<GeneratedAd> {
  const span = 29 * 24 * 3600;
  let i = 0;
  for (const ad of ads) yield { ...ad, ageSeconds: Math.floor(span * (1 - i++ / ADS)) };
}

// --- Scenarios ----------------------------------------------------------------------------------

interface Scenario {
  name: string;
  /** The requests drawn from, at random, one per request sent. */
  pool: Req[];
  /** The same work without HTTP or the listing cache: the service call the route makes (none for pages). */
  direct?: (ctx: AppContext, req: Req) => Promise<unknown>;
  /** Text every answer must contain; an answer without it counts as an error. */
  expect?: string;
}

/**
 * What a server-rendered page carries and the bare app shell does not: the data block the browser
 * hydrates from. A render that fails or runs out of time sends the shell, still with a 200.
 */
const RENDERED = '<script type="application/json" id="haat-ssr">';
/** The API scenario the pages' rates are divided by: the search the home page is built from. */
const API_BASELINE = 'home latest';
/** How many different ads the ad-page scenario draws from, so no cache helps. */
const AD_PAGES = 300;

async function scenarios(db: Db, cities: string[], adIds: number[]): Promise<Scenario[]> {
  const categories = (await db.query<{ slug: string }>('SELECT slug FROM categories ORDER BY id')).rows.map(
    (r) => r.slug,
  );
  // Prefixes people type: the first 2 to 5 letters of title words and of the searches above.
  const words = (await db.query<{ word: string }>('SELECT word FROM search_lexicon')).rows.map((r) => r.word);
  const prefixes = [
    ...new Set(
      [...words, ...SEARCHES].flatMap((w) => [2, 3, 4, 5].filter((k) => w.length > k).map((k) => w.slice(0, k))),
    ),
  ];
  const get = (o: Record<string, string>): Req => {
    const q = Object.fromEntries(Object.entries(o).filter(([, v]) => v !== '' && v !== '0'));
    return { method: 'GET', path: `/api/search-product/?${new URLSearchParams(q).toString()}` };
  };
  const places = ['', ...cities];
  const cross = <T>(...lists: T[][]): T[][] =>
    lists.reduce<T[][]>((acc, list) => acc.flatMap((xs) => list.map((x) => [...xs, x])), [[]]);
  const searches = (terms: string[]) =>
    cross(terms, places, SORTS, OFFSETS).map(([search, city, sort, offset]) =>
      get({ search: search!, city: city!, sort: sort!, offset: offset!, limit: '12' }),
    );
  const listing: Scenario['direct'] = (ctx, req) => {
    const q = Object.fromEntries(new URL(req.path, 'http://bench').searchParams);
    return search(ctx, filterFromQuery(q), parseSort(q.sort), parsePage(q));
  };
  return [
    { name: 'home latest', pool: [get({ sort: '-created_on', limit: '12' })], direct: listing },
    { name: 'home featured', pool: [get({ featured: 'true', limit: '10' })], direct: listing },
    {
      name: 'category + city',
      pool: cross(categories, cities, SORTS, OFFSETS).map(([category, city, sort, offset]) =>
        get({ category: category!, city: city!, sort: sort!, offset: offset!, limit: '12' }),
      ),
      direct: listing,
    },
    { name: 'full-text search', pool: searches(SEARCHES), direct: listing },
    { name: 'typo search', pool: searches(TYPOS), direct: listing },
    { name: 'hindi search', pool: searches(HINDI_SEARCHES), direct: listing },
    {
      name: 'suggestions',
      pool: prefixes.map((p) => ({
        method: 'POST' as const,
        path: '/api/any-request/',
        body: JSON.stringify({ search: p, action: 'SEARCH_WORD' }),
      })),
      direct: (ctx, req) => suggest(ctx, (JSON.parse(req.body!) as { search: string }).search),
    },
    {
      name: 'ad detail',
      pool: adIds.map((id) => ({ method: 'GET' as const, path: `/api/products/${id}/` })),
      // Views are written in batches, once a second, so the read is the work.
      direct: (ctx, req) => loadAd(ctx.db, Number(/\/(\d+)\/$/.exec(req.path)![1])),
    },
    // Server-rendered pages, as a visitor's browser asks for them (issue 37): their rates are read
    // as ratios to the API search above, measured by the same run on the same server.
    { name: 'page: home', pool: [{ method: 'GET', path: '/' }], expect: RENDERED },
    {
      name: `page: ad (${Math.min(AD_PAGES, adIds.length)} ads)`,
      pool: adIds.slice(0, AD_PAGES).map((id) => ({ method: 'GET' as const, path: `/view/${id}/` })),
      expect: RENDERED,
    },
    { name: 'page: category', pool: [{ method: 'GET', path: '/search/Cars+Bikes/' }], expect: RENDERED },
  ];
}

/** The marketplace's browser files and server renderer, which the pages need (as `npm start` builds them). */
let marketplaceBuilt = false;
function buildMarketplace() {
  if (marketplaceBuilt) return;
  log('  building the marketplace for the page scenarios (npm run build -w @haat/marketplace)');
  const built = spawnSync('npm', ['run', 'build', '-w', '@haat/marketplace', '--silent'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('the marketplace could not be built (npm run build -w @haat/marketplace)');
  marketplaceBuilt = true;
}

/**
 * One request of each page scenario before any load: a page that comes back unrendered here would
 * make every figure after it the bare app shell's, so the bench stops and says why.
 */
async function checkPagesRender(list: Scenario[]) {
  for (const s of list.filter((x) => x.expect)) {
    const req = s.pool[0]!;
    const res = await fetch(`http://127.0.0.1:${PORT}${req.path}`);
    const body = await res.text();
    if (res.status !== 200 || !body.includes(s.expect!)) {
      throw new Error(
        `${s.name}: GET ${req.path} answered ${res.status} without server-rendered markup (${s.expect}). ` +
          'The server renders pages only with the marketplace built (dist/ and dist-server/) and SSR on ' +
          '(SSR=0 in the environment turns it off); see its warnings above.',
      );
    }
  }
}

// --- Measuring ----------------------------------------------------------------------------------

interface Result extends LoadResult {
  name: string;
  /** Requests the pool holds. */
  distinct: number;
  direct50?: number;
  direct95?: number;
  /** The same scenario held at half the requests/s it peaked at. */
  half?: LoadResult;
}

/** One load phase, from a process of its own (`bench/load.ts`): see there why not from this one. */
async function loadPhase(s: Scenario, mode: LoadJob['mode'], seconds: number, pid: number, rate = 0): Promise<Result> {
  const job: LoadJob = {
    mode,
    pool: s.pool,
    seconds,
    connections: CONNECTIONS,
    rate,
    port: PORT,
    serverPid: pid,
    expect: s.expect,
  };
  mkdirSync(benchDir, { recursive: true }); // a PostgreSQL-only run has no data dir of its own here
  const file = path.join(benchDir, 'load-job.json');
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
  const r = JSON.parse(out.trim().split('\n').at(-1)!) as LoadResult;
  return { ...r, name: s.name, distinct: s.pool.length };
}

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
  const list = (await scenarios(ctxDb, cities, seeded.adIds)).filter(
    (s) => !ONLY?.length || ONLY.some((o) => s.name.includes(o)),
  );
  await ctxDb.close();
  if (list.some((s) => s.expect)) buildMarketplace();

  const server = await startServer(PORT, databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir });
  const results: Result[] = [];
  let rss = NaN;
  /** Pages the server rendered, warm-ups included: the issue reads RSS after so many renders. */
  let pages = 0;
  try {
    await checkPagesRender(list);
    for (const s of list) {
      const warm = await loadPhase(s, 'peak', 5, server.pid!); // warm-up: caches, plans, the WASM tier-up
      const r = await loadPhase(s, 'peak', DURATION, server.pid!);
      // Latency as a visitor sees it on a busy but not overrun server: half the peak rate, at most
      // PACED_MAX/s (past that the load generator's HTTP client, not the server, sets the pace).
      // BENCH_RATE holds every scenario at one rate instead, to compare versions at equal load.
      r.half = await loadPhase(s, 'paced', DURATION, server.pid!, Math.min(PACED_MAX, Math.max(1, RATE ?? r.rps / 2)));
      results.push(r);
      if (s.expect) pages += warm.requests + r.requests + r.half.requests;
      const h = r.half;
      log(
        `  ${s.name.padEnd(18)} peak ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)}  p95 ${r.p95.toFixed(1)}  p99 ${r.p99.toFixed(1)} ms | half ${h.rps.toFixed(0)} req/s  p50 ${h.p50.toFixed(1)}  p95 ${h.p95.toFixed(1)}  p99 ${h.p99.toFixed(1)} ms | CPU ${r.cpuMs.toFixed(2)} ms/req  load ${r.load}  errors ${r.errors + h.errors}`,
      );
    }
  } finally {
    rss = peakRss(server.pid!);
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }

  // The same service calls straight on the database, one at a time, no HTTP: 300 different
  // requests of each pool (fewer when the pool is smaller), each once, on a fresh context, so no
  // cache of the server's helps: what a request costs when nobody asked it just before.
  const db = await open();
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  // The server's caches hang off the context and the db handle: new ones start cold.
  const cold = (): AppContext => createAppContext({ config, db: { ...db }, log: pino({ level: 'silent' }) });
  for (const [i, s] of list.entries()) {
    if (!s.direct) continue;
    const draw = rng(11);
    const picks = [...s.pool].sort(() => draw() - 0.5).slice(0, 300);
    const times: number[] = [];
    for (let k = 0; k < 300; k++) {
      const req = picks[k % picks.length]!;
      const t = performance.now();
      await s.direct(cold(), req);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    results[i]!.direct50 = pct(times, 50);
    results[i]!.direct95 = pct(times, 95);
  }
  await db.close();

  const ms = (v: number | undefined) => (v === undefined ? '–' : v.toFixed(2));
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.distinct.toLocaleString('en-IN')} | ${(r.repeats * 100).toFixed(0)} % | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.half!.rps.toFixed(0)} | ${r.half!.p50.toFixed(1)} | **${r.half!.p95.toFixed(1)}** | ${r.half!.p99.toFixed(1)} | ${r.cpuMs.toFixed(2)} | ${ms(r.direct50)} | ${ms(r.direct95)} | ${r.load} | ${r.errors + r.half!.errors} |`,
  );
  const md = [
    `### ${engine}, ${ADS.toLocaleString('en-IN')} ads`,
    '',
    `Seeded in ${Number.isNaN(seeded.seconds) ? 'n/a (reused)' : `${seeded.seconds.toFixed(0)} s`}` +
      (engine === 'pglite' ? `; data dir ${size.toFixed(0)} MB` : '') +
      `; server peak RSS **${rss.toFixed(0)} MB**${pages ? ` (the page scenarios ran last: ${pages.toLocaleString('en-IN')} pages rendered)` : ''}; ${CONNECTIONS} connections, after a 5 s warm-up ${DURATION} s as fast as the server answers (peak), then ${DURATION} s ${RATE ? `at ${Math.min(PACED_MAX, RATE)} req/s (BENCH_RATE)` : `at half that rate (at most ${PACED_MAX}/s)`} with requests at random times.`,
    '',
    '| scenario | distinct requests | repeats < 1 s | peak req/s | peak p50 ms | peak p95 ms | peak p99 ms | half-peak req/s | half-peak p50 ms | half-peak p95 ms | half-peak p99 ms | server CPU ms/req | cold direct p50 ms | cold direct p95 ms | load avg | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    ...pageRatios(results),
  ].join('\n');
  mkdirSync(benchDir, { recursive: true });
  writeFileSync(path.join(benchDir, `results-${engine}-${ADS}.md`), md);
  log('\n' + md);
}

/**
 * Each page scenario's peak rate as a share of the API search's, from the same run on the same
 * server, with the issue's targets: what a machine's speed and its other load cancel out of.
 */
function pageRatios(results: Result[]): string[] {
  const pageResults = results.filter((r) => r.name.startsWith('page: '));
  if (!pageResults.length) return [];
  const api = results.find((r) => r.name === API_BASELINE);
  if (!api) return [`Page ÷ API search: run \`${API_BASELINE}\` too for the ratios (BENCH_SCENARIOS=home,page).`, ''];
  const target = (name: string) => (name === 'page: home' ? '≥ 0.5' : name.startsWith('page: ad') ? '≥ 0.1' : '–');
  return [
    `Page ÷ API search (\`${API_BASELINE}\`, peak ${api.rps.toFixed(0)} req/s), peak requests/s:`,
    '',
    '| page | peak req/s | ÷ API search | target (issue 37) |',
    '|---|---:|---:|---:|',
    ...pageResults.map(
      (r) => `| ${r.name} | ${r.rps.toFixed(0)} | **${(r.rps / api.rps).toFixed(3)}** | ${target(r.name)} |`,
    ),
    '',
  ];
}

async function sampleIds(db: Db) {
  return (
    await db.query<{ id: number }>(
      `SELECT id::int AS id FROM ads WHERE status = 'active' AND expires_at > now() ORDER BY random() LIMIT 500`,
    )
  ).rows.map((r) => r.id);
}

if (spawnSync(process.execPath, ['build.mjs'], { cwd: apiDir, stdio: 'inherit' }).status !== 0) {
  throw new Error('the server could not be built (build.mjs)');
}
const engines = (process.env.BENCH_ENGINES ?? (process.env.DATABASE_URL ? 'pglite,postgres' : 'pglite')).split(',');
const catalogue = !ONLY?.length || ONLY.some((o) => !'chat'.includes(o));
if (catalogue && engines.includes('pglite')) await run('pglite');
if (catalogue && engines.includes('postgres') && process.env.DATABASE_URL) await run('postgres');
// The chat scenario: a small database of its own, its own server and load process (bench/chat.ts).
if (!ONLY?.length || ONLY.some((o) => 'chat'.includes(o))) {
  const env = { ...process.env, BENCH_BUILT: '1' };
  const chat = spawnSync(process.execPath, ['--import', 'tsx', 'bench/chat.ts'], {
    cwd: apiDir,
    env,
    stdio: 'inherit',
  });
  if (chat.status !== 0) throw new Error('the chat scenario failed (bench/chat.ts)');
}
