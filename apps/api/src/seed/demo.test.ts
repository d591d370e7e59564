import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp } from '../test/harness';
import { verifyLedger } from '../features/wallet/ledger';
import { createSession } from '../http/auth';
import { DEMO_WALLET_PAISE, demoBanner, seedDemoWallet } from './demo';
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

  test('each demo customer gets demo money once, as a ledger row like any other', async () => {
    const { rows } = await h.db.query<{ id: number }>(
      "SELECT id::int AS id FROM users WHERE user_type = 'CUSTOMER' ORDER BY id LIMIT 1",
    );
    const id = rows[0]!.id;
    await seedDemoWallet(h.ctx, id);
    await seedDemoWallet(h.ctx, id);
    const token = await createSession(h.db, id, h.clock.now());
    const wallet = (
      await h.app.inject({ method: 'GET', url: '/api/wallet/', headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(wallet.balance_paise).toBe(DEMO_WALLET_PAISE);
    expect(wallet.results).toEqual([
      expect.objectContaining({ kind: 'adjustment', description: 'Demo credit (test money, not real)' }),
    ]);
    expect(await verifyLedger(h.db)).toEqual([]);
  });
});
