// The embedded database thread's entry (see pglite-thread.ts). Worker threads do not inherit
// tsx's loader (privatenumber/tsx#354), so a source-file worker registers it before loading.
import { workerData } from 'node:worker_threads';

const { module } = workerData;
if (module.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register();
}
await import(module);
