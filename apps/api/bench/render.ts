/**
 * `npm run bench:render -w @haat/api`: what a server render of a public page costs, in-process.
 * Seeds 500 ads into a fresh embedded database, answers the renderer's API calls through the whole
 * app once per address (then from memory, so only rendering is timed), and renders home, a search
 * and an ad page 200 times each (BENCH_RENDERS) with every renderer named, interleaved so the
 * machine's noise falls on all alike:
 *   BENCH_SSR=path/to/dist-server/entry-server.js[,another…]   (default: this checkout's build)
 * Prints the median and p95 per page and renderer, and styled-components' share: the CPU time the
 * profiler saw in styled-components' own code and stylis (style generation, hashing, collection) per
 * render, and the CSS a page carries (gzip bytes): the render's own style tags, and the build's
 * stylesheet (dist/assets/*.css beside the renderer's dist-server/). Compare an old build with a new
 * one in one run, as a ratio.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import pino from 'pino';
import { loadConfig, repoRoot } from '../src/config';
import { createAppContext } from '../src/context';
import { openPglite } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';
import { generateAds } from '../src/seed/demo-ads-catalog';
import { insertGeneratedAds, popularCities } from '../src/seed/demo-ads';
import { buildServer } from '../src/server';
import { pct } from './load';

const RENDERS = Number(process.env.BENCH_RENDERS ?? 200);
const entries = (process.env.BENCH_SSR ?? path.join(repoRoot, 'apps/marketplace/dist-server/entry-server.js'))
  .split(',')
  .map((p) => path.resolve(repoRoot, p));
const log = (s: string) => process.stdout.write(s + '\n');

interface Renderer {
  render(input: { path: string; search: string; fetch: typeof fetch; location: unknown }): Promise<{
    html: string;
    styles: string;
  }>;
}

interface ProfileNode {
  id: number;
  callFrame: { url: string };
  hitCount?: number;
}

async function main() {
  const config = loadConfig({ ...process.env, DATA_DIR: path.join(repoRoot, 'bench-data', 'render-unused') });
  const db = await openPglite(undefined);
  await prepareDatabase(db);
  await db.query(
    `INSERT INTO users (mobile, name, created_on)
     SELECT (7000000000 + g)::text, 'Seller ' || g, now() FROM generate_series(1, 20) g`,
  );
  const owners = (await db.query<{ id: number }>('SELECT id::int AS id FROM users ORDER BY id')).rows.map((r) => r.id);
  const now = new Date();
  await insertGeneratedAds(db, generateAds(500, await popularCities(db), 99, now.getUTCFullYear()), {
    owners,
    now,
    images: (ad) => [
      {
        url: `/uploads/b-${ad.template}.jpg`,
        card: `/uploads/b-${ad.template}.320.webp`,
        detail: `/uploads/b-${ad.template}.960.webp`,
      },
    ],
  });
  const ctx = createAppContext({ config: { ...config, SEARCH_PER_MINUTE: 0 }, db, log: pino({ level: 'silent' }) });
  const app = await buildServer(ctx, { serveApp: false });
  await app.ready();
  const adId = (await db.query<{ id: number }>(`SELECT id::int AS id FROM ads WHERE status = 'active' LIMIT 1`))
    .rows[0]!.id;

  // The API answered once per address, then from memory.
  const answers = new Map<string, { status: number; body: string; type: string }>();
  const apiFetch: typeof fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://x');
    const key = `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
    let answer = answers.get(key);
    if (!answer) {
      const res = await app.inject({ method: (init?.method ?? 'GET') as 'GET', url: url.pathname + url.search });
      answer = { status: res.statusCode, body: res.body, type: String(res.headers['content-type'] ?? '') };
      answers.set(key, answer);
    }
    return new Response(answer.status === 204 ? null : answer.body, {
      status: answer.status,
      headers: { 'content-type': answer.type },
    });
  };

  const renderers: { name: string; mod: Renderer }[] = [];
  for (const file of entries) {
    renderers.push({
      name: path.relative(repoRoot, file) || file,
      mod: (await import(pathToFileURL(file).href)) as Renderer,
    });
  }
  const pages = [
    { name: 'home', path: '/', search: '' },
    { name: 'search', path: '/search/', search: 'search=car' },
    { name: 'ad', path: `/view/${adId}/`, search: '' },
  ];

  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });

  log(`Server render, in-process: ${RENDERS} renders per page and renderer, interleaved (median, p95 in ms)`);
  const rows: string[] = [];
  for (const p of pages) {
    const input = { path: p.path, search: p.search, fetch: apiFetch, location: null };
    for (const r of renderers) for (let i = 0; i < 20; i++) await r.mod.render(input); // warm: JIT and the answers
    const times = renderers.map(() => [] as number[]);
    const styled = renderers.map(() => 0);
    const total = renderers.map(() => 0);
    for (let i = 0; i < RENDERS; i++) {
      for (const [k, r] of renderers.entries()) {
        // One renderer per profile, so its samples are its own.
        await session.post('Profiler.start');
        const t0 = performance.now();
        await r.mod.render(input);
        times[k]!.push(performance.now() - t0);
        const { profile } = (await session.post('Profiler.stop')) as unknown as {
          profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
        };
        const inStyled = new Set(
          profile.nodes.filter((n) => /styled-components|stylis/.test(n.callFrame.url)).map((n) => n.id),
        );
        profile.samples.forEach((id, s) => {
          const dt = (profile.timeDeltas[s + 1] ?? 0) / 1000;
          total[k]! += dt;
          if (inStyled.has(id)) styled[k]! += dt;
        });
      }
    }
    const cssBytes = await Promise.all(renderers.map(async (r) => gzipSync((await r.mod.render(input)).styles).length));
    for (const [k, r] of renderers.entries()) {
      const sorted = times[k]!.sort((a, b) => a - b);
      const row = `${p.name.padEnd(7)} ${r.name.padEnd(60)} median ${pct(sorted, 50).toFixed(2).padStart(6)}  p95 ${pct(sorted, 95).toFixed(2).padStart(6)}  styled-components ${(styled[k]! / RENDERS).toFixed(2).padStart(5)} ms/render (${((100 * styled[k]!) / (total[k]! || 1)).toFixed(0)} % of samples)  style tags ${cssBytes[k]} B gzip`;
      rows.push(row);
      log(row);
    }
    if (renderers.length === 2) {
      const [a, b] = times.map((t) => pct(t, 50));
      log(`${p.name.padEnd(7)} second / first: ${(b! / a!).toFixed(2)}`);
    }
  }
  for (const [k, file] of entries.entries()) {
    const assets = path.join(path.dirname(file), '../dist/assets');
    const css = readdirSync(assets).filter((f) => f.endsWith('.css'));
    const bytes = css.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(assets, f))).length, 0);
    log(`stylesheet ${renderers[k]!.name}: ${css.length} file(s), ${bytes} B gzip`);
  }
  session.disconnect();
  await app.close();
  await db.close();
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
