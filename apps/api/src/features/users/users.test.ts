import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp } from '../../test/harness';
import { bearer, captureSms, signUp } from '../auth/testing';
import { upsertAccount } from './service';

describe.each(dbKinds())('admin users list on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  const sms = captureSms();
  let adminToken: string;
  let customerToken: string;
  beforeAll(async () => {
    h = await makeApp(kind, { sms: sms.provider });
    customerToken = (await signUp(h.app, sms, '9600000001', 'customer-pass', 'Kavya Nair')).token;
    await signUp(h.app, sms, '9600000002', 'customer-pass', 'Arjun Mehta');
    const admin = await upsertAccount(
      h.db,
      { mobile: '9600000009', name: 'Site Admin', user_type: 'ADMIN' },
      h.clock.now(),
    );
    const login = await h.app.inject({
      method: 'POST',
      url: '/login/',
      payload: { mobile: '9600000009', password: admin.password },
    });
    adminToken = login.json().token;
  });
  afterAll(() => h.close());

  const list = (query = '', token?: string) =>
    h.app.inject({ method: 'GET', url: `/api/user/${query}`, headers: token ? bearer(token) : {} });

  test('anonymous 401, customer 403, admin 200', async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await list('', customerToken)).statusCode).toBe(403);
    const res = await list('', adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 3, next: null, previous: null });
    expect(res.json().results[0]).toEqual({
      id: expect.any(Number),
      name: 'Site Admin',
      mobile: '9600000009',
      email: null,
      user_type: 'ADMIN',
      wallet: 0,
      is_active: true,
      blocked_reason: null,
      created_on: expect.any(String),
    });
  });

  test('search by part of the name or the mobile; pages with full next/previous links', async () => {
    const byName = (await list('?search=kavya', adminToken)).json();
    expect(byName.results.map((u: { name: string }) => u.name)).toEqual(['Kavya Nair']);
    const byMobile = (await list('?search=%2B91%209600000002', adminToken)).json();
    expect(byMobile.results.map((u: { name: string }) => u.name)).toEqual(['Arjun Mehta']);
    const first = (await list('?limit=2', adminToken)).json();
    expect(first.results).toHaveLength(2);
    expect(first.next).toMatch(/^http:\/\/.+\/api\/user\/\?limit=2&offset=2$/);
    const second = (
      await h.app.inject({
        method: 'GET',
        url: new URL(first.next).pathname + new URL(first.next).search,
        headers: bearer(adminToken),
      })
    ).json();
    expect(second.results).toHaveLength(1);
    expect(second.previous).not.toBeNull();
    expect((await list('?limit=abc', adminToken)).statusCode).toBe(400);
  });

  test('upsertAccount refuses a bad mobile and a short password', async () => {
    await expect(upsertAccount(h.db, { mobile: '123', name: 'X', user_type: 'ADMIN' }, h.clock.now())).rejects.toThrow(
      'mobile',
    );
    await expect(
      upsertAccount(h.db, { mobile: '9600000008', name: 'X', password: 'short', user_type: 'ADMIN' }, h.clock.now()),
    ).rejects.toThrow('8 characters');
  });
});
