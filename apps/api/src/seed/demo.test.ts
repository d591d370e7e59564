import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp } from '../test/harness';
import { demoBanner } from './demo';
import { seedDemoUsers } from './demo-users';

describe.each(dbKinds())('demo users on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  beforeAll(async () => {
    h = await makeApp(kind);
  });
  afterAll(() => h.close());

  test('a first start gets two customers and an admin who can log in; never again once users exist', async () => {
    const accounts = await seedDemoUsers(h.ctx);
    expect(accounts.map((a) => a.user_type)).toEqual(['CUSTOMER', 'CUSTOMER', 'ADMIN']);
    // Random passwords, different each time: nothing known opens a demo account.
    expect(new Set(accounts.map((a) => a.password)).size).toBe(3);
    for (const a of accounts) expect(a.password).toMatch(/^[\w-]{16}$/);
    const customer = accounts[0]!;
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: '/login/',
          payload: { mobile: customer.mobile, password: customer.password },
        })
      ).statusCode,
    ).toBe(200);
    const admin = accounts[2]!;
    const login = await h.app.inject({
      method: 'POST',
      url: '/login/',
      payload: { mobile: admin.mobile, password: admin.password },
    });
    expect(login.json().user.user_type).toBe('ADMIN');
    const banner = demoBanner(accounts).join('\n');
    expect(banner).toContain(`+91 ${admin.mobile}  ${admin.password}`);
    expect(await seedDemoUsers(h.ctx)).toEqual([]);
  });
});
