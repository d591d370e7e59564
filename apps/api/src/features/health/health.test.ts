import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp } from '../../test/harness';

describe.each(dbKinds())('health on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  beforeAll(async () => {
    h = await makeApp(kind);
  });
  afterAll(() => h.close());

  test('GET /api/health answers ok and names the database engine', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: kind });
  });

  test('security headers are set on every answer', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('an unknown API path is a JSON 404, not the app shell', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/nope/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  test('the migrations ran: pg_trgm is installed', async () => {
    const { rows } = await h.db.query<{ extname: string }>(
      "SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'",
    );
    expect(rows).toHaveLength(1);
  });
});
