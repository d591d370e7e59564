// `npm run lighthouse`: the built marketplace as `npm start` serves it (fresh demo data), measured by
// Lighthouse's mobile preset (simulated slow 4G, 4x CPU slowdown) in Debian's chromium. Prints the
// median of N runs per page and the machine's load while it ran.
//
//   npm run lighthouse                       # 5 runs of home, search, a category and an ad page
//   npm run lighthouse -- --runs 3 --floor 80  # fail (exit 1) when a page's median score is below 80
//                                              # or its accessibility, best practices or SEO below 100
//   npm run lighthouse -- --only home,ad --save lh-reports   # some pages; keep each run's full report
//   npm run lighthouse -- --throttling devtools  # slow the browser itself (CDP) and read what it
//                                                # observed, instead of Lighthouse's simulation (Lantern)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findChromium } from '../test/chromium';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    floor: { type: 'string' },
    port: { type: 'string', default: '3190' },
    only: { type: 'string' },
    save: { type: 'string' },
    throttling: { type: 'string', default: 'simulate' },
  },
});
const runs = Math.max(1, Number(values.runs));
if (values.throttling !== 'simulate' && values.throttling !== 'devtools') {
  console.error('--throttling is simulate (the default, as PageSpeed Insights) or devtools');
  process.exit(2);
}
const throttlingMethod = values.throttling;
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;

function startServer(dataDir: string): Promise<ChildProcess> {
  // Always the embedded database, as `npm start` runs by default.
  const { DATABASE_URL: _, ...inherited } = process.env;
  const child = spawn(process.execPath, ['apps/api/dist/main.mjs'], {
    cwd: root,
    env: {
      MALLOC_ARENA_MAX: '2', // as `npm start` sets it (scripts/bootstrap.mjs)
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEARCH_PER_MINUTE: '0', // every run comes from one address
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

/** The median of the runs that measured it (a run whose trace had no LCP reports none). */
const median = (xs: number[]) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : NaN;
};

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/**
 * One Lighthouse run, or the error that kept it from measuring: chromium now and then records a
 * trace with no navigation start in it (NO_NAVSTART), and Lighthouse's advice is to run again.
 */
async function measureOnce(url: string): Promise<Run | { error: string }> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      throttlingMethod,
    });
    const lhr = result!.lhr;
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    if (values.save) {
      mkdirSync(values.save, { recursive: true });
      const name = new URL(url).pathname.replace(/\W+/g, '_') || 'home';
      const stamp = `${name}-${Date.now()}`;
      writeFileSync(path.join(values.save, `${stamp}.json`), JSON.stringify(lhr));
      // The page load's trace, for chromium's DevTools (Performance panel, "Load profile")
      const trace = (result!.artifacts as { Trace?: unknown }).Trace;
      if (trace) writeFileSync(path.join(values.save, `${stamp}.trace.json`), JSON.stringify(trace));
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    };
  } finally {
    await chrome.kill();
  }
}

/** A run that measured: one that failed to record is run again, up to three tries in all. */
async function measure(url: string): Promise<Run> {
  for (let tryNo = 1; ; tryNo++) {
    const run = await measureOnce(url);
    if (!('error' in run)) return run;
    console.log(`${url}: Lighthouse could not measure (try ${tryNo} of 3): ${run.error}`);
    if (tryNo === 3) throw new Error(`Lighthouse could not measure ${url} in three tries`);
  }
}

// The server as `npm start` runs it: build what is stale, then a fresh data dir with demo data.
const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'haat-lighthouse-'));
const server = await startServer(dataDir);
let failed = false;
try {
  const ad = (await (await fetch(`${base}/api/search-product/?sort=-created_on&limit=1`)).json()) as {
    results: { id: number }[];
  };
  const pages: [string, string][] = [
    ['home', '/'],
    ['search', '/search/'],
    ['category', '/search/Cars+Bikes/'],
    ['ad', `/view/${ad.results[0]!.id}/`],
  ];
  const rows = [];
  const loads: number[] = [];
  for (const [name, pagePath] of pages) {
    if (values.only && !values.only.split(',').includes(name)) continue;
    const results: Run[] = [];
    for (let i = 0; i < runs; i++) {
      loads.push(os.loadavg()[0]!);
      results.push(await measure(base + pagePath));
    }
    const row = {
      page: name,
      score: median(results.map((r) => r.performance)),
      'LCP (s)': (median(results.map((r) => r.lcp)) / 1000).toFixed(2),
      'TBT (ms)': Math.round(median(results.map((r) => r.tbt))),
      CLS: median(results.map((r) => r.cls)).toFixed(3),
      a11y: median(results.map((r) => r.accessibility)),
      'best pr.': median(results.map((r) => r.bestPractices)),
      SEO: median(results.map((r) => r.seo)),
    };
    rows.push(row);
    if (values.floor && row.score < Number(values.floor)) failed = true;
    // Accessibility, best practices and SEO are 100 on every page, and stay so.
    if (values.floor && (row.a11y < 100 || row['best pr.'] < 100 || row.SEO < 100)) failed = true;
  }
  const how = throttlingMethod === 'simulate' ? 'simulated' : 'devtools (observed)';
  console.log(
    `Lighthouse 12.8.2, mobile preset, ${how} throttling, median of ${runs} run(s) per page, ${os.cpus().length} cores`,
  );
  console.table(rows);
  console.log(
    `load average (1 min) while measuring: ${Math.min(...loads).toFixed(2)} to ${Math.max(...loads).toFixed(2)}`,
  );
  if (failed)
    console.log(
      `FAILED: a page's median performance score is below the floor of ${values.floor}, or another category below 100`,
    );
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
