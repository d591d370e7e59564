import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../src/config';

const apiDir = path.resolve(repoRoot, 'apps/api');

/**
 * The server as `npm start` runs it: the bundle of build.mjs (built before the engines run), on
 * `port`, resolved once it says it is running.
 */
export function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  // The PGlite run's server must not inherit the DATABASE_URL of the PostgreSQL run.
  const { DATABASE_URL: _, ...inherited } = process.env;
  const child = spawn(process.execPath, ['dist/main.mjs'], {
    cwd: apiDir,
    // The load comes from one address, so the anonymous-search limit would answer it 429: off.
    env: {
      MALLOC_ARENA_MAX: '2', // as `npm start` sets it (scripts/bootstrap.mjs): the RSS it reports
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: '0',
      LOG_LEVEL: 'warn',
      SEARCH_PER_MINUTE: '0',
      ...env,
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

/** Peak resident memory of a process (VmHWM), in MB. */
export const peakRss = (pid: number) => {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};
