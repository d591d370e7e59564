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
    expect(body.properties.terms).toMatchObject({ const: true });
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
    expect(doc.paths['/api/search/']).toBeUndefined();
    expect(Object.keys(doc.paths['/api/product/{id}/'])).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
    expect(Object.keys(doc.paths['/api/products/'].get.responses)).toEqual(expect.arrayContaining(['401', '403']));
    // Every documented catalogue path is a route the server really has (not a 404).
    for (const path of ['/api/plans/', '/api/banner-pool/', '/api/lookup/resolve/Mobiles+Tablets/']) {
      expect((await h.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    }
  });
});
