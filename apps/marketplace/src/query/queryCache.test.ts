import { expect, test } from 'vitest';
import { ApiError } from '../api/client';
import { QueryCache, restoreError } from './queryCache';

/** A load that answers when told to, counting its calls and recording its abort signals. */
function deferred<T>() {
  const calls: { signal: AbortSignal; resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const load = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ signal, resolve, reject });
    });
  return { load, calls };
}

test('callers of a key in flight share one request, and its answer is fresh for 30 s', async () => {
  let now = 1_000;
  const cache = new QueryCache({}, () => now);
  const { load, calls } = deferred<string>();
  const a = cache.fetch('ad:5', load);
  const b = cache.fetch('ad:5', load);
  expect(calls).toHaveLength(1);
  calls[0]!.resolve('Honda City');
  expect(await a).toEqual({ data: 'Honda City' });
  expect(await b).toEqual({ data: 'Honda City' });
  expect(cache.get('ad:5')).toEqual({ data: 'Honda City' });

  now += 29_000;
  await cache.fetch('ad:5', load);
  expect(calls).toHaveLength(1);
  now += 2_000;
  expect(cache.isFresh('ad:5')).toBe(false);
  void cache.fetch('ad:5', load);
  expect(calls).toHaveLength(2);
});

test('an API error is an answer, not a rejection, and comes back as the same ApiError', async () => {
  const cache = new QueryCache();
  const answer = await cache.fetch('ad:404', () => Promise.reject(new ApiError(404, {}, 'Not found.')));
  const error = restoreError(answer.error);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 404, detail: 'Not found.' });
});

test('readers hear of a new answer; the last reader leaving aborts the request in flight', async () => {
  const cache = new QueryCache({ cats: { data: ['Cars'] } });
  const { load, calls } = deferred<string[]>();
  let heard = 0;
  const stop = cache.subscribe('cats', () => (heard += 1));
  const done = cache.fetch('cats', load, { force: true });
  calls[0]!.resolve(['Cars', 'Bikes']);
  await done;
  expect(heard).toBe(1);
  expect(cache.get('cats')).toEqual({ data: ['Cars', 'Bikes'] });

  void cache.fetch('cats', load, { force: true, reader: true });
  stop();
  cache.abandon('cats');
  expect(calls[1]!.signal.aborted).toBe(true);
  calls[1]!.reject(new DOMException('Aborted', 'AbortError'));
  await Promise.resolve();
  await Promise.resolve();
  // The abandoned request leaves the earlier answer in place.
  expect(cache.get('cats')).toEqual({ data: ['Cars', 'Bikes'] });
});

test('a server render’s answers travel in the page and are read back without asking', async () => {
  const server = new QueryCache();
  await server.fetch('home:latest', async () => ({ count: 1 }));
  await server.fetch('ad:9', () => Promise.reject(new ApiError(404, {}, 'Not found.')));
  const page = JSON.parse(JSON.stringify(server.snapshot()));
  const browser = new QueryCache(page);
  expect(browser.get('home:latest')).toEqual({ data: { count: 1 } });
  expect(restoreError(browser.get('ad:9')!.error)?.status).toBe(404);
  let asked = 0;
  await browser.fetch('home:latest', async () => (asked += 1));
  expect(asked).toBe(0);
});

test('a reader leaving does not abort a request a route loader is waiting for', async () => {
  const cache = new QueryCache();
  const { load, calls } = deferred<string>();
  const stop = cache.subscribe('ad:7', () => {});
  void cache.fetch('ad:7', load, { reader: true });
  const loader = cache.fetch('ad:7', load);
  stop();
  cache.abandon('ad:7');
  expect(calls[0]!.signal.aborted).toBe(false);
  calls[0]!.resolve('Royal Enfield');
  expect(await loader).toEqual({ data: 'Royal Enfield' });
  expect(cache.get('ad:7')).toEqual({ data: 'Royal Enfield' });
});

test('a loader’s own request outlives a reader that came and went', async () => {
  const cache = new QueryCache();
  const { load, calls } = deferred<string>();
  const loader = cache.fetch('inbox', load);
  const stop = cache.subscribe('inbox', () => {});
  void cache.fetch('inbox', load, { reader: true });
  stop();
  cache.abandon('inbox');
  expect(calls).toHaveLength(1);
  expect(calls[0]!.signal.aborted).toBe(false);
  calls[0]!.resolve('3 chats');
  expect(await loader).toEqual({ data: '3 chats' });
});
