import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../config';
import { ensureCategories, makeUser } from '../features/ads/testing';
import { makeApp, testConfig } from '../test/harness';

describe('links and client addresses', () => {
  test('PUBLIC_URL is required when the server listens beyond this machine', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/PUBLIC_URL: required/);
    expect(loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://haat.in/' }).publicUrl).toBe('https://haat.in');
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '3000' }).publicUrl).toBe('http://127.0.0.1:3000');
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });

  test('TRUST_PROXY as a hop count believes that many proxies, and no more', async () => {
    const h = await makeApp('pglite', { config: testConfig({ TRUST_PROXY: '1', OTP_IP_LIMIT: 1 }) });
    try {
      const otp = (forwarded: string, mobile: string) =>
        h.app.inject({ method: 'POST', url: '/otp/', payload: { mobile }, headers: { 'x-forwarded-for': forwarded } });
      expect((await otp('49.36.3.3', '9811100011')).statusCode).toBe(200);
      expect((await otp('49.36.3.3', '9811100012')).statusCode).toBe(429);
      // A client cannot pose as another by adding its own X-Forwarded-For in front: one hop is read.
      expect((await otp('1.2.3.4, 49.36.3.3', '9811100013')).statusCode).toBe(429);
      expect((await otp('49.36.4.4', '9811100014')).statusCode).toBe(200);
    } finally {
      await h.close();
    }
  });

  describe('with TRUST_PROXY set to the proxy in front', () => {
    let h: Awaited<ReturnType<typeof makeApp>>;
    beforeAll(async () => {
      h = await makeApp('pglite', { config: testConfig({ TRUST_PROXY: '10.0.0.1', OTP_IP_LIMIT: 1 }) });
    });
    afterAll(() => h.close());

    test('per-address limits count the client behind the proxy, not the proxy', async () => {
      const otp = (client: string, mobile: string) =>
        h.app.inject({
          method: 'POST',
          url: '/otp/',
          payload: { mobile },
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': client },
        });
      expect((await otp('49.36.1.1', '9811100001')).statusCode).toBe(200);
      expect((await otp('49.36.1.1', '9811100002')).statusCode).toBe(429);
      // Another customer through the same proxy is not locked out by the first one.
      expect((await otp('49.36.2.2', '9811100003')).statusCode).toBe(200);
    });

    test('next links come from PUBLIC_URL, never from the Host header', async () => {
      await ensureCategories(h.db);
      const admin = await makeUser(h.db, h.clock.now(), { admin: true });
      await makeUser(h.db, h.clock.now());
      const res = await h.app.inject({
        method: 'GET',
        url: '/api/user/?limit=1',
        headers: { ...admin.auth, host: 'evil.example' },
      });
      expect(res.statusCode).toBe(200);
      expect(new URL(res.json().next).origin).toBe(new URL(h.ctx.config.publicUrl).origin);
      expect(res.body).not.toContain('evil.example');
    });
  });
});
