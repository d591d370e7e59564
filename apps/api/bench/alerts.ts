/**
 * `npm run bench:alerts -w @haat/api`: what saved-search alerts cost posting. On a fresh embedded
 * database (the real migrations and categories), it stores BENCH_SAVED saved searches (default
 * 10,000: words, categories and cities drawn like real ones), then posts BENCH_POSTS ads (200)
 * through the whole app (`POST /api/product/`, in-process) three ways, in one run: with no saved
 * searches, with them stored and the jobs runner matching every 30 s as the server does, and with the
 * matcher running without pause beside the posts (the worst case). Prints posting p50/p95/p99 for each, as ratios to the first, and what one
 * matcher run over the new ads takes. Writes bench-data/alerts.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { loadConfig, repoRoot } from '../src/config';
import { createAppContext } from '../src/context';
import { openPglite } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';
import { createSession } from '../src/http/auth';
import { alertSavedSearches } from '../src/features/savedSearches/service';
import { buildServer } from '../src/server';
import { rng } from '../src/seed/demo-ads-catalog';
import { pct } from './load';

const SAVED = Number(process.env.BENCH_SAVED ?? 10_000);
const POSTS = Number(process.env.BENCH_POSTS ?? 200);
const log = (s: string) => process.stdout.write(s + '\n');

const CITIES: [string, string][] = [
  ['Pune', 'Maharashtra'],
  ['Mumbai', 'Maharashtra'],
  ['Bengaluru', 'Karnataka'],
  ['Delhi', 'Delhi'],
  ['Lucknow', 'Uttar Pradesh'],
  ['Jaipur', 'Rajasthan'],
];
const WORDS = ['royal enfield', 'swift', 'iphone', 'activa', 'sofa', 'laptop', 'pulsar', 'creta', 'redmi', null];
const PRICES = [20_000, 50_000, 100_000, 200_000, 300_000, 500_000, 800_000, 1_500_000];
const CATEGORIES: [string, string, string][] = [
  ['Cars+Bikes', 'cars', 'Maruti Swift VXi'],
  ['Cars+Bikes', 'bikes', 'Royal Enfield Classic 350'],
  ['Mobiles+Tablets', 'mobile-phones', 'Apple iPhone 13'],
];

const random = rng(7);
const draw = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

async function main() {
  const config = loadConfig({ ...process.env, DATA_DIR: path.join(repoRoot, 'bench-data', 'alerts-unused') });
  const db = await openPglite(undefined);
  await prepareDatabase(db);
  const ctx = createAppContext({
    config: { ...config, ADS_PER_DAY: 1_000_000, SEARCH_PER_MINUTE: 0 },
    db,
    log: pino({ level: 'silent' }),
  });
  const app = await buildServer(ctx, { serveApp: false });
  await app.ready();

  const user = async (i: number) => {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (mobile, name, created_on) VALUES ($1, $2, now() - interval '2 days') RETURNING id::int AS id`,
      [`8${String(i).padStart(9, '0')}`, `Bench ${i}`],
    );
    return { id: rows[0]!.id, token: await createSession(db, rows[0]!.id, new Date()) };
  };
  const seller = await user(0);

  const post = async () => {
    const [category, sub, title] = draw(CATEGORIES);
    const [city, state] = draw(CITIES);
    const t0 = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/product/',
      headers: { authorization: `Bearer ${seller.token}` },
      payload: {
        title: `${title} ${Math.floor(random() * 1000)}`,
        description: 'Bench ad.',
        price: 10000,
        category,
        sub_category: sub,
        city,
        state,
        data: { brand: 'Bench' },
      },
    });
    if (res.statusCode !== 201) throw new Error(`post answered ${res.statusCode}: ${res.body}`);
    return performance.now() - t0;
  };
  const round = async (name: string, beside?: () => Promise<unknown>) => {
    let running = true;
    const matcher = beside
      ? (async () => {
          while (running) await beside();
        })()
      : undefined;
    const times: number[] = [];
    for (let i = 0; i < POSTS; i++) times.push(await post());
    running = false;
    await matcher;
    times.sort((a, b) => a - b);
    return { name, p50: pct(times, 50), p95: pct(times, 95), p99: pct(times, 99) };
  };

  for (let i = 0; i < 20; i++) await post(); // warm
  const rows = [await round('no saved searches')];

  log(`storing ${SAVED.toLocaleString('en-IN')} saved searches…`);
  const savers = await Promise.all(Array.from({ length: Math.ceil(SAVED / 20) }, (_, i) => user(i + 1)));
  const t0 = performance.now();
  for (let i = 0; i < SAVED; i++) {
    const saver = savers[Math.floor(i / 20)]!;
    const words = draw(WORDS);
    const [category] = draw(CATEGORIES);
    const [city, state] = draw(CITIES);
    const res = await app.inject({
      method: 'POST',
      url: '/api/saved-searches/',
      headers: { authorization: `Bearer ${saver.token}` },
      payload: {
        filter: {
          search: words,
          category: i % 3 ? category : null,
          location: i % 4 ? { city, state } : null,
          max_price: i % 2 ? draw(PRICES) : null,
          min_price: i % 5 ? null : Math.floor(random() * 20) * 1000,
        },
      },
    });
    if (res.statusCode !== 201) throw new Error(`save answered ${res.statusCode}: ${res.body}`);
  }
  log(`  stored in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  // Everything posted so far is matched once, so the rounds below start from an empty queue
  await alertSavedSearches(ctx);

  rows.push(await round(`${SAVED.toLocaleString('en-IN')} stored, the jobs runner's matcher every 30 s`));
  const runs: number[] = [];
  rows.push(
    await round(`${SAVED.toLocaleString('en-IN')} stored, the matcher running without pause (worst case)`, async () => {
      const s = performance.now();
      await alertSavedSearches(ctx);
      runs.push(performance.now() - s);
      await new Promise((r) => setTimeout(r, 1000));
    }),
  );
  // One run over a batch of new ads, as the jobs runner meets them every 30 s
  for (let i = 0; i < 50; i++) await post();
  const distinct = (await db.query<{ n: number }>('SELECT count(DISTINCT filter::text)::int AS n FROM saved_searches'))
    .rows[0]!.n;
  const s = performance.now();
  await alertSavedSearches(ctx);
  const batch = performance.now() - s;

  const base = rows[0]!;
  const table = [
    `# Posting with saved searches stored (PGlite, in-process, ${POSTS} posts a round)`,
    '',
    '| round | p50 ms | p95 ms | p99 ms | p95 ÷ none |',
    '|---|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${(r.p95 / base.p95).toFixed(2)} |`,
    ),
    '',
    `A matcher run over 50 new ads against ${SAVED.toLocaleString('en-IN')} saved searches (${distinct.toLocaleString('en-IN')} distinct filters): ${batch.toFixed(0)} ms` +
      (runs.length
        ? `; runs beside the posts: ${runs.length}, median ${pct(
            [...runs].sort((a, b) => a - b),
            50,
          ).toFixed(0)} ms.`
        : '.'),
    '',
  ].join('\n');
  log('\n' + table);
  mkdirSync(path.join(repoRoot, 'bench-data'), { recursive: true });
  writeFileSync(path.join(repoRoot, 'bench-data', 'alerts.md'), table);
  await app.close();
  await db.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
