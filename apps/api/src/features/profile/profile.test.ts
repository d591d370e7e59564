import { AUTH_MESSAGES } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp } from '../../test/harness';
import { bearer, captureMail, captureSms, signUp } from '../auth/testing';

describe.each(dbKinds())('profile on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  const sms = captureSms();
  const mail = captureMail();
  beforeAll(async () => {
    h = await makeApp(kind, { sms: sms.provider, mail: mail.provider });
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
    const named = await put({ name: 'Meera Iyer', email: 'Meera@Example.in', current_password: 'first-password' });
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
      h.app.inject({
        method: 'PUT',
        url: '/api/profile/',
        headers: bearer(token),
        payload: { email, current_password: 'secret-pass-1' },
      });
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

  describe('changing the e-mail re-authenticates', () => {
    const put = (token: string, payload: object) =>
      h.app.inject({ method: 'PUT', url: '/api/profile/', headers: bearer(token), payload });
    const me = async (token: string) =>
      (await h.app.inject({ method: 'GET', url: '/api/profile/', headers: bearer(token) })).json();

    test('without the current password, or with a wrong one, nothing changes and nothing is sent', async () => {
      const { token } = await signUp(h.app, sms, '9866666601', 'owner-password');
      expect((await put(token, { email: 'owner@example.in', current_password: 'owner-password' })).statusCode).toBe(
        200,
      );
      const mails = mail.sent.length;
      const texts = sms.sent.length;
      const bare = await put(token, { email: 'thief@example.in' });
      expect(bare.statusCode).toBe(400);
      expect(bare.json()).toEqual({ current_password: [AUTH_MESSAGES.currentPasswordRequired] });
      const wrong = await put(token, { email: 'thief@example.in', current_password: 'guess-guess' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ current_password: [AUTH_MESSAGES.currentPasswordWrong] });
      // Removing the address is a change too.
      expect((await put(token, { email: '' })).statusCode).toBe(400);
      expect((await me(token)).email).toBe('owner@example.in');
      expect(mail.sent.length).toBe(mails);
      expect(sms.sent.length).toBe(texts);
      // The name alone (the form sends the unchanged address with it) needs no password.
      expect((await put(token, { name: 'Owner', email: 'owner@example.in' })).statusCode).toBe(200);
    });

    test('with the right password it changes; the old address and the mobile are told', async () => {
      const mobile = '9866666602';
      const { token } = await signUp(h.app, sms, mobile, 'owner-password');
      expect((await put(token, { email: 'old@example.in', current_password: 'owner-password' })).statusCode).toBe(200);
      const mails = mail.sent.length;
      const res = await put(token, { email: 'new@example.in', current_password: 'owner-password' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ email: 'new@example.in', email_verified: false });
      const sent = mail.sent.slice(mails);
      expect(sent.map((m) => m.to)).toEqual(['old@example.in', 'new@example.in']);
      expect(sent[0]!.text).toContain('n****@example.in');
      expect(sent[1]!.text).toContain('/verify-email/#token=');
      const notice = sms.sent.at(-1)!;
      expect(notice.to).toBe(`+91${mobile}`);
      expect(notice.text).toContain('e-mail address of your Haat account was changed to n****@example.in');
      expect(notice.text).not.toMatch(/\b\d{6}\b/);
    });

    test('50 parallel guesses of the current password: 5 are compared, the rest are 429', async () => {
      const { token } = await signUp(h.app, sms, '9866666603', 'owner-password');
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => put(token, { email: `x${i}@example.in`, current_password: `guess-${i}` })),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 400)).toHaveLength(5);
      expect(codes.filter((c) => c === 429)).toHaveLength(45);
      expect(Number(answers.find((a) => a.statusCode === 429)!.headers['retry-after'])).toBeGreaterThan(0);
      // Even the right password waits its turn.
      expect((await put(token, { email: 'ok@example.in', current_password: 'owner-password' })).statusCode).toBe(429);
      h.clock.advance(15 * 60 * 1000 + 1);
      expect((await put(token, { email: 'ok@example.in', current_password: 'owner-password' })).statusCode).toBe(200);
    });

    test('an account without a password proves itself with a code texted to its mobile', async () => {
      const mobile = '9866666604';
      const { token } = await signUp(h.app, sms, mobile);
      const otp = () => h.app.inject({ method: 'POST', url: '/api/profile/email-otp/', headers: bearer(token) });
      // One with a password uses it instead.
      expect((await otp()).json()).toEqual({ current_password: [AUTH_MESSAGES.currentPasswordRequired] });
      await h.db.query('UPDATE users SET password_hash = NULL WHERE mobile = $1', [mobile]);
      const none = await put(token, { email: 'nopass@example.in' });
      expect(none.json()).toEqual({ otp: [AUTH_MESSAGES.emailOtpRequired] });
      h.clock.advance(31 * 1000); // the sign-up code's resend wait
      const sent = await otp();
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toMatchObject({ mobile, expires_in: 300 });
      expect(sms.sent.at(-1)!.text).toContain('e-mail change code');
      const code = sms.lastCode(mobile);
      const wrong = code === '000000' ? '111111' : '000000';
      expect((await put(token, { email: 'nopass@example.in', otp: wrong })).json()).toEqual({
        otp: [AUTH_MESSAGES.otpInvalid],
      });
      expect((await put(token, { email: 'nopass@example.in', otp: 'abc' })).json()).toEqual({
        otp: [AUTH_MESSAGES.otpInvalid],
      });
      const ok = await put(token, { email: 'nopass@example.in', otp: code });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().email).toBe('nopass@example.in');
      // A code works once.
      expect((await put(token, { email: 'again@example.in', otp: code })).statusCode).toBe(400);
      // The sign-up code of the same mobile never changes an e-mail.
      expect((await otp()).statusCode).toBe(429); // 30 s between texts
    });

    test('the code endpoint needs a token', async () => {
      expect((await h.app.inject({ method: 'POST', url: '/api/profile/email-otp/' })).statusCode).toBe(401);
    });
  });
});
