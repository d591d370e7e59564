import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp, testConfig } from '../../test/harness';
import { bearer, captureSms, signUp } from './testing';

describe.each(dbKinds())('sign out on every device on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  const sms = captureSms();
  let n = 0;
  const freshMobile = () => `97${String(10_000_000 + ++n * 6113).slice(-8)}`;

  beforeAll(async () => {
    h = await makeApp(kind, { sms: sms.provider, config: testConfig({ OTP_IP_LIMIT: 1000 }) });
  });
  afterAll(() => h.close());

  const profile = (token: string) => h.app.inject({ method: 'GET', url: '/api/profile/', headers: bearer(token) });
  const login = async (mobile: string) => {
    const res = await h.app.inject({ method: 'POST', url: '/login/', payload: { mobile, password: 'secret-pass-1' } });
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  };

  test("revokes every session of the account, and no one else's", async () => {
    const mobile = freshMobile();
    const { token: phone } = await signUp(h.app, sms, mobile);
    const laptop = await login(mobile);
    const { token: other } = await signUp(h.app, sms, freshMobile());

    const res = await h.app.inject({ method: 'POST', url: '/logout/all/', headers: bearer(laptop) });
    expect(res.statusCode).toBe(200);
    expect((await profile(phone)).statusCode).toBe(401);
    expect((await profile(laptop)).statusCode).toBe(401);
    expect((await profile(other)).statusCode).toBe(200);
    // Signing in again works as before.
    expect((await profile(await login(mobile))).statusCode).toBe(200);
  });

  test('without a token it is 401', async () => {
    expect((await h.app.inject({ method: 'POST', url: '/logout/all/' })).statusCode).toBe(401);
  });
});
