#!/usr/bin/env node
// Bundle-size budgets. Each entry bundles one import from @haat/ui (or a built file) with react,
// react-dom and styled-components external, minified like production, and compares gzip bytes
// with its budget. Prints a table; exits 1 when anything is over budget. Budgets: size-budget.json.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const budget = JSON.parse(readFileSync(path.join(root, 'size-budget.json'), 'utf8'));
const external = ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'];

async function measureImport(entry) {
  const contents = `export { ${entry.import.join(', ')} } from '@haat/ui';`;
  const out = await build({
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
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const code = readFileSync(path.join(dist, file));
    raw += code.length;
    gzip += gzipSync(code, { level: 9 }).length;
  }
  return { raw, gzip, forbidden: [], files: files.size };
}

const rows = [];
let failed = false;
for (const entry of budget.entries) {
  const m = entry.dist ? measureBuiltEntry(entry) : await measureImport(entry);
  const over = m.gzip > entry.maxGzipBytes;
  const bad = over || m.forbidden.length > 0;
  failed ||= bad;
  rows.push({
    entry: entry.name,
    'raw (B)': m.raw,
    'gzip (B)': m.gzip,
    'budget (B)': entry.maxGzipBytes,
    status: bad ? (m.forbidden.length ? `FAIL: pulls ${m.forbidden.join(', ')}` : 'FAIL: over budget') : 'ok',
  });
}
console.table(rows);
process.exit(failed ? 1 : 0);
