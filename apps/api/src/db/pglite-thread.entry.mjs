// The embedded database thread's entry when the server runs from source (see pglite-thread.ts).
// Worker threads do not inherit tsx's loader (privatenumber/tsx#354), so it is registered here
// before the TypeScript worker loads.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
