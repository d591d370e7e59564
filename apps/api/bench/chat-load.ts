/**
 * The chat bench's load generator (`bench/chat.ts` starts it), in a process of its own for the
 * reason bench/load.ts gives: the seeding process's pauses are not the server's latency.
 *
 * It opens the job's chats over HTTP (`POST /api/chat/`, the buyer's token), connects one socket
 * for each participant (`/ws`, auth frame, `ready`), then sends messages at a steady pace, every
 * one due at `start + i / rate`, in turn over `POST /api/chat/{id}/messages/` and as a socket
 * `message` frame (answered by an `ack`). Each message's latencies count from when it was due,
 * so a generator or server that falls behind pays for the wait. A message is delivered when the
 * other participant's socket gets its `message` frame; one that has not arrived 5 s after the last
 * was due is lost.
 *
 * Usage: `node --import tsx bench/chat-load.ts <job.json>`; prints one line of JSON, a `ChatResult`.
 */
import type { ServerFrame } from '@haat/contract';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import WebSocket from 'ws';

interface Party {
  id: number;
  token: string;
}

export interface ChatJob {
  port: number;
  serverPid: number;
  /** One chat each: the seller's ad and the buyer who opens a chat about it. */
  pairs: { ad: number; seller: Party; buyer: Party }[];
  /** Messages a second, and for how long. */
  rate: number;
  seconds: number;
  /** The bench's PostgreSQL database, whose server processes' CPU time is counted too. */
  databaseUrl?: string;
}

interface Spread {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface ChatResult {
  sockets: number;
  chats: number;
  /** Seconds to open the chats over HTTP and to connect and authenticate every socket. */
  openSeconds: number;
  connectSeconds: number;
  sent: number;
  sentHttp: number;
  sentSocket: number;
  /** On the recipient's socket within 5 s after the last message was due. */
  delivered: number;
  lost: number;
  /** Of the lost, those that arrived later (the bench waits up to a minute more for them). */
  late: number;
  duplicates: number;
  /** Sends answered with an error (HTTP status >= 400, an error frame, a dropped request). */
  errors: number;
  /** Sockets the server closed before the end. */
  dropped: number;
  /** Due → the other participant's socket frame (the late ones too). */
  delivery: Spread;
  /** Due → the sender's `ack` frame (socket sends). */
  ack: Spread;
  /** Due → the 201 (HTTP sends). */
  http: Spread;
  /** How late the generator started its latest send (ms). */
  lateMax: number;
  /** From the first send due to the last delivery (or the 5 s limit): the window of the CPU figures. */
  windowSeconds: number;
  /**
   * CPU time in that window, in ms: the server process; its main thread (JavaScript: HTTP, sockets,
   * the services); its busiest other thread (on PGlite, the database's worker); its database's
   * server processes (PostgreSQL).
   */
  serverCpuMs: number;
  serverMainCpuMs: number;
  serverBusiestThreadCpuMs: number;
  postgresCpuMs?: number;
  postgresProcesses?: number;
  generatorCpuMs: number;
  load: number;
}

const GRACE_MS = 5000;
const LATE_MS = 60_000;
const CONNECT_AT_ONCE = 50;
const OPEN_AT_ONCE = 8;

/** Not imported from load.ts: that module runs a job of its own when given a file argument. */
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ticks = (stat: string) => {
  const f = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return ((Number(f[11]) + Number(f[12])) * 1000) / 100; // utime + stime; USER_HZ is 100 on Linux
};
const cpuMsOf = (pid: number) => ticks(readFileSync(`/proc/${pid}/stat`, 'utf8'));

/** CPU time of each thread of a process, by thread id (Node names them all `node`). */
function threadCpu(pid: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      out.set(Number(tid), ticks(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')));
    } catch {
      // the thread ended
    }
  }
  return out;
}

/** CPU time so far of each server process of the bench's database (PostgreSQL on this machine). */
async function backendCpu(client: pg.Client | null): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!client) return out;
  const { rows } = await client.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  for (const { pid } of rows) {
    try {
      out.set(pid, cpuMsOf(pid));
    } catch {
      // not on this machine, or gone
    }
  }
  return out;
}

function spread(xs: number[]): Spread {
  xs.sort((a, b) => a - b);
  return { p50: pct(xs, 50), p95: pct(xs, 95), p99: pct(xs, 99), max: xs.at(-1) ?? NaN };
}

function request(agent: http.Agent, port: number, path: string, token: string, body: unknown) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const r = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'accept-encoding': 'identity',
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    r.on('error', reject);
    r.end(payload);
  });
}

/** Runs `fn` over `items`, `width` at a time. */
async function inTurns<T>(items: T[], width: number, fn: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i]!, i);
      }
    }),
  );
}

interface Sent {
  due: number;
  via: 'http' | 'socket';
  recipient: number;
  answeredAt?: number;
  deliveredAt?: number;
  copies: number;
  failed?: string;
}

async function runChatLoad(job: ChatJob): Promise<ChatResult> {
  // A connection per participant at most, as each person's phone has its own.
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.pairs.length * 2 });

  // 1. The chats, opened by their buyers.
  let t = performance.now();
  const chats: { id: number; seller: Party; buyer: Party }[] = [];
  await inTurns(job.pairs, OPEN_AT_ONCE, async (p, i) => {
    const res = await request(agent, job.port, '/api/chat/', p.buyer.token, { product: p.ad });
    if (res.status !== 201) throw new Error(`opening a chat about ad ${p.ad}: ${res.status} ${res.body}`);
    chats[i] = { id: (JSON.parse(res.body) as { id: number }).id, seller: p.seller, buyer: p.buyer };
  });
  const openSeconds = (performance.now() - t) / 1000;

  // 2. A socket for each participant, authenticated.
  const sent = new Map<string, Sent>();
  const sockets = new Map<number, WebSocket>();
  let dropped = 0;
  let ending = false;
  const connect = (user: Party) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${job.port}/ws`);
      ws.on('error', reject);
      ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token: user.token })));
      ws.on('close', () => {
        if (!ending) dropped += 1;
        reject(new Error(`socket of user ${user.id} closed`));
      });
      ws.on('message', (raw: Buffer) => {
        const at = performance.now();
        const f = JSON.parse(raw.toString('utf8')) as ServerFrame;
        if (f.type === 'ready') {
          sockets.set(user.id, ws);
          resolve();
        } else if (f.type === 'message') {
          const m = sent.get(f.message.client_id);
          if (m && m.recipient === user.id && (m.copies += 1) === 1) m.deliveredAt = at;
        } else if (f.type === 'ack') {
          const m = sent.get(f.client_id);
          if (m) m.answeredAt = at;
        } else if (f.type === 'error' && f.client_id) {
          const m = sent.get(f.client_id);
          if (m) m.failed = `${f.status} ${f.detail}`;
        }
      });
    });
  t = performance.now();
  await inTurns(
    chats.flatMap((c) => [c.seller, c.buyer]),
    CONNECT_AT_ONCE,
    connect,
  );
  const connectSeconds = (performance.now() - t) / 1000;
  await sleep(1000); // the frames of opening (new chat, bell) have gone out

  // 3. Messages at a steady pace, in turn over HTTP and the socket.
  const pgClient = job.databaseUrl ? new pg.Client({ connectionString: job.databaseUrl }) : null;
  await pgClient?.connect();
  const cpu0 = cpuMsOf(job.serverPid);
  const threads0 = threadCpu(job.serverPid);
  const backends0 = await backendCpu(pgClient);
  const own0 = process.cpuUsage();

  const total = Math.round(job.rate * job.seconds);
  const every = 1000 / job.rate;
  const start = performance.now() + 50;
  let sentHttp = 0;
  let sentSocket = 0;
  let lateMax = 0;
  const answers: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * every;
    const wait = due - performance.now();
    if (wait > 0.5) await sleep(wait);
    lateMax = Math.max(lateMax, performance.now() - due);
    // Each round visits every chat once; the buyers speak in even rounds, the sellers in odd ones,
    // and the transport alternates message by message (and, for one chat, round by round).
    const round = Math.floor(i / chats.length);
    const chat = chats[i % chats.length]!;
    const [from, to] = round % 2 === 0 ? [chat.buyer, chat.seller] : [chat.seller, chat.buyer];
    const client_id = randomUUID();
    const text = `Message ${i}: is it still available? I can come and see it on Saturday.`;
    const via = (i + round) % 2 === 0 ? 'http' : 'socket';
    const m: Sent = { due, via, recipient: to.id, copies: 0 };
    sent.set(client_id, m);
    if (via === 'http') {
      sentHttp += 1;
      answers.push(
        request(agent, job.port, `/api/chat/${chat.id}/messages/`, from.token, { client_id, text }).then(
          (res) => {
            m.answeredAt = performance.now();
            if (res.status !== 201) m.failed = `${res.status} ${res.body}`;
          },
          (err: Error) => {
            m.failed = err.message;
          },
        ),
      );
    } else {
      sentSocket += 1;
      sockets.get(from.id)!.send(JSON.stringify({ type: 'message', chat_id: chat.id, client_id, text }));
    }
  }

  // 4. Everything delivered and answered, or 5 s after the last message was due.
  const end = start + (total - 1) * every;
  const settled = () => [...sent.values()].every((m) => m.deliveredAt !== undefined && (m.answeredAt || m.failed));
  while (performance.now() < end + GRACE_MS && !settled()) await sleep(20);
  const limit = performance.now();
  const windowSeconds = (performance.now() - start) / 1000;
  const serverCpuMs = cpuMsOf(job.serverPid) - cpu0;
  const threads1 = threadCpu(job.serverPid);
  const backends1 = await backendCpu(pgClient);
  const own = process.cpuUsage(own0);
  const load = Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

  // Lost, or only late? Wait for the stragglers (a server far behind still has them queued).
  while (performance.now() < limit + LATE_MS && !settled()) await sleep(100);
  ending = true;
  for (const ws of sockets.values()) ws.close();
  await pgClient?.end();
  await Promise.race([Promise.all(answers), sleep(1000)]);
  agent.destroy();

  const list = [...sent.values()];
  const used = (tid: number) => (threads1.get(tid) ?? 0) - (threads0.get(tid) ?? 0);
  const others = [...threads1.keys()].filter((tid) => tid !== job.serverPid).map(used);
  const postgresCpuMs = pgClient
    ? [...backends1].reduce((s, [pid, ms]) => s + ms - (backends0.get(pid) ?? 0), 0)
    : undefined;
  return {
    sockets: sockets.size,
    chats: chats.length,
    openSeconds,
    connectSeconds,
    sent: list.length,
    sentHttp,
    sentSocket,
    delivered: list.filter((m) => m.deliveredAt !== undefined && m.deliveredAt <= limit).length,
    lost: list.filter((m) => m.deliveredAt === undefined || m.deliveredAt > limit).length,
    late: list.filter((m) => m.deliveredAt !== undefined && m.deliveredAt > limit).length,
    duplicates: list.reduce((s, m) => s + Math.max(0, m.copies - 1), 0),
    errors: list.filter((m) => m.failed).length,
    dropped,
    delivery: spread(list.flatMap((m) => (m.deliveredAt === undefined ? [] : [m.deliveredAt - m.due]))),
    ack: answered(list, 'socket'),
    http: answered(list, 'http'),
    lateMax,
    windowSeconds,
    serverCpuMs,
    serverMainCpuMs: used(job.serverPid),
    serverBusiestThreadCpuMs: Math.max(0, ...others),
    postgresCpuMs,
    postgresProcesses: pgClient ? backends1.size : undefined,
    generatorCpuMs: (own.user + own.system) / 1000,
    load,
  };
}

const answered = (list: Sent[], via: Sent['via']) =>
  spread(list.flatMap((m) => (m.via === via && m.answeredAt !== undefined && !m.failed ? [m.answeredAt - m.due] : [])));

const jobFile = process.argv[2];
if (jobFile) {
  const job = JSON.parse(readFileSync(jobFile, 'utf8')) as ChatJob;
  process.stdout.write(JSON.stringify(await runChatLoad(job)) + '\n');
  process.exit(0);
}
