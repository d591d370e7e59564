import Fastify from 'fastify';
import pino from 'pino';
import { afterEach, expect, test, vi } from 'vitest';
import { createAppContext, type AppContext } from './context';
import { JOBS, scheduleJobs, type Job } from './jobs';
import { buildServer } from './server';
import { openTestDb, testClock, testConfig } from './test/harness';

const HOUR_MS = 60 * 60 * 1000;

afterEach(() => {
  vi.useRealTimers();
});

test('the jobs start with the server and none is left running once it closes', async () => {
  const db = await openTestDb('pglite');
  // Only intervals are faked: the database and the server keep their real timers.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const ctx = createAppContext({ config: testConfig(), db, now: testClock().now, log: pino({ level: 'silent' }) });
  const app = await buildServer(ctx);
  try {
    // The chat socket's pinger belongs to its route (it pings the sockets that route holds).
    expect(vi.getTimerCount()).toBe(1);
    await app.ready();
    expect(vi.getTimerCount()).toBe(1 + JOBS.length);
  } finally {
    await app.close();
    expect(vi.getTimerCount()).toBe(0);
    await db.close();
  }
});

test('each job runs every interval with the context, a failure is logged, and close stops them', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const logged: unknown[] = [];
  const log = pino({ level: 'error' }, { write: (line: string) => void logged.push(JSON.parse(line).msg) });
  // These jobs read nothing of the context but its logger.
  const ctx = { log } as unknown as AppContext;
  const hourly = vi.fn(async () => 0);
  const failing: Job = {
    name: 'the failing job',
    everyMs: 2 * HOUR_MS,
    run: async () => Promise.reject(new Error('no')),
  };
  const app = Fastify();
  scheduleJobs(app, ctx, [{ name: 'hourly', everyMs: HOUR_MS, run: hourly }, failing]);
  await vi.advanceTimersByTimeAsync(3 * HOUR_MS);
  expect(hourly).not.toHaveBeenCalled(); // not before the server is ready
  await app.ready();
  await vi.advanceTimersByTimeAsync(3 * HOUR_MS);
  expect(hourly).toHaveBeenCalledTimes(3);
  expect(hourly).toHaveBeenCalledWith(ctx);
  expect(logged).toEqual(['the failing job failed']);
  await app.close();
  await vi.advanceTimersByTimeAsync(3 * HOUR_MS);
  expect(hourly).toHaveBeenCalledTimes(3);
});
