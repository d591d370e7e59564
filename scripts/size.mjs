#!/usr/bin/env node
// Bundle-size budgets. Each kit entry bundles one import from @haat/ui twice, as the workspace's
// apps get it (source) and as an installed app gets it (the built package, packages/ui/dist, built
// first when missing or older than the source), with react, react-dom and styled-components
// external, minified like production, and compares gzip bytes with its budget. An app entry
// measures a built page. Prints a table; exits 1 when anything is over budget. Budgets:
// size-budget.json.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const budget = JSON.parse(readFileSync(path.join(root, 'size-budget.json'), 'utf8'));
const external = ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'];

const builtKit = path.join(root, 'packages/ui/dist/index.js');

/** Newest modification time of the files below `dir`. */
function newest(dir) {
  return Math.max(
    0,
    ...readdirSync(dir, { withFileTypes: true }).map((e) => {
      const p = path.join(dir, e.name);
      return e.isDirectory() ? newest(p) : statSync(p).mtimeMs;
    }),
  );
}

function ensureBuiltKit() {
  const ui = path.join(root, 'packages/ui');
  const sources = Math.max(newest(path.join(ui, 'src')), statSync(path.join(ui, 'build.mjs')).mtimeMs);
  if (existsSync(builtKit) && statSync(builtKit).mtimeMs >= sources) return;
  const res = spawnSync(process.execPath, [path.join(ui, 'build.mjs')], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

/**
 * A lazy `import()` (Header's AccountMenu) stays a lazy import, as in an app's build: what loads with
 * the entry is measured, not the chunk it may fetch later. Bundled without code splitting, esbuild
 * would inline the lazy module and wrap every module it shares with the entry in init functions,
 * which then show in every entry's bytes; with splitting, the chunk it shares with the lazy module
 * would carry the lazy module's imports too.
 */
const lazyImportsStayLazy = {
  name: 'lazy-imports-stay-lazy',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

async function measureImport(entry, from) {
  const contents = `export { ${entry.import.join(', ')} } from '${from}';`;
  const out = await build({
    plugins: [lazyImportsStayLazy],
    stdin: { contents, resolveDir: root, loader: 'ts', sourcefile: 'entry.ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    external,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const code = out.outputFiles[0].contents;
  // metafile.inputs lists every file esbuild parsed, tree-shaken or not; only the output's own
  // inputs with bytes in the bundle show what an import really pulls in.
  const [output] = Object.values(out.metafile.outputs);
  const inputs = Object.entries(output.inputs)
    .filter(([, info]) => info.bytesInOutput > 0)
    .map(([file]) => file);
  const forbidden = (entry.mustNotInclude ?? []).filter((pkg) =>
    inputs.some((i) => i.includes(`node_modules/${pkg}/`)),
  );
  return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length, forbidden };
}

/** Gzip size of the JS a built page loads first: the entry chunk and its static imports. */
function measureBuiltEntry(entry) {
  const dist = path.join(root, entry.dist);
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = new Set([...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  return { ...sizeOf(dist, files), forbidden: [], files: files.size };
}

/** Raw and gzip bytes of built files. */
function sizeOf(dist, files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const code = readFileSync(path.join(dist, file));
    raw += code.length;
    gzip += gzipSync(code, { level: 9 }).length;
  }
  return { raw, gzip };
}

/**
 * Gzip size of what a route adds once its page is opened: its chunk and the chunks it imports that
 * the first load did not already bring (from the build's manifest; the server preloads the same).
 */
function measureRoute(entry, name) {
  const dist = path.join(root, entry.dist);
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = new Set([...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  const key = `src/pages/${name}/${name}.tsx`;
  if (!manifest[key]) throw new Error(`size-budget.json: no chunk for ${key} in the build's manifest`);
  const seen = new Set();
  const files = [];
  const visit = (k) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    if (!initial.has(manifest[k].file)) files.push(manifest[k].file);
    for (const dep of manifest[k].imports ?? []) visit(dep);
  };
  visit(key);
  return { ...sizeOf(dist, files), forbidden: [] };
}

const rows = [];
let failed = false;
function report(name, entry, m) {
  const over = m.gzip > entry.maxGzipBytes;
  const bad = over || m.forbidden.length > 0;
  failed ||= bad;
  rows.push({
    entry: name,
    'raw (B)': m.raw,
    'gzip (B)': m.gzip,
    'budget (B)': entry.maxGzipBytes,
    status: bad ? (m.forbidden.length ? `FAIL: pulls ${m.forbidden.join(', ')}` : 'FAIL: over budget') : 'ok',
  });
}
if (budget.entries.some((entry) => entry.import)) ensureBuiltKit();
for (const entry of budget.entries) {
  if (entry.routes) {
    for (const [name, maxGzipBytes] of Object.entries(entry.routes))
      report(`route ${name}`, { maxGzipBytes }, measureRoute(entry, name));
    continue;
  }
  if (entry.dist) {
    report(entry.name, entry, measureBuiltEntry(entry));
    continue;
  }
  report(`${entry.name} (source)`, entry, await measureImport(entry, '@haat/ui'));
  report(`${entry.name} (built package)`, entry, await measureImport(entry, builtKit));
}
console.table(rows);
process.exit(failed ? 1 : 0);
