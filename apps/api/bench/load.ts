/**
 * The bench's load generator, in a process of its own (`bench/run.ts` starts one per phase).
 * The bench process seeds the database through PGlite and keeps its pools and results; when the
 * load came from there too, its own pauses (garbage collection of what seeding left, timers late
 * behind other work) were counted as the server's latency, several times what a fresh process
 * measured (docs/performance-history.md, eighth pass).
 *
 * Usage: `node --import tsx bench/load.ts <job.json>`; prints one line of JSON, a `LoadResult`.
 */
import autocannon from 'autocannon';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { rng } from '../src/seed/demo-ads-catalog';

export interface Req {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

export interface LoadJob {
  /** `peak`: closed loop, as fast as the server answers; `paced`: Poisson arrivals at `rate`. */
  mode: 'peak' | 'paced';
  pool: Req[];
  seconds: number;
  connections: number;
  rate: number;
  port: number;
  /** The server's process, whose CPU time the phase reports. */
  serverPid: number;
  /** Text every answer must contain (a server-rendered page's data block); one without it is an error. */
  expect?: string;
}

export interface LoadResult {
  /** Answers received. */
  requests: number;
  rps: number;
  /** Server CPU time (user + system) per request: what a request costs, whatever else runs. */
  cpuMs: number;
  load: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Share of the requests sent that repeated one sent under a second before. */
  repeats: number;
}

export const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** CPU time used so far by a process, in ms (utime + stime from /proc). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux
}
const loadAverage = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

/** Counts the requests that repeat one sent less than a second before: at most those can come from the listing cache. */
function repeatCounter() {
  const lastSent = new Map<string, number>();
  let sent = 0;
  let repeats = 0;
  return {
    sent(r: Req, at: number) {
      const key = `${r.method} ${r.path} ${r.body ?? ''}`;
      sent += 1;
      if (at - (lastSent.get(key) ?? -Infinity) < 1000) repeats += 1;
      lastSent.set(key, at);
    },
    share: () => repeats / Math.max(1, sent),
  };
}

function summary(job: LoadJob, latencies: number[], requests: number, cpuMs: number, errors: number, repeats: number) {
  latencies.sort((a, b) => a - b);
  return {
    requests,
    rps: requests / job.seconds,
    cpuMs: cpuMs / Math.max(1, requests),
    load: loadAverage(),
    p50: pct(latencies, 50),
    p95: pct(latencies, 95),
    p99: pct(latencies, 99),
    errors,
    repeats,
  } satisfies LoadResult;
}

/** Each request drawn at random from the pool (seeded, so runs compare), as fast as the server answers. */
async function peak(job: LoadJob): Promise<LoadResult> {
  const cpu0 = cpuMsOf(job.serverPid);
  const latencies: number[] = [];
  let errors = 0;
  const draw = rng(7);
  const repeats = repeatCounter();
  const expect = job.expect;
  const instance = autocannon({
    url: `http://127.0.0.1:${job.port}`,
    connections: job.connections,
    duration: job.seconds,
    headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
    requests: [
      {
        setupRequest: (req) => {
          const r = job.pool[Math.floor(draw() * job.pool.length)]!;
          repeats.sent(r, performance.now());
          return { ...req, method: r.method, path: r.path, body: r.body };
        },
        // A page the server sent without rendering it (a render that failed or ran out of time
        // falls back to the bare app shell, still a 200) did not do the work being measured.
        ...(expect && {
          onResponse: (status: number, body: string) => {
            if (status < 400 && !body.includes(expect)) errors += 1;
          },
        }),
      },
    ],
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
    if (status >= 400) errors += 1;
  });
  const out = await instance;
  const cpu = cpuMsOf(job.serverPid) - cpu0;
  return summary(job, latencies, out.requests.total, cpu, errors + out.errors + out.timeouts, repeats.share());
}

/**
 * Requests at a set rate, whatever the server does: arrivals at random (Poisson) times drawn in
 * advance, and each latency counted from when its request was due, so a server that falls behind
 * is charged for the wait (autocannon's rate limit sends each second's requests in one burst).
 */
async function paced(job: LoadJob): Promise<LoadResult> {
  const cpu0 = cpuMsOf(job.serverPid);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const draw = rng(13);
  const latencies: number[] = [];
  let errors = 0;
  const repeats = repeatCounter();
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  let due = start;
  while (due - start < job.seconds * 1000) {
    const wait = due - performance.now();
    if (wait > 0.5) await new Promise((r) => setTimeout(r, wait));
    const req = job.pool[Math.floor(draw() * job.pool.length)]!;
    repeats.sent(req, due);
    const sentFor = due;
    inFlight.push(
      send(agent, job.port, req, job.expect !== undefined).then(
        ({ status, body }) => {
          latencies.push(performance.now() - sentFor);
          if (status >= 400 || (job.expect !== undefined && !body.includes(job.expect))) errors += 1;
        },
        () => {
          errors += 1;
        },
      ),
    );
    due += (-Math.log(1 - draw()) * 1000) / job.rate;
  }
  await Promise.all(inFlight);
  agent.destroy();
  const cpu = cpuMsOf(job.serverPid) - cpu0;
  return summary(job, latencies, latencies.length, cpu, errors, repeats.share());
}

/** Sends `req`; the answer's body is kept only when `keepBody`. */
function send(agent: http.Agent, port: number, req: Req, keepBody: boolean): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const r = http.request(
      {
        host: '127.0.0.1',
        port,
        path: req.path,
        method: req.method,
        agent,
        headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
      },
      (res) => {
        let body = '';
        if (keepBody) res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        else res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    r.on('error', reject);
    r.end(req.body);
  });
}

const jobFile = process.argv[2];
if (jobFile) {
  const job = JSON.parse(readFileSync(jobFile, 'utf8')) as LoadJob;
  const result = job.mode === 'peak' ? await peak(job) : await paced(job);
  process.stdout.write(JSON.stringify(result) + '\n');
}
