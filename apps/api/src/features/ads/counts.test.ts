import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSession } from '../../http/auth';
import { dbKinds, type makeApp } from '../../test/harness';
import { bearer } from '../auth/testing';
import { type makeUser, phoneAd, sellersApp } from './testing';

const DAY = 24 * 60 * 60 * 1000;

describe.each(dbKinds())('my-ads counts and the expiry cycle on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let asha: Awaited<ReturnType<typeof makeUser>>;
  let ravi: Awaited<ReturnType<typeof makeUser>>;

  beforeAll(async () => {
    ({ h, asha, ravi } = await sellersApp(kind));
  });
  afterAll(() => h.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers = asha.auth) =>
    h.app.inject({ method, url, headers });
  const post = async (title: string, headers = asha.auth) => {
    const res = await h.app.inject({ method: 'POST', url: '/api/product/', headers, payload: phoneAd({ title }) });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const counts = async (headers = asha.auth) => {
    const res = await call('GET', '/api/product/counts/', headers);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  test('anonymous is 401; a new account has nothing in any tab', async () => {
    expect((await call('GET', '/api/product/counts/', {} as typeof asha.auth)).statusCode).toBe(401);
    expect(await counts(ravi.auth)).toEqual({ active: 0, sold: 0, expired: 0, removed: 0, pending_review: 0 });
  });

  test('each status is counted for its owner only, as the status lists answer', async () => {
    const a = await post('Phone one');
    const b = await post('Phone two');
    const c = await post('Phone three');
    await post('Phone four');
    // Held by the automated checks (features/moderation): a tab of its own.
    await post('Phone five, and a desi katta');
    await post("Ravi's phone", ravi.auth);
    expect((await call('POST', `/api/product/${a}/sold/`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/product/${b}/`)).statusCode).toBe(204);
    expect(await counts()).toEqual({ active: 2, sold: 1, expired: 0, removed: 1, pending_review: 1 });
    for (const status of ['active', 'sold', 'expired', 'removed', 'pending_review'] as const) {
      const list = (await call('GET', `/api/product/?limit=100&status=${status}`)).json();
      expect(list.count).toBe((await counts())[status]);
    }
    expect((await call('GET', '/api/product/?limit=100&status=removed')).json().results[0].id).toBe(b);
    expect(c).toBeGreaterThan(0);
  });

  test('an ad past its 30 days moves to Expired at that moment, and renewing brings it back for 30 more', async () => {
    const before = await counts();
    const id = await post('Expiring phone');
    h.clock.advance(30 * DAY + 1000);
    // Sessions have a lifetime of their own: sign in again after the month.
    asha = { ...asha, auth: bearer(await createSession(h.db, asha.id, h.clock.now())) };
    const after = await counts();
    expect(after.expired).toBe(before.expired + before.active + 1);
    expect(after.active).toBe(0);
    const expired = (await call('GET', '/api/product/?limit=100&status=expired')).json();
    expect(expired.results.map((ad: { id: number }) => ad.id)).toContain(id);
    // Gone from the public detail while expired.
    expect((await call('GET', `/api/products/${id}/`, {} as typeof asha.auth)).statusCode).toBe(404);

    const renewed = await call('POST', `/api/product/${id}/renew/`);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().status).toBe('active');
    expect(new Date(renewed.json().expires_at).getTime() - h.clock.now().getTime()).toBe(30 * DAY);
    expect((await counts()).active).toBe(1);
    expect((await call('GET', `/api/products/${id}/`, {} as typeof asha.auth)).statusCode).toBe(200);
  });
});
