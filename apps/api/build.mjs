// The server as plain JavaScript for `npm start`, the e2e journeys and the bench: src/main.ts and
// the embedded database's thread bundled by esbuild into dist/, with every npm package left to
// node_modules (only our own @haat/* workspaces, which ship TypeScript, go in). Running it needs no
// TypeScript loader: through tsx (a loader thread beside the server's and the database's threads)
// the server took about 115 MB more RSS and twice as long to start on a 100k-ad data dir.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** npm packages stay outside the bundle; node: built-ins too. */
const packagesOutside = {
  name: 'packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@haat/') ? undefined : { external: true }));
  },
};

await build({
  absWorkingDir: path.dirname(fileURLToPath(import.meta.url)),
  entryPoints: { main: 'src/main.ts', 'pglite-thread.worker': 'src/db/pglite-thread.worker.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [packagesOutside],
  logLevel: 'warning',
});
