import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp, testConfig } from '../../test/harness';

describe.each(dbKinds())('CORS and body safety on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  beforeAll(async () => {
    h = await makeApp(kind, { config: testConfig({ CORS_ORIGINS: 'https://partner.example, https://m.example/' }) });
  });
  afterAll(() => h.close());

  const preflight = (app: typeof h.app, origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/login/',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });

  test('CORS is closed by default', async () => {
    const closed = await makeApp(kind, { db: h.db });
    try {
      const res = await preflight(closed.app, 'https://partner.example');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const get = await closed.app.inject({
        method: 'GET',
        url: '/api/lookup/cats/',
        headers: { origin: 'https://partner.example' },
      });
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await closed.app.close();
    }
  });

  test('CORS_ORIGINS opens it to the listed origins only', async () => {
    const ok = await preflight(h.app, 'https://partner.example');
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect((await preflight(h.app, 'https://m.example')).headers['access-control-allow-origin']).toBe(
      'https://m.example',
    );
    expect((await preflight(h.app, 'https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  test('wrong types are field errors, a non-JSON content type is a 415, never a 500', async () => {
    const types = await h.app.inject({
      method: 'POST',
      url: '/signup/',
      payload: { mobile: ['9876543210'], otp: 123456, name: {}, password: true, terms: 'yes' },
    });
    expect(types.statusCode).toBe(400);
    expect(Object.keys(types.json()).sort()).toEqual(['mobile', 'name', 'otp', 'password', 'terms']);
    const xml = await h.app.inject({
      method: 'POST',
      url: '/login/',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    const empty = await h.app.inject({
      method: 'POST',
      url: '/login/',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
  });

  test.each(['gzip', 'br', 'deflate'])(
    'a plain JSON body that says Content-Encoding: %s is a 400 naming the body, never a 500',
    async (encoding) => {
      const payload = JSON.stringify({ mobile: '9876543210', password: 'secret-pass-1' });
      for (const url of ['/login/', '/signup/', '/forgot-password/', '/contact/']) {
        const res = await h.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', 'content-encoding': encoding },
          payload,
        });
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toEqual({ body: [expect.stringContaining(`not ${encoding} data`)] });
      }
    },
  );

  test('a body that really is gzip is read; an unknown Content-Encoding is a 415', async () => {
    const body = JSON.stringify({ mobile: '9876543210', password: 'secret-pass-1' });
    const gzipped = await h.app.inject({
      method: 'POST',
      url: '/login/',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(body),
    });
    expect(gzipped.statusCode).toBe(400);
    expect(gzipped.json()).toEqual({ non_field_errors: [expect.any(String)] });
    const unknown = await h.app.inject({
      method: 'POST',
      url: '/login/',
      headers: { 'content-type': 'application/json', 'content-encoding': 'zstd' },
      payload: body,
    });
    expect(unknown.statusCode).toBe(415);
    expect(unknown.json().detail).toMatch(/Content-Encoding/);
  });
});
