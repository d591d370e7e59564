import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp } from '../test/harness';
import { createSession, requireAdmin, requireUser, revokeSession } from './auth';

describe.each(dbKinds())('auth guards on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let customer: string;
  let admin: string;
  beforeAll(async () => {
    h = await makeApp(kind);
    const ins = await h.db.query<{ id: number }>(
      `INSERT INTO users (mobile, name, user_type) VALUES ('9876543210', 'Asha', 'CUSTOMER'), ('9123456789', 'Ravi', 'ADMIN') RETURNING id::int AS id`,
    );
    customer = await createSession(h.db, ins.rows[0]!.id, h.clock.now());
    admin = await createSession(h.db, ins.rows[1]!.id, h.clock.now());
  });
  afterAll(() => h.close());

  // The guards take a request; only its headers matter.
  const call = async (guard: typeof requireUser, token?: string) => {
    const req = { headers: token ? { authorization: `Bearer ${token}` } : {} } as Parameters<typeof requireUser>[1];
    try {
      return { user: await guard(h.ctx, req) };
    } catch (err) {
      return { status: (err as { status: number }).status };
    }
  };

  test('anonymous is 401, a customer passes requireUser and is 403 at the admin guard', async () => {
    expect(await call(requireUser)).toEqual({ status: 401 });
    expect((await call(requireUser, customer)).user).toMatchObject({ name: 'Asha', user_type: 'CUSTOMER' });
    expect(await call(requireAdmin, customer)).toEqual({ status: 403 });
    expect((await call(requireAdmin, admin)).user).toMatchObject({ name: 'Ravi', user_type: 'ADMIN' });
  });

  test('a revoked token and an expired token are 401', async () => {
    const token = await createSession(h.db, 1, h.clock.now());
    expect((await call(requireUser, token)).user).toBeDefined();
    await revokeSession(h.db, token, h.clock.now());
    expect(await call(requireUser, token)).toEqual({ status: 401 });
    const old = await createSession(h.db, 1, new Date(h.clock.now().getTime() - 31 * 24 * 3600 * 1000));
    expect(await call(requireUser, old)).toEqual({ status: 401 });
  });
});
