import { AUTH_MESSAGES } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp } from '../../test/harness';
import { bearer, captureMail, captureSms, signUp } from '../auth/testing';

describe.each(dbKinds())('password recovery on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  const sms = captureSms();
  const mail = captureMail();
  beforeAll(async () => {
    h = await makeApp(kind, { sms: sms.provider, mail: mail.provider });
  });
  afterAll(() => h.close());

  const post = (url: string, payload: object = {}) => h.app.inject({ method: 'POST', url, payload });
  const linkToken = () => /token=([\w-]+)/.exec(mail.sent.at(-1)!.text)![1]!;
  /** Add an e-mail address to the account and open the confirmation link mailed to it. */
  const confirmedEmail = async (session: string, email: string, password = 'secret-pass-1') => {
    await h.app.inject({
      method: 'PUT',
      url: '/api/profile/',
      headers: bearer(session),
      payload: { email, current_password: password },
    });
    expect(mail.sent.at(-1)!.text).toContain('/verify-email/#token=');
    expect((await post('/api/verify-email/', { token: linkToken() })).statusCode).toBe(200);
  };

  test('forgot-password answers the same whether or not the account exists, and mails a link only if it does', async () => {
    const { token } = await signUp(h.app, sms, '9700000001');
    await confirmedEmail(token, 'a@b.in');
    const before = mail.sent.length;
    const known = await post('/forgot-password/', { email: 'A@b.in' });
    const unknown = await post('/forgot-password/', { email: 'nobody@b.in' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(mail.sent).toHaveLength(before + 1);
    expect(mail.sent.at(-1)!.to).toBe('a@b.in');
    // The token rides in the fragment: no browser sends it, so no access log holds it.
    expect(mail.sent.at(-1)!.text).toContain('/forgot-password/#token=');
    expect((await post('/forgot-password/', {})).json()).toEqual({
      non_field_errors: [AUTH_MESSAGES.recoveryTargetRequired],
    });
    expect((await post('/forgot-password/', { email: 'bad' })).json()).toEqual({ email: [AUTH_MESSAGES.emailInvalid] });
  });

  test('a reset link checks, sets the password once, and signs out every session', async () => {
    const mobile = '9700000002';
    const { token: session } = await signUp(h.app, sms, mobile, 'old-password');
    await confirmedEmail(session, 'r@b.in', 'old-password');
    await post('/forgot-password/', { email: 'r@b.in' });
    const token = linkToken();
    expect((await post('/check-password/', { token })).statusCode).toBe(200);
    expect((await post('/reset-password/', { token, password: 'short' })).json()).toEqual({
      password: [AUTH_MESSAGES.passwordTooShort],
    });
    expect((await post('/reset-password/', { token, password: 'brand-new-pass' })).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: '/api/profile/', headers: bearer(session) })).statusCode).toBe(
      401,
    );
    const login = await post('/login/', { mobile, password: 'brand-new-pass' });
    expect(login.statusCode).toBe(200);
    const again = await post('/reset-password/', { token, password: 'third-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: [AUTH_MESSAGES.resetTokenInvalid] });
    expect((await post('/check-password/', { token })).statusCode).toBe(400);
  });

  test('a reset link expires after an hour; a made-up token is refused', async () => {
    const { token: session } = await signUp(h.app, sms, '9700000003');
    await confirmedEmail(session, 'x@b.in');
    await post('/forgot-password/', { email: 'x@b.in' });
    const token = linkToken();
    h.clock.advance(60 * 60 * 1000 + 1);
    expect((await post('/check-password/', { token })).statusCode).toBe(400);
    expect((await post('/check-password/', { token: 'abc' })).statusCode).toBe(400);
    expect((await post('/check-password/', { token: 'a'.repeat(43) })).statusCode).toBe(400);
    expect((await post('/check-password/', {})).json()).toEqual({ token: [AUTH_MESSAGES.resetTokenInvalid] });
  });

  test('an e-mail address is used for recovery only once confirmed, and only by the account that has it', async () => {
    const { token: session } = await signUp(h.app, sms, '9700000006');
    const put = (email: string | null) =>
      h.app.inject({
        method: 'PUT',
        url: '/api/profile/',
        headers: bearer(session),
        payload: { email, current_password: 'secret-pass-1' },
      });
    const saved = await put('u@b.in');
    expect(saved.json()).toMatchObject({ email: 'u@b.in', email_verified: false });
    const firstLink = linkToken();
    let before = mail.sent.length;
    await post('/forgot-password/', { email: 'u@b.in' });
    expect(mail.sent.length).toBe(before); // not confirmed: no reset link to it
    // Changed again before opening the first link: the old link no longer confirms anything.
    await put('v@b.in');
    expect((await post('/api/verify-email/', { token: firstLink })).json()).toEqual({
      token: [AUTH_MESSAGES.verifyLinkInvalid],
    });
    expect((await post('/api/verify-email/', { token: linkToken() })).statusCode).toBe(200);
    const me = await h.app.inject({ method: 'GET', url: '/api/profile/', headers: bearer(session) });
    expect(me.json()).toMatchObject({ email: 'v@b.in', email_verified: true });
    before = mail.sent.length;
    await post('/forgot-password/', { email: 'v@b.in' });
    expect(mail.sent.length).toBe(before + 1);
    // A link works once, and a made-up one never.
    expect((await post('/api/verify-email/', { token: 'made-up' })).statusCode).toBe(400);
  });

  test('an account changes its address at most 5 times an hour; the 6th saves nothing and mails nothing', async () => {
    const { token: session } = await signUp(h.app, sms, '9700000007');
    const put = (email: string) =>
      h.app.inject({
        method: 'PUT',
        url: '/api/profile/',
        headers: bearer(session),
        payload: { email, current_password: 'secret-pass-1' },
      });
    for (let i = 1; i <= 5; i++) expect((await put(`n${i}@b.in`)).statusCode).toBe(200);
    const before = mail.sent.length;
    const sixth = await put('n6@b.in');
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(mail.sent.length).toBe(before);
    const me = await h.app.inject({ method: 'GET', url: '/api/profile/', headers: bearer(session) });
    expect(me.json().email).toBe('n5@b.in');
  });

  test('by mobile: a code by SMS, used as {mobile}-{code}, once', async () => {
    const mobile = '9700000004';
    await signUp(h.app, sms, mobile, 'old-password');
    h.clock.advance(31_000);
    const before = sms.sent.length;
    expect((await post('/forgot-password/', { mobile: '9700000099' })).statusCode).toBe(200);
    expect(sms.sent.length).toBe(before); // no account, no SMS, same answer
    expect((await post('/forgot-password/', { mobile })).statusCode).toBe(200);
    const token = `${mobile}-${sms.lastCode(mobile)}`;
    expect((await post('/check-password/', { token })).statusCode).toBe(200);
    expect((await post('/reset-password/', { token, password: 'sms-new-password' })).statusCode).toBe(200);
    expect((await post('/reset-password/', { token, password: 'sms-new-password' })).statusCode).toBe(400);
    expect((await post('/login/', { mobile, password: 'sms-new-password' })).statusCode).toBe(200);
  });

  test('50 parallel resets with the right SMS code among wrong ones: at most 5 codes are tried, one reset wins', async () => {
    const mobile = '9700000005';
    await signUp(h.app, sms, mobile, 'old-password');
    h.clock.advance(31_000);
    await post('/forgot-password/', { mobile });
    const code = sms.lastCode(mobile);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    // The right code is the 12th of 50 sent at once (before: the 12th took the account).
    const tokens = Array.from({ length: 50 }, (_, i) => `${mobile}-${i === 11 ? code : wrong(i)}`);
    const answers = await Promise.all(
      tokens.map((token, i) => post('/reset-password/', { token, password: `attacker-pass-${i}` })),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok.length).toBeLessThanOrEqual(1);
    const { rows } = await h.db.query<{ attempts: number }>(
      `SELECT attempts FROM otps WHERE mobile = $1 AND purpose = 'reset' ORDER BY id DESC LIMIT 1`,
      [mobile],
    );
    expect(rows[0]!.attempts).toBe(5);
    // Only when the right code was among the 5 tried can it have worked; never more than once.
    const login = await post('/login/', { mobile, password: 'old-password' });
    expect(login.statusCode).toBe(ok.length ? 400 : 200);
  });
});
