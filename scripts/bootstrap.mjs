#!/usr/bin/env node
// The two README commands, self-sufficient on a fresh clone. Plain Node, no dependencies:
//   node scripts/bootstrap.mjs start   install if needed, build what is stale, start the server
//   node scripts/bootstrap.mjs test    install if needed, make sure chromium is there, run every test
//   node scripts/bootstrap.mjs dev     install if needed, API + Vite dev server with hot reload
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const say = (line) => process.stdout.write(`[haat] ${line}\n`);

function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (res.error) throw res.error;
  return res.status ?? 1;
}

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Newest modification time below `dir`, ignoring build output and test artefacts. */
function newest(dir) {
  let best = 0;
  if (!existsSync(dir)) return best;
  const st = statSync(dir);
  if (!st.isDirectory()) return st.mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', '__screenshots__', '.vitest-attachments'].includes(entry.name)) continue;
    const p = path.join(dir, entry.name);
    best = Math.max(best, entry.isDirectory() ? newest(p) : mtime(p));
  }
  return best;
}

function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const stale =
    !existsSync(marker) || mtime(lock) > mtime(marker) || mtime(path.join(root, 'package.json')) > mtime(marker);
  if (!stale) return;
  say('installing dependencies (npm ci)...');
  const status = existsSync(lock)
    ? run('npm', ['ci', '--no-audit', '--no-fund'])
    : run('npm', ['install', '--no-audit', '--no-fund']);
  if (status !== 0) {
    say('npm could not install the dependencies; see the output above.');
    process.exit(status);
  }
}

const serverBundle = path.join(root, 'apps/api/dist/main.mjs');

/** The marketplace's static build and the server's bundle, each rebuilt when its sources are newer. */
function ensureBuilt() {
  const app = path.join(root, 'apps/marketplace');
  const built = Math.min(
    mtime(path.join(app, 'dist', 'index.html')),
    mtime(path.join(app, 'dist-server', 'entry-server.js')),
  );
  const sources = Math.max(
    newest(path.join(app, 'src')),
    newest(path.join(app, 'public')),
    mtime(path.join(app, 'index.html')),
    mtime(path.join(app, 'vite.config.ts')),
    newest(path.join(root, 'packages/ui/src')),
    newest(path.join(root, 'packages/contract/src')),
    mtime(path.join(root, 'package-lock.json')),
  );
  if (built < sources) {
    say('building the marketplace (vite build: the browser files, then the server renderer)...');
    const status =
      run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: app }) ||
      run(bin('vite'), ['build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'], { cwd: app });
    if (status !== 0) process.exit(status);
  }
  // The server runs as plain JavaScript bundled from apps/api/src (apps/api/build.mjs).
  const api = path.join(root, 'apps/api');
  const serverSources = Math.max(
    newest(path.join(api, 'src')),
    mtime(path.join(api, 'build.mjs')),
    newest(path.join(root, 'packages/contract/src')),
    mtime(path.join(root, 'package-lock.json')),
  );
  if (mtime(serverBundle) < serverSources) {
    say('building the server (esbuild)...');
    const status = run(process.execPath, [path.join(api, 'build.mjs')]);
    if (status !== 0) process.exit(status);
  }
}

function findChromium() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  const res = spawnSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' });
  return res.status === 0 ? res.stdout.trim() : '';
}

function ensureChromium() {
  let chrome = findChromium();
  if (chrome) return chrome;
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    say("installing Debian's chromium for the browser tests (apt-get)...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (
      run('apt-get', ['update', '-qq'], { env }) !== 0 ||
      run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) !== 0
    ) {
      say('apt-get could not install chromium.');
      process.exit(1);
    }
    chrome = findChromium();
    if (chrome) return chrome;
  }
  process.stderr.write(
    'Chromium is missing: run `sudo apt-get install -y chromium` (or set CHROME_PATH) and run npm test again.\n',
  );
  process.exit(1);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The server's environment: glibc's malloc at two arenas unless told otherwise. sharp's threads
 * (the demo's photos, uploads) otherwise leave a heap per thread that glibc keeps: a first start
 * that seeds the demo then idled at 660 MB, where two arenas give about 420 MB.
 */
const serverEnv = (env = process.env) => ({ MALLOC_ARENA_MAX: '2', ...env });

function start() {
  ensureDependencies();
  ensureBuilt();
  const child = spawn(process.execPath, [serverBundle], { cwd: root, stdio: 'inherit', env: serverEnv() });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code) => process.exit(code ?? 0));
}

function dev() {
  ensureDependencies();
  const api = spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/api/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  const web = spawn(bin('vite'), [], { cwd: path.join(root, 'apps/marketplace'), stdio: 'inherit' });
  const stop = () => {
    api.kill();
    web.kill();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

function test() {
  const started = Date.now();
  ensureDependencies();
  const chrome = ensureChromium();
  process.env.CHROME_PATH = chrome;
  ensureBuilt();
  const results = path.join(root, 'test-results');
  rmSync(results, { recursive: true, force: true });
  mkdirSync(results, { recursive: true });

  const totals = { passed: 0, failed: 0, skipped: 0 };
  const stages = [];

  // 0. The catalogues: extract every text constant's messages into the .po files, then compile
  // them strictly: a message missing from Hindi fails here (lingui.config.ts). `--overwrite` writes
  // English afresh from the source, so en.po never keeps an old wording.
  const catalogueStatus =
    run(bin('lingui'), ['extract', '--clean', '--overwrite']) || run(bin('lingui'), ['compile', '--strict']);
  if (catalogueStatus === 0) totals.passed += 1;
  else totals.failed += 1;
  stages.push(['catalogues (lingui extract, compile --strict)', catalogueStatus]);

  // 1. Every vitest project: unit, dom, storybook (stories + a11y + screenshots), api.
  const vitestJson = path.join(results, 'vitest.json');
  const vitestStatus = run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]);
  const v = readJson(vitestJson);
  if (v) {
    totals.passed += v.numPassedTests;
    // A file that fails outside any test (a hook, an import) counts too, so the summary never says 0 failed on red.
    totals.failed += v.numFailedTests || (vitestStatus !== 0 ? Math.max(1, v.numFailedTestSuites) : 0);
    totals.skipped += v.numPendingTests + v.numTodoTests;
  } else if (vitestStatus !== 0) totals.failed += 1;
  stages.push(['vitest', vitestStatus]);

  // 2. The kit as a package: build, npm pack, install into a fresh Vite app outside the workspace,
  // tsc + vite build it, render four inputs in chromium (scripts/pack-test.ts). Leaves the built
  // kit in packages/ui/dist for the size budgets.
  const packStatus = run(process.execPath, ['--import', 'tsx', 'scripts/pack-test.ts']);
  if (packStatus === 0) totals.passed += 1;
  else totals.failed += 1;
  stages.push(['packed kit in a fresh app', packStatus]);

  // 3. Bundle-size budgets (a figure per entry, a failure over budget).
  const sizeStatus = run(process.execPath, ['scripts/size.mjs']);
  if (sizeStatus === 0) totals.passed += 1;
  else totals.failed += 1;
  stages.push(['size budgets', sizeStatus]);

  // 4. End-to-end journeys in chromium against a real server on a fresh PGlite data dir.
  const e2eJson = path.join(results, 'e2e.json');
  const e2eStatus = run(bin('playwright'), ['test', '--reporter=list,json'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson },
  });
  const e = readJson(e2eJson);
  if (e?.stats) {
    totals.passed += e.stats.expected + (e.stats.flaky ?? 0);
    totals.failed += e.stats.unexpected;
    totals.skipped += e.stats.skipped;
  } else if (e2eStatus !== 0) totals.failed += 1;
  stages.push(['e2e', e2eStatus]);

  const secs = ((Date.now() - started) / 1000).toFixed(0);
  process.stdout.write('\n');
  for (const [name, status] of stages) say(`${name}: ${status === 0 ? 'ok' : `FAILED (exit ${status})`}`);
  say(`finished in ${secs} s`);
  process.stdout.write(`Summary: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
  process.exit(stages.some(([, s]) => s !== 0) ? 1 : 0);
}

const command = process.argv[2];
if (command === 'start') start();
else if (command === 'test') test();
else if (command === 'dev') dev();
else {
  process.stderr.write('usage: node scripts/bootstrap.mjs start|test|dev\n');
  process.exit(2);
}
