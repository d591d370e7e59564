// `npm run build -w @haat/ui`: the kit as an installable package in dist/, packed with
// `npm pack ./packages/ui/dist`.
//
// In the workspace, package.json's "exports" point at src/*.ts, so the marketplace, Vitest,
// Storybook and tsc read the kit from source with no build step. This script writes the manifest
// an app outside the workspace needs (dist/package.json: exports with types and import, peers,
// sideEffects) beside the JavaScript and the declarations:
//   1. JavaScript: Vite library mode, ESM, one file per source module (preserveModules) so an
//      app's bundler drops what it does not import; every npm package stays external.
//   2. @haat/contract is used for types only. Its types are zod inferences, so they are written
//      out expanded into dist/contract.d.ts and the kit's declarations import that instead: the
//      tarball needs neither the workspace nor zod.
//   3. Declarations: the TypeScript compiler API, one .d.ts per module, plus the DefaultTheme
//      augmentation (theme/styled.d.ts) referenced from index.d.ts.
//   4. dist/package.json, tokens.css (the CSS custom properties), README.md and CHANGELOG.md.
import react from '@vitejs/plugin-react';
import {
  copyFileSync,
  existsSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { build } from 'vite';
import { compileText } from '../../scripts/i18n/compileText.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(here, 'src');
const dist = path.join(here, 'dist');
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const started = Date.now();

// Only what the built files import at run time; @haat/contract is types only (step 2).
const runtime = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isExternal = (id) => runtime.some((dep) => id === dep || id.startsWith(`${dep}/`));
const entries = { index: path.join(src, 'index.ts'), fonts: path.join(src, 'fonts.ts') };

rmSync(dist, { recursive: true, force: true });

// 1. JavaScript
await build({
  configFile: false,
  root: here,
  logLevel: 'warn',
  plugins: [compileText(), react()],
  build: {
    outDir: dist,
    emptyOutDir: false,
    copyPublicDir: false,
    minify: false,
    target: 'es2022',
    lib: { entry: entries, formats: ['es'] },
    rolldownOptions: {
      external: isExternal,
      output: { preserveModules: true, preserveModulesRoot: src, entryFileNames: '[name].js' },
    },
  },
});
// Library mode writes the CSS fonts.ts imports (the inlined subsets) to one file and leaves the
// import out: give it its name and put the import back, so `import '@haat/ui/fonts'` brings it.
if (existsSync(path.join(dist, 'ui.css'))) {
  renameSync(path.join(dist, 'ui.css'), path.join(dist, 'fonts.css'));
  const fontsJs = path.join(dist, 'fonts.js');
  writeFileSync(
    fontsJs,
    `import './fonts.css';\n${readFileSync(fontsJs, 'utf8').replace(/^\/\* empty css\s*\*\/\n/m, '')}`,
  );
}
const leaked = walk(dist).filter((f) => f.endsWith('.js') && /from ['"]@haat\//.test(readFileSync(f, 'utf8')));
if (leaked.length) fail(`built files import a workspace package at run time: ${leaked.join(', ')}`);

// 2. @haat/contract's types, expanded
const contractNames = new Set();
for (const file of walk(src)) {
  if (!/\.tsx?$/.test(file) || /\.(test|stories)\.tsx?$/.test(file)) continue;
  for (const m of readFileSync(file, 'utf8').matchAll(/import type \{([^}]*)\} from '@haat\/contract'/g)) {
    for (const name of m[1].split(',')) if (name.trim()) contractNames.add(name.trim().split(/\s+as\s+/)[0]);
  }
  if (/import \{[^}]*\} from '@haat\/contract'/.test(readFileSync(file, 'utf8')))
    fail(`${path.relative(here, file)} imports @haat/contract for values; the package only has its types`);
}
const contractEntry = path.join(here, '../contract/src/index.ts');
const contractProgram = ts.createProgram([contractEntry], { ...compilerOptions(), noEmit: true });
const checker = contractProgram.getTypeChecker();
const contractModule = checker.getSymbolAtLocation(contractProgram.getSourceFile(contractEntry));
const contractExports = new Map(checker.getExportsOfModule(contractModule).map((s) => [s.name, s]));
const flags =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.InTypeAlias |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;
let contractDts = '// The shapes of @haat/contract the kit uses, expanded from its zod schemas at build time.\n';
for (const name of [...contractNames].sort()) {
  const symbol = contractExports.get(name);
  if (!symbol) fail(`@haat/contract has no export ${name}`);
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const text = checker.typeToString(checker.getDeclaredTypeOfSymbol(target), undefined, flags);
  if (/\bz\.|import\(/.test(text)) fail(`${name} does not expand to a plain type: ${text.slice(0, 200)}`);
  contractDts += `export type ${name} = ${text};\n`;
}
writeFileSync(path.join(dist, 'contract.d.ts'), contractDts);

// 3. Declarations
const publicFiles = walk(src).filter(
  (f) =>
    /\.tsx?$/.test(f) &&
    !/\.(test|stories)\.tsx?$/.test(f) &&
    !f.startsWith(path.join(src, 'test')) &&
    !f.startsWith(path.join(src, 'pages')),
);
const program = ts.createProgram(publicFiles, {
  ...compilerOptions(),
  noEmit: false,
  declaration: true,
  emitDeclarationOnly: true,
  rootDir: src,
  outDir: dist,
  types: [],
  paths: { '@haat/contract': [path.join(dist, 'contract.d.ts')] },
});
const diagnostics = ts.getPreEmitDiagnostics(program).concat(program.emit().diagnostics);
if (diagnostics.length) {
  const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => here, getNewLine: () => '\n' };
  fail(ts.formatDiagnostics(diagnostics, host));
}
for (const file of walk(dist).filter((f) => f.endsWith('.d.ts'))) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes("'@haat/contract'")) continue;
  let rel = path.relative(path.dirname(file), path.join(dist, 'contract.js')).split(path.sep).join('/');
  if (!rel.startsWith('.')) rel = `./${rel}`;
  writeFileSync(file, text.replaceAll("'@haat/contract'", `'${rel}'`));
}
copyFileSync(path.join(src, 'theme/styled.d.ts'), path.join(dist, 'theme/styled.d.ts'));
const indexDts = path.join(dist, 'index.d.ts');
writeFileSync(indexDts, `/// <reference path="./theme/styled.d.ts" />\n${readFileSync(indexDts, 'utf8')}`);

// 4. The manifest an installed copy reads
const manifest = {
  name: pkg.name,
  version: pkg.version,
  description: pkg.description,
  license: 'UNLICENSED',
  type: 'module',
  // Only the fonts entry does something on import (it adds @font-face rules).
  sideEffects: ['./fonts.js', '*.css'],
  exports: {
    '.': { types: './index.d.ts', import: './index.js' },
    './fonts': { types: './fonts.d.ts', import: './fonts.js' },
    './text': { types: './locale/text.d.ts', import: './locale/text.js' },
    './tokens.css': './tokens.css',
    './package.json': './package.json',
  },
  module: './index.js',
  types: './index.d.ts',
  dependencies: pkg.dependencies,
  peerDependencies: pkg.peerDependencies,
};
writeFileSync(path.join(dist, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
// The custom properties every style reads (`import '@haat/ui/tokens.css'` once, at the app's entry).
copyFileSync(path.join(src, 'theme/tokens.css'), path.join(dist, 'tokens.css'));
for (const doc of ['README.md', 'CHANGELOG.md']) {
  if (existsSync(path.join(here, doc))) copyFileSync(path.join(here, doc), path.join(dist, doc));
}
console.log(
  `@haat/ui built to ${path.relative(process.cwd(), dist) || '.'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

function compilerOptions() {
  const config = ts.readConfigFile(path.join(here, 'tsconfig.json'), ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config.config, ts.sys, here).options;
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

function fail(message) {
  console.error(`@haat/ui build failed: ${message}`);
  process.exit(1);
}
