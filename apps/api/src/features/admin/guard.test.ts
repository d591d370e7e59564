import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp } from '../../test/harness';
import { makeUser } from '../ads/testing';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface DocOperation {
  tags?: string[];
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
}

/**
 * Every operation `/api/docs` marks as admin (every `access: 'admin'` route is tagged `admin`) is
 * fired anonymous and as a customer, with a dummy id and an empty body: the guard runs
 * before validation, so a new admin route that forgets `access: 'admin'` fails here.
 */
describe.each(dbKinds())('the admin guard on every admin operation on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let customer: string;
  let operations: [string, Method, string][];
  let documented: Record<string, DocOperation>;

  beforeAll(async () => {
    h = await makeApp(kind);
    customer = (await makeUser(h.db, h.clock.now(), { name: 'Plain Customer' })).token;
    const doc = (await h.app.inject({ method: 'GET', url: '/api/docs' })).json<{
      paths: Record<string, Record<string, DocOperation>>;
    }>();
    documented = Object.fromEntries(
      Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.entries(item).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op]),
      ),
    );
    operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, op]) => op.tags?.includes('admin'))
        .map(([method]) => {
          const m = method.toUpperCase() as Method;
          return [`${m} ${path}`, m, path.replace(/\{\w+\}/g, '1')] as [string, Method, string];
        }),
    );
  });
  afterAll(() => h.close());

  test('the document lists the admin operations, each tagged admin with the bearer scheme', () => {
    const names = operations.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/user/',
        'PUT /api/user/{id}/',
        'POST /api/user/{id}/wallet/',
        'GET /api/products/',
        'PUT /api/products/{id}/',
        'GET /api/report/',
        'PUT /api/report/{id}/',
        'GET /api/audit/',
      ]),
    );
    for (const name of names) {
      expect(documented[name]!.security, name).toEqual([{ bearer: [] }]);
      expect(Object.keys(documented[name]!.responses ?? {}), name).toEqual(expect.arrayContaining(['401', '403']));
    }
  });

  test('anonymous callers get 401 and customers 403 on every one', async () => {
    expect(operations.length).toBeGreaterThanOrEqual(8);
    for (const [name, method, url] of operations) {
      const body = ['GET', 'DELETE'].includes(method) ? {} : { payload: {} };
      const anonymous = await h.app.inject({ method, url, ...body });
      expect(anonymous.statusCode, `${name} anonymous`).toBe(401);
      const asCustomer = await h.app.inject({ method, url, headers: { authorization: `Bearer ${customer}` }, ...body });
      expect(asCustomer.statusCode, `${name} as a customer`).toBe(403);
      expect(asCustomer.json(), name).toEqual({ detail: expect.any(String) });
    }
  });
});
