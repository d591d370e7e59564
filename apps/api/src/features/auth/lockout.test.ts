import { AUTH_MESSAGES } from '@haat/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { dbKinds, makeApp, testConfig } from '../../test/harness';
import { captureSms, signUp } from './testing';

const ATTACKER = '10.66.0.1';
const OWNER = '10.77.0.1';

describe.each(dbKinds())('a lockout that an attacker cannot impose, on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  const sms = captureSms();
  let n = 0;
  const freshMobile = () => `93${String(10_000_000 + ++n * 7919).slice(-8)}`;

  beforeAll(async () => {
    h = await makeApp(kind, { sms: sms.provider, config: testConfig({ OTP_IP_LIMIT: 1000 }) });
  });
  afterAll(() => h.close());
  beforeEach(() => {
    h.clock.advance(2 * 24 * 60 * 60 * 1000); // every test starts with every window empty
  });

  const post = (url: string, payload: object, remoteAddress: string) =>
    h.app.inject({ method: 'POST', url, payload, remoteAddress });
  const login = (mobile: string, password: string, from: string) => post('/login/', { mobile, password }, from);
  const statuses = (answers: { statusCode: number }[]) => {
    const count = (s: number) => answers.filter((a) => a.statusCode === s).length;
    return { count };
  };

  test('guesses from one address block that address only: the owner logs in from another at once', async () => {
    const mobile = freshMobile();
    await signUp(h.app, sms, mobile, 'owners-password');
    const guesses = await Promise.all(Array.from({ length: 50 }, (_, i) => login(mobile, `guess-${i}`, ATTACKER)));
    expect(statuses(guesses).count(400)).toBe(5);
    expect(statuses(guesses).count(429)).toBe(45);
    // Guessing from the attacking address stays blocked, even with the right password.
    const fromAttacker = await login(mobile, 'owners-password', ATTACKER);
    expect(fromAttacker.statusCode).toBe(429);
    expect(Number(fromAttacker.headers['retry-after'])).toBeGreaterThan(0);
    // The owner's right password from anywhere else is not touched by them.
    const owner = await login(mobile, 'owners-password', OWNER);
    expect(owner.statusCode).toBe(200);
    // And the owner's success does not clear the attacker's count.
    expect((await login(mobile, 'guess-again', ATTACKER)).statusCode).toBe(429);
  });

  test('many addresses together get 50 an hour at one number; the owner then logs in by OTP', async () => {
    const mobile = freshMobile();
    const { user } = await signUp(h.app, sms, mobile, 'owners-password');
    // 10 earlier failures, then 50 guesses at once from 50 addresses: 40 are checked.
    for (let i = 0; i < 10; i++) expect((await login(mobile, `early-${i}`, `10.66.1.${i}`)).statusCode).toBe(400);
    const spread = await Promise.all(Array.from({ length: 50 }, (_, i) => login(mobile, `guess-${i}`, `10.66.2.${i}`)));
    expect(statuses(spread).count(400)).toBe(40);
    expect(statuses(spread).count(429)).toBe(10);
    // The password is now refused from every address for a while: the dialog offers the OTP.
    expect((await login(mobile, 'owners-password', OWNER)).statusCode).toBe(429);

    h.clock.advance(31 * 1000); // the sign-up code went out moments ago: one SMS per 30 s
    const sent = await post('/login/otp/', { mobile }, OWNER);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ detail: 'OTP sent.', mobile, expires_in: 300 });
    expect(sms.sent.at(-1)!.text).toMatch(/login code/);
    const code = sms.lastCode(mobile);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const bad = await post('/login/otp/verify/', { mobile, otp: wrong }, OWNER);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ otp: [AUTH_MESSAGES.otpInvalid] });
    const ok = await post('/login/otp/verify/', { mobile, otp: code }, OWNER);
    expect(ok.statusCode).toBe(200);
    // The same body as a password login.
    expect(ok.json()).toEqual({ token: expect.any(String), user });
    const me = await h.app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: { authorization: `Bearer ${ok.json().token}` },
    });
    expect(me.json().id).toBe(user.id);
    // A code logs in once.
    expect((await post('/login/otp/verify/', { mobile, otp: code }, OWNER)).statusCode).toBe(400);
    // The attacking addresses stay blocked; an hour on, the owner's password works again.
    expect((await login(mobile, 'owners-password', '10.66.2.1')).statusCode).toBe(429);
    h.clock.advance(60 * 60 * 1000);
    expect((await login(mobile, 'owners-password', OWNER)).statusCode).toBe(200);
  });

  test('a login code: the same answer for a number without an account, and no SMS', async () => {
    const stranger = freshMobile();
    const before = sms.sent.length;
    const sent = await post('/login/otp/', { mobile: stranger }, OWNER);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ detail: 'OTP sent.', mobile: stranger, expires_in: 300 });
    expect(sms.sent.length).toBe(before);
    const verify = await post('/login/otp/verify/', { mobile: stranger, otp: '123456' }, OWNER);
    expect(verify.statusCode).toBe(400);
    expect(verify.json()).toEqual({ otp: [AUTH_MESSAGES.otpInvalid] });
    const missing = await post('/login/otp/verify/', { mobile: stranger }, OWNER);
    expect(missing.json()).toEqual({ otp: [AUTH_MESSAGES.otpRequired] });
  });

  test.each(['registered', 'unregistered'])(
    'login codes are throttled like the sign-up OTP: 50 at once for a %s number, one passes',
    async (which) => {
      const mobile = freshMobile();
      if (which === 'registered') await signUp(h.app, sms, mobile);
      h.clock.advance(60 * 60 * 1000);
      const before = sms.sent.length;
      const answers = await Promise.all(Array.from({ length: 50 }, () => post('/login/otp/', { mobile }, OWNER)));
      expect(statuses(answers).count(200)).toBe(1);
      expect(statuses(answers).count(429)).toBe(49);
      expect(sms.sent.length - before).toBe(which === 'registered' ? 1 : 0);
    },
  );

  test('50 wrong codes at once use the code’s 5 tries; then even the right one is refused', async () => {
    const mobile = freshMobile();
    await signUp(h.app, sms, mobile);
    h.clock.advance(60 * 60 * 1000);
    expect((await post('/login/otp/', { mobile }, OWNER)).statusCode).toBe(200);
    const code = sms.lastCode(mobile);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post('/login/otp/verify/', { mobile, otp: wrong(i) }, `10.66.3.${i}`)),
    );
    const errors = answers.map((a) => a.json().otp?.[0]);
    expect(errors.filter((e) => e === AUTH_MESSAGES.otpInvalid)).toHaveLength(5);
    expect(errors.filter((e) => e === AUTH_MESSAGES.otpTooManyTries)).toHaveLength(45);
    expect((await post('/login/otp/verify/', { mobile, otp: code }, OWNER)).json()).toEqual({
      otp: [AUTH_MESSAGES.otpTooManyTries],
    });
  });

  test('a blocked account gets the same 403 by OTP as by password', async () => {
    const mobile = freshMobile();
    const { user } = await signUp(h.app, sms, mobile, 'owners-password');
    await h.db.query(`UPDATE users SET is_active = false, blocked_reason = 'Spam ads' WHERE id = $1`, [user.id]);
    const byPassword = await login(mobile, 'owners-password', OWNER);
    expect(byPassword.statusCode).toBe(403);
    h.clock.advance(60 * 60 * 1000);
    expect((await post('/login/otp/', { mobile }, OWNER)).statusCode).toBe(200);
    const byOtp = await post('/login/otp/verify/', { mobile, otp: sms.lastCode(mobile) }, OWNER);
    expect(byOtp.statusCode).toBe(403);
    expect(byOtp.json()).toEqual(byPassword.json());
  });
});
