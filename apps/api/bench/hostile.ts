/**
 * `npm run hostile`: the hostile-input sweep (src/test/hostile.ts) over a real socket. Builds the
 * app in this process on a fresh PGlite (migrated, reference data loaded), listens on loopback,
 * signs a customer up through the API, reads `/api/docs` and sends every operation (and the
 * undeclared pages) its hostile requests. Prints the statuses, every answer >= 500 or dropped
 * connection, and exits 1 when there is one.
 *
 * Env: HOSTILE_CONCURRENCY (4), HOSTILE_REDUCED=1 (the CI test's smaller set).
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { createAppContext } from '../src/context';
import { openPglite } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';
import { captureSms } from '../src/features/auth/testing';
import { buildServer } from '../src/server';
import { hostileSweep, sweepFixtures, tally, type HostileRequest } from '../src/test/hostile';

const CONCURRENCY = Number(process.env.HOSTILE_CONCURRENCY ?? 4);
const REDUCED = process.env.HOSTILE_REDUCED === '1';
const out = (s: string) => process.stdout.write(s + '\n');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'haat-hostile-'));
const db = await openPglite(path.join(dataDir, 'db'));
await prepareDatabase(db);
const sms = captureSms();
// Server errors are what the sweep looks for: logged at `error` to stderr, the rest kept quiet.
const log = pino({ level: 'error' }, pino.destination(2));
const ctx = createAppContext({
  // Every request comes from one address: the anonymous-search limit would stop the sweep's
  // searches before their handler, so it is off here (its own tests are in http/limits.test.ts).
  config: loadConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-static'),
    HOST: '127.0.0.1',
    SEARCH_PER_MINUTE: '0',
  }),
  db,
  log,
  sms: sms.provider,
});
const app = await buildServer(ctx);
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/**
 * One request over the socket; its status (the body is read and dropped). Node answers a request
 * line past 16 KB with 431 and closes the socket, so a kept-alive socket can be found closed:
 * such a request is sent once more on a socket of its own.
 */
const send = (r: HostileRequest) => sendOn(r, agent).catch(() => sendOn(r, false));

function sendOn(r: HostileRequest, agent: http.Agent | false): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = r.body === undefined ? undefined : Buffer.from(r.body, 'utf8');
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: r.method,
        path: r.url,
        agent,
        headers: { ...r.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

const t0 = performance.now();
try {
  const fixtures = await sweepFixtures(app, db, ctx.now, sms);
  const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json();
  const { operations, documented, results } = await hostileSweep(doc, fixtures, send, {
    reduced: REDUCED,
    concurrency: CONCURRENCY,
  });
  const { byStatus, failures } = tally(results);
  out(
    `\n${results.length.toLocaleString('en-IN')} hostile requests to ${operations} operations ` +
      `(${documented} of /api/docs, ${operations - documented} undeclared pages) in ` +
      `${((performance.now() - t0) / 1000).toFixed(1)} s\n`,
  );
  out('| status | answers |\n| ---: | ---: |');
  for (const [status, n] of byStatus) out(`| ${status || 'no answer'} | ${n} |`);
  out(`\nanswers >= 500 (or none): ${failures.length}`);
  for (const f of failures.slice(0, 200))
    out(`  ${f.status || 'no answer'}  ${f.request.label}  ${f.request.url.slice(0, 120)}`);
  process.exitCode = failures.length ? 1 : 0;
} finally {
  agent.destroy();
  await app.close();
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
