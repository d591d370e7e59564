import { AUTH_MESSAGES } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp } from '../../test/harness';
import { bearer, captureSms, signUp } from '../auth/testing';

describe.each(dbKinds())('profile on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  const sms = captureSms();
  beforeAll(async () => {
    h = await makeApp(kind, { sms: sms.provider });
  });
  afterAll(() => h.close());

  test('GET /api/profile/ needs a token and answers the wallet in rupees', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/profile/' })).statusCode).toBe(401);
    const bogus = await h.app.inject({ method: 'GET', url: '/api/profile/', headers: bearer('nope') });
    expect(bogus.statusCode).toBe(401);
    const { token, user } = await signUp(h.app, sms, '9811111111');
    await h.db.query('UPDATE users SET wallet_paise = 12345 WHERE id = $1', [user.id]);
    const res = await h.app.inject({ method: 'GET', url: '/api/profile/', headers: bearer(token) });
    expect(res.json()).toEqual({
      id: user.id,
      name: 'Asha Verma',
      mobile: '9811111111',
      email: null,
      email_verified: false,
      has_password: true,
      wallet: 123.45,
      user_type: 'CUSTOMER',
    });
  });

  test('PUT /api/profile/ saves the name and email; a password only where the account has none', async () => {
    const { token } = await signUp(h.app, sms, '9822222222', 'first-password');
    const put = (payload: object) =>
      h.app.inject({ method: 'PUT', url: '/api/profile/', headers: bearer(token), payload });
    // An account with a password changes it with the old one (/change-password/), and nothing else
    // in the same request is saved.
    const replaced = await put({ password: 'second-password', name: 'Not Saved' });
    expect(replaced.statusCode).toBe(400);
    expect(replaced.json()).toEqual({ password: [AUTH_MESSAGES.passwordNeedsOld] });
    const named = await put({ name: 'Meera Iyer', email: 'Meera@Example.in' });
    expect(named.json()).toMatchObject({ name: 'Meera Iyer', email: 'meera@example.in' });
    const login = (password: string) =>
      h.app.inject({ method: 'POST', url: '/login/', payload: { mobile: '9822222222', password } });
    expect((await login('first-password')).statusCode).toBe(200);
    expect((await login('second-password')).statusCode).toBe(400);
    // An account without one (made by an admin tool, say) sets its first password here: stage 3.
    await h.db.query(`UPDATE users SET password_hash = NULL WHERE mobile = '9822222222'`);
    expect((await put({ password: 'second-password' })).statusCode).toBe(200);
    expect((await login('second-password')).statusCode).toBe(200);
    expect((await put({ email: 'not-an-email' })).json()).toEqual({ email: [AUTH_MESSAGES.emailInvalid] });
    expect((await put({ password: 'short' })).json()).toEqual({ password: [AUTH_MESSAGES.passwordTooShort] });
    expect((await put({ name: '   ' })).json()).toEqual({ name: [AUTH_MESSAGES.nameRequired] });
  });

  test('an email already used by another account is a field error', async () => {
    const a = await signUp(h.app, sms, '9833333333');
    const b = await signUp(h.app, sms, '9844444444');
    const put = (token: string, email: string) =>
      h.app.inject({ method: 'PUT', url: '/api/profile/', headers: bearer(token), payload: { email } });
    expect((await put(a.token, 'same@example.in')).statusCode).toBe(200);
    const clash = await put(b.token, 'SAME@example.in');
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toEqual({ email: [AUTH_MESSAGES.emailTaken] });
  });

  test('PUT /change-password/ checks the old password and signs out the other devices', async () => {
    const mobile = '9855555555';
    const { token } = await signUp(h.app, sms, mobile, 'old-password');
    const other = (
      await h.app.inject({ method: 'POST', url: '/login/', payload: { mobile, password: 'old-password' } })
    ).json().token as string;
    const change = (payload: object) =>
      h.app.inject({ method: 'PUT', url: '/change-password/', headers: bearer(token), payload });
    const wrong = await change({ old_password: 'not-it', new_password: 'new-password' });
    expect(wrong.json()).toEqual({ old_password: [AUTH_MESSAGES.oldPasswordWrong] });
    expect((await change({ old_password: 'old-password', new_password: 'new-password' })).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: '/api/profile/', headers: bearer(token) })).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: '/api/profile/', headers: bearer(other) })).statusCode).toBe(401);
    const login = await h.app.inject({ method: 'POST', url: '/login/', payload: { mobile, password: 'new-password' } });
    expect(login.statusCode).toBe(200);
    expect((await h.app.inject({ method: 'PUT', url: '/change-password/', payload: {} })).statusCode).toBe(401);
  });
});
