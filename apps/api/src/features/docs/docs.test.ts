import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp } from '../../test/harness';

describe.each(dbKinds())('OpenAPI document on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  beforeAll(async () => {
    h = await makeApp(kind);
  });
  afterAll(() => h.close());

  test('GET /api/docs describes the auth endpoints from the contract schemas', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const signup = doc.paths['/signup/'].post;
    const body = signup.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['mobile', 'otp', 'name', 'password', 'terms']));
    // `terms` must be true: a const, or a one-value enum.
    expect(body.properties.terms.enum ?? [body.properties.terms.const]).toEqual([true]);
    expect(Object.keys(signup.responses)).toEqual(expect.arrayContaining(['201', '400', '409']));
    expect(doc.paths['/api/user/'].get.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(doc.paths['/api/user/'].get.responses)).toEqual(expect.arrayContaining(['401', '403']));
    const brandType = doc.paths['/api/lookup/brands/'].get.parameters.find((p: { name: string }) => p.name === 'type');
    expect(brandType.schema.enum).toContain('cars');
    expect(
      doc.paths['/api/profile/'].get.responses['200'].content['application/json'].schema.properties.wallet,
    ).toEqual(expect.objectContaining({ type: 'number' }));
  });
  test('GET /api/docs documents the catalogue endpoints at the paths the server answers', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const search = doc.paths['/api/search-product/'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(search.properties)).toEqual(expect.arrayContaining(['category', 'location', 'search']));
    // The spec's `GET /api/search/` is documented as the same search
    expect(doc.paths['/api/search/'].get.parameters).toEqual(doc.paths['/api/search-product/'].get.parameters);
    expect(Object.keys(doc.paths['/api/product/{id}/'])).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
    expect(Object.keys(doc.paths['/api/products/'].get.responses)).toEqual(expect.arrayContaining(['401', '403']));
    // Every documented catalogue path is a route the server really has (not a 404).
    for (const path of [
      '/api/plans/',
      '/api/banner-pool/',
      '/api/lookup/resolve/Mobiles+Tablets/',
      '/api/search/',
      '/api/store/',
    ]) {
      expect((await h.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    }
  });
  test('every operation has a unique operationId, a 4xx answer, and bearer security when it needs a token', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const ids: string[] = [];
    for (const [path, item] of Object.entries<Record<string, Record<string, unknown>>>(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(op.operationId, where).toMatch(/^[a-z][A-Za-z]+$/);
        ids.push(op.operationId as string);
        const statuses = Object.keys(op.responses as object);
        expect(
          statuses.some((s) => s.startsWith('4')),
          where,
        ).toBe(true);
        if (statuses.includes('401')) expect(op.security, where).toContainEqual({ bearer: [] });
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(40);
  });
  test('ads are documented with their one shape, not an empty answer', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const ad = doc.paths['/api/products/{id}/'].get.responses['200'].content['application/json'].schema;
    expect(ad.required).toEqual(expect.arrayContaining(['id', 'title', 'price', 'images', 'owner', 'status']));
    const list = doc.paths['/api/search-product/'].post.responses['200'].content['application/json'].schema;
    expect(list.required).toEqual(expect.arrayContaining(['count', 'count_capped', 'next', 'previous', 'results']));
  });
  test('an answer that breaks its contract is refused by the server, not sent', async () => {
    // The contract checks what the server sends: a wrong shape is the server's bug (500), never data.
    const { buildServer } = await import('../../server');
    const app = await buildServer(h.ctx);
    const { AdSchema } = await import('@haat/contract');
    const { declare, typed } = await import('../../http/route');
    typed(app).get(
      '/api/broken/',
      declare(h.ctx, { operationId: 'broken', summary: 'x', tag: 'system' }, { response: { 200: AdSchema } }),
      async () => ({ id: 'not a number' }) as never,
    );
    const res = await app.inject({ method: 'GET', url: '/api/broken/' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('not a number');
    await app.close();
  });
});

describe('API reference page', () => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  beforeAll(async () => {
    h = await makeApp('pglite');
  });
  afterAll(() => h.close());

  test('is served from this server, scripts included, under the strict CSP', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/api/reference/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src).not.toMatch(/^https?:/);
      const url = new URL(src, 'http://x/api/reference/').pathname;
      expect((await h.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    const doc = await h.app.inject({ method: 'GET', url: '/api/reference/json' });
    expect(doc.json().paths['/api/products/{id}/'].get.operationId).toBe('getAd');
  });
});
