/**
 * `npm run bench:chat -w @haat/api` (also the end of `npm run bench`, or alone there with
 * `BENCH_SCENARIOS=chat`): the chat API under live load. Seeds a fresh small database
 * (BENCH_CHAT_SOCKETS / 2 sellers with one ad each and as many buyers, each with a session), starts
 * the real server (the bundle `npm start` runs) as a child process, and drives it from a third
 * process (`bench/chat-load.ts`): every buyer opens a chat about one seller's ad, both
 * participants of every chat hold a socket on `/ws`, then BENCH_CHAT_RATE messages a second for
 * BENCH_CHAT_SECONDS, at a steady pace, in turn over `POST /api/chat/{id}/messages/` and as socket
 * frames. Prints messages sent, delivered, lost (not on the recipient's socket 5 s after the end),
 * duplicates, delivery latency (due → the recipient's frame), ack and HTTP latency, the server's
 * CPU by thread and peak RSS; writes a Markdown table to bench-data/chat-<engine>.md.
 *
 * Env: BENCH_CHAT_SOCKETS (1000), BENCH_CHAT_RATE (200), BENCH_CHAT_SECONDS (30), BENCH_PORT (3211),
 * BENCH_ENGINES (pglite,postgres), DATABASE_URL; BENCH_BUILT=1 skips building the server (run.ts
 * has just built it).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { loadConfig, repoRoot } from '../src/config';
import { createAppContext } from '../src/context';
import { openPglite, openPostgres, type Db, type Queryable } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';
import { sendMessage } from '../src/features/chat/service';
import { authenticateToken, createSession } from '../src/http/auth';
import { generateAds } from '../src/seed/demo-ads-catalog';
import { insertGeneratedAds, popularCities } from '../src/seed/demo-ads';
import type { ChatJob, ChatResult } from './chat-load';
import { peakRss, startServer } from './server';

const SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 1000);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 30);
const PORT = Number(process.env.BENCH_PORT ?? 3211);
const CHATS = Math.max(1, Math.floor(SOCKETS / 2));
const benchDir = path.join(repoRoot, 'bench-data');
const apiDir = path.resolve(repoRoot, 'apps/api');
const log = (s: string) => process.stdout.write(s + '\n');

// --- Open files ---------------------------------------------------------------------------------

/**
 * Stops early when a process may not open `need` files. Node raises its own soft limit to the hard
 * one at start (the server and the load generator are Node processes too), so the hard limit is
 * the one that counts: `ulimit -Hn` (or limits.conf) must allow it.
 */
function checkFileLimit(need: number) {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'))!;
  const soft = line.slice('Max open files'.length).trim().split(/\s+/)[0]!;
  if (soft !== 'unlimited' && Number(soft) < need) {
    throw new Error(
      `the chat bench needs ${need} open files per process and may open ${soft}: raise the hard limit (ulimit -Hn, limits.conf) or lower BENCH_CHAT_SOCKETS`,
    );
  }
}
/** Each socket is a file in the load process and another in the server, besides the database's files. */
const FILES_NEEDED = 2 * SOCKETS + 1024; // a socket and, at most, an HTTP connection per participant

// --- Seeding ------------------------------------------------------------------------------------

async function seed(db: Db): Promise<ChatJob['pairs']> {
  await prepareDatabase(db);
  const now = new Date();
  const users = async (from: number, kind: string) =>
    (
      await db.query<{ id: number }>(
        `INSERT INTO users (mobile, name, created_on)
         SELECT ($1::bigint + g)::text, $2 || ' ' || g, now() FROM generate_series(1, $3::int) g
         RETURNING id::int AS id`,
        [from, kind, CHATS],
      )
    ).rows.map((r) => r.id);
  const sellers = await users(7_100_000_000, 'Seller');
  const buyers = await users(7_200_000_000, 'Buyer');
  const cities = await popularCities(db);
  // One live ad per seller, listed in the last few hours.
  const ads = [...generateAds(CHATS, cities, 23, now.getUTCFullYear())].map((ad, i) => ({ ...ad, ageSeconds: i }));
  await insertGeneratedAds(db, ads, { owners: sellers, now, batch: 1000 });
  const adOf = new Map(
    (await db.query<{ id: number; owner: number }>('SELECT id::int AS id, owner_id::int AS owner FROM ads')).rows.map(
      (r) => [r.owner, r.id],
    ),
  );
  const token = new Map<number, string>();
  for (const id of [...sellers, ...buyers]) token.set(id, await createSession(db, id, now));
  await db.exec('VACUUM ANALYZE');
  return sellers.map((s, i) => ({
    ad: adOf.get(s)!,
    seller: { id: s, token: token.get(s)! },
    buyer: { id: buyers[i]!, token: token.get(buyers[i]!)! },
  }));
}

// --- One at a time ------------------------------------------------------------------------------

const DIRECT = 300;

/**
 * After the load: DIRECT messages sent one at a time as service calls on the database, as the
 * HTTP route makes them (the token's session, then `sendMessage`), with no HTTP, no socket and
 * nothing else running: what one message costs the database, and how many statements it takes.
 */
async function oneAtATime(db: Db, dataDir: string, pairs: ChatJob['pairs']) {
  let statements = 0;
  const counting = (q: Queryable): Queryable => ({
    query: (sql, params) => {
      statements += 1;
      return q.query(sql, params);
    },
  });
  const counted: Db = {
    ...db,
    ...counting(db),
    transaction: (fn) => {
      statements += 2; // BEGIN and COMMIT
      return db.transaction((tx) => fn(counting(tx)));
    },
  };
  const ctx = createAppContext({
    config: loadConfig({ ...process.env, DATA_DIR: dataDir }),
    db: counted,
    log: pino({ level: 'silent' }),
  });
  const token = new Map(pairs.flatMap((p) => [p.buyer, p.seller]).map((u) => [u.id, u.token]));
  const chats = (
    await db.query<{ id: number; buyer: number; seller: number }>(
      'SELECT id::int AS id, buyer_id::int AS buyer, seller_id::int AS seller FROM chats ORDER BY id',
    )
  ).rows;
  const times: number[] = [];
  statements = 0;
  for (let k = 0; k < DIRECT; k++) {
    const chat = chats[k % chats.length]!;
    const from = k % 2 === 0 ? chat.buyer : chat.seller;
    const t = performance.now();
    const user = await authenticateToken(ctx, token.get(from)!);
    await sendMessage(ctx, user!, chat.id, { client_id: randomUUID(), text: `One at a time, ${k}.` });
    times.push(performance.now() - t);
  }
  await ctx.realtime.close();
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
  return { p50: at(50), p95: at(95), statements: statements / DIRECT };
}

// --- Running ------------------------------------------------------------------------------------

async function load(job: ChatJob): Promise<ChatResult> {
  const file = path.join(benchDir, 'chat-job.json');
  writeFileSync(file, JSON.stringify(job));
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/chat-load.ts', file], {
      cwd: apiDir,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout!.on('data', (d: Buffer) => (text += d.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`chat load exited with ${code}`))));
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as ChatResult;
}

const ms = (x: number) => x.toFixed(1);

async function run(engine: 'pglite' | 'postgres') {
  log(`\n== chat on ${engine}: ${CHATS * 2} sockets (${CHATS} chats), ${RATE} messages/s for ${SECONDS} s ==`);
  mkdirSync(benchDir, { recursive: true });
  const dataDir = path.join(benchDir, 'chat-pglite');
  let databaseUrl: string | undefined;
  if (engine === 'postgres') {
    const u = new URL(process.env.DATABASE_URL!);
    const admin = new pg.Client({ connectionString: u.toString() });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS haat_bench_chat WITH (FORCE)');
    await admin.query('CREATE DATABASE haat_bench_chat');
    await admin.end();
    u.pathname = '/haat_bench_chat';
    databaseUrl = u.toString();
  } else {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const t0 = performance.now();
  const db = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(path.join(dataDir, 'pglite'));
  const pairs = await seed(db);
  await db.close();
  log(`  seeded ${CHATS} ads, ${CHATS * 2} users and sessions in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const server = await startServer(PORT, databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir });
  let r: ChatResult;
  let rss = NaN;
  try {
    r = await load({ port: PORT, serverPid: server.pid!, pairs, rate: RATE, seconds: SECONDS, databaseUrl });
  } finally {
    rss = peakRss(server.pid!);
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
  }

  const db2 = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(path.join(dataDir, 'pglite'));
  const alone = await oneAtATime(db2, dataDir, pairs);
  await db2.close();

  const perMessage = (x: number) => (x / r.sent).toFixed(2);
  const busy = (x: number) => `${((x / (r.windowSeconds * 1000)) * 100).toFixed(0)} %`;
  const target = r.lost === 0 && r.delivery.p95 < 50 ? 'met' : 'missed';
  const md = [
    `### chat, ${engine}`,
    '',
    `${new Date().toISOString().slice(0, 10)}: ${r.sockets} sockets (${r.chats} chats, buyer and seller each connected; ` +
      `opened in ${r.openSeconds.toFixed(1)} s, connected in ${r.connectSeconds.toFixed(1)} s), then ${RATE} messages/s ` +
      `for ${SECONDS} s at a steady pace, in turn over HTTP and the socket. Latencies count from when each message ` +
      `was due (the generator was at most ${ms(r.lateMax)} ms late); delivery is the recipient's socket frame, ` +
      `the late ones included. Target (delivery p95 < 50 ms, none lost): **${target}**.`,
    '',
    `Server CPU over the ${r.windowSeconds.toFixed(0)} s: ${perMessage(r.serverCpuMs)} ms/message, ${busy(r.serverCpuMs)} of a core ` +
      `(main thread ${perMessage(r.serverMainCpuMs)} ms, ${busy(r.serverMainCpuMs)}; busiest other thread ` +
      `${perMessage(r.serverBusiestThreadCpuMs)} ms, ${busy(r.serverBusiestThreadCpuMs)})` +
      (r.postgresCpuMs === undefined
        ? ''
        : `; PostgreSQL's ${r.postgresProcesses} server processes ${perMessage(r.postgresCpuMs)} ms/message, ${busy(r.postgresCpuMs)}`) +
      `; the load process ${busy(r.generatorCpuMs)}; load average ${r.load}. One message at a time on the database ` +
      `(session + sendMessage, no HTTP): p50 ${ms(alone.p50)} ms, p95 ${ms(alone.p95)} ms, ${alone.statements.toFixed(1)} statements.`,
    '',
    '| sent (HTTP / socket) | delivered | lost (late) | duplicates | errors | delivery p50 ms | delivery p95 ms | delivery p99 ms | delivery max ms | ack p50 ms | ack p95 ms | HTTP p50 ms | HTTP p95 ms | server CPU ms/msg | server peak RSS |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${r.sent} (${r.sentHttp} / ${r.sentSocket}) | ${r.delivered} | **${r.lost}** (${r.late}) | ${r.duplicates} | ${r.errors}${r.dropped ? `, ${r.dropped} sockets dropped` : ''} | ${ms(r.delivery.p50)} | **${ms(r.delivery.p95)}** | ${ms(r.delivery.p99)} | ${ms(r.delivery.max)} | ${ms(r.ack.p50)} | ${ms(r.ack.p95)} | ${ms(r.http.p50)} | ${ms(r.http.p95)} | ${perMessage(r.serverCpuMs)} | ${rss.toFixed(0)} MB |`,
    '',
  ].join('\n');
  writeFileSync(path.join(benchDir, `chat-${engine}.md`), md);
  log('\n' + md);
}

checkFileLimit(FILES_NEEDED);
if (process.env.BENCH_BUILT !== '1') {
  if (spawnSync(process.execPath, ['build.mjs'], { cwd: apiDir, stdio: 'inherit' }).status !== 0) {
    throw new Error('the server could not be built (build.mjs)');
  }
}
const engines = (process.env.BENCH_ENGINES ?? (process.env.DATABASE_URL ? 'pglite,postgres' : 'pglite')).split(',');
if (engines.includes('pglite')) await run('pglite');
if (engines.includes('postgres') && process.env.DATABASE_URL) await run('postgres');
