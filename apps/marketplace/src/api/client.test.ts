import { activateLanguage } from '@haat/ui';
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { readStorage, writeStorage } from '../state/storage';
import { ApiError, createApiClient, NOTIFY_MESSAGES, serverWords } from './client';

/** A stand-in for the network: records each call and answers with `status` and `body`. */
function fakeFetch(status: number, body?: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the fetch client', () => {
  test('calls the same origin, or the storage key `domain` when set, and builds the query', async () => {
    const net = fakeFetch(200, { count: 0, next: null, previous: null, results: [] });
    const api = createApiClient({ fetch: net.fetch });
    await api.get('/api/search-product/', { sort: '-created_on', limit: 12, featured: undefined, q: '' });
    expect(net.calls[0]!.url).toBe('/api/search-product/?sort=-created_on&limit=12');

    writeStorage('domain', 'https://api.haat.example/');
    await api.get('/api/lookup/cats/');
    expect(net.calls[1]!.url).toBe('https://api.haat.example/api/lookup/cats/');
  });

  test('a next-page link is called as it is (Load More)', async () => {
    const net = fakeFetch(200, {});
    const api = createApiClient({ fetch: net.fetch });
    await api.get('http://127.0.0.1:3100/api/search-product/?limit=12&offset=12');
    expect(net.calls[0]!.url).toBe('http://127.0.0.1:3100/api/search-product/?limit=12&offset=12');
  });

  test('adds the bearer token unless an Authorization header is already set', async () => {
    const net = fakeFetch(200, {});
    const api = createApiClient({ fetch: net.fetch });
    await api.get('/api/profile/');
    expect(headersOf(net.calls[0]!.init).Authorization).toBeUndefined();

    writeStorage('token', 'tok-123');
    await api.post('/api/any-request/', { search: 'iphone', action: 'SEARCH_WORD' });
    expect(headersOf(net.calls[1]!.init)).toMatchObject({
      Authorization: 'Bearer tok-123',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(String(net.calls[1]!.init.body))).toEqual({ search: 'iphone', action: 'SEARCH_WORD' });

    await api.get('/check-password/', undefined, { headers: { authorization: 'Bearer reset-token' } });
    expect(headersOf(net.calls[2]!.init)).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'en',
      authorization: 'Bearer reset-token',
    });
  });

  test("asks the API to answer in the page's language (its errors, category names)", async () => {
    const net = fakeFetch(200, {});
    const api = createApiClient({ fetch: net.fetch });
    activateLanguage({ locale: 'hi-IN' });
    try {
      await api.get('/api/lookup/cats/');
    } finally {
      activateLanguage({ locale: 'en-IN' });
    }
    await api.get('/api/lookup/cats/');
    expect(headersOf(net.calls[0]!.init)['Accept-Language']).toBe('hi');
    expect(headersOf(net.calls[1]!.init)['Accept-Language']).toBe('en');
  });

  test('a 400 rejects with each field reduced to its first message, and nothing is toasted', async () => {
    const net = fakeFetch(400, { mobile: ['Enter valid mobile number', 'second'], name: ['Name is required'] });
    const notify = vi.fn();
    const api = createApiClient({ fetch: net.fetch, notify });
    const err = await api.post('/otp/', { mobile: '123' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    expect((err as ApiError).fields).toEqual({ mobile: 'Enter valid mobile number', name: 'Name is required' });
    expect(notify).not.toHaveBeenCalled();
  });

  test('a 401 clears all browser storage and ends the session', async () => {
    writeStorage('token', 'stale');
    writeStorage('user', { name: 'Asha', mobile: '9876543210' });
    writeStorage('location', { name: 'Pune', city: 'Pune' });
    const net = fakeFetch(401, { detail: 'Invalid or expired token.' });
    const ended = vi.fn();
    const api = createApiClient({ fetch: net.fetch });
    api.onSessionEnd(ended);
    await expect(api.get('/api/profile/')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.length).toBe(0);
    expect(readStorage('token')).toBeUndefined();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  test('a 403 does nothing: storage kept, nothing logged or toasted', async () => {
    writeStorage('token', 'tok');
    const notify = vi.fn();
    const logger = { error: vi.fn() };
    const api = createApiClient({ fetch: fakeFetch(403, { detail: 'no' }).fetch, notify, logger });
    await expect(api.get('/api/admin/users/')).rejects.toMatchObject({ status: 403 });
    expect(readStorage('token')).toBe('tok');
    expect(notify).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
  });

  test.each([
    [404, NOTIFY_MESSAGES[404]],
    [405, NOTIFY_MESSAGES[405]],
    [500, NOTIFY_MESSAGES[500]],
    [503, NOTIFY_MESSAGES[500]],
  ])('a %i is logged and a non-blocking toast is raised', async (status, message) => {
    const notify = vi.fn();
    const logger = { error: vi.fn() };
    const api = createApiClient({ fetch: fakeFetch(status, { detail: 'x' }).fetch, notify, logger });
    await expect(api.get('/api/product/9/')).rejects.toMatchObject({ status });
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(message);
  });

  test('a status the caller expects (a 404 meaning "no such category") is neither logged nor toasted', async () => {
    const notify = vi.fn();
    const logger = { error: vi.fn() };
    const api = createApiClient({ fetch: fakeFetch(404, { detail: 'Not found.' }).fetch, notify, logger });
    await expect(api.get('/api/lookup/resolve/nowhere/', undefined, { expected: [404] })).rejects.toMatchObject({
      status: 404,
    });
    expect(notify).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
  });

  test('an aborted request rejects with an AbortError, and is neither logged nor toasted', async () => {
    const notify = vi.fn();
    const logger = { error: vi.fn() };
    const slow: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const api = createApiClient({ fetch: slow, notify, logger });
    const controller = new AbortController();
    const pending = api.get('/api/search-product/', undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(notify).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
  });
});

describe('serverWords: what a refused request shows its person', () => {
  const refused = async (status: number, body: unknown) =>
    createApiClient({ fetch: fakeFetch(status, body).fetch, logger: { error: () => {} } })
      .post('/api/x/', {})
      .catch((e: unknown) => e);

  test("the server's detail first, else its first field message", async () => {
    expect(serverWords(await refused(403, { detail: 'You can rate once a deal is done' }), 'Try again')).toBe(
      'You can rate once a deal is done',
    );
    expect(serverWords(await refused(400, { comment: ['Too long'], stars: ['Pick 1 to 5'] }), 'Try again')).toBe(
      'Too long',
    );
  });

  test("the screen's own words when the server said nothing a person can read", async () => {
    expect(serverWords(await refused(400, {}), 'Try again')).toBe('Try again');
    expect(serverWords(new TypeError('x is undefined'), 'Try again')).toBe('Try again');
  });
});
