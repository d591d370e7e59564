import { AUTH_MESSAGES } from '@haat/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { dbKinds, makeApp, testConfig } from '../../test/harness';
import { bearer, captureSms, signUp } from './testing';

describe.each(dbKinds())('sign-up and login on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  const sms = captureSms();
  let n = 0;
  /** A fresh valid mobile per test, so throttles of one test never touch another. */
  const freshMobile = () => `98${String(10_000_000 + ++n * 7919).slice(-8)}`;

  beforeAll(async () => {
    h = await makeApp(kind, { sms: sms.provider, config: testConfig({ OTP_IP_LIMIT: 1000 }) });
  });
  afterAll(() => h.close());
  beforeEach(() => {
    h.clock.advance(60 * 60 * 1000); // every test starts with the hourly windows empty
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'POST', url, payload: payload as object, headers });

  test('POST /otp/ rejects a bad or missing number with the spec messages and sends nothing', async () => {
    const before = sms.sent.length;
    const bad = await post('/otp/', { mobile: '5123456789' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ mobile: [AUTH_MESSAGES.mobileInvalid] });
    const missing = await post('/otp/', {});
    expect(missing.json()).toEqual({ mobile: [AUTH_MESSAGES.mobileRequired] });
    const wrongType = await post('/otp/', { mobile: 9876543210 });
    expect(wrongType.statusCode).toBe(400);
    expect(sms.sent.length).toBe(before);
  });

  test('POST /otp/ sends one 6-digit code by SMS to +91 and stores only its hash', async () => {
    const mobile = freshMobile();
    // The client sends the whole sign-up body; the unknown fields are ignored.
    const res = await post('/otp/', { mobile, otp: '', name: '', password: '', terms: false, user_type: 'CUSTOMER' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mobile, expires_in: 300 });
    const last = sms.sent.at(-1)!;
    expect(last.to).toBe(`+91${mobile}`);
    expect(last.text.match(/\d{6}/g)).toHaveLength(1);
    const { rows } = await h.db.query<{ code_hash: string }>('SELECT code_hash FROM otps WHERE mobile = $1', [mobile]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).not.toContain(sms.lastCode(mobile));
  });

  test('one send per 30 s and 5 per hour per mobile, 429 with Retry-After; rejected requests do not count', async () => {
    const mobile = freshMobile();
    expect((await post('/otp/', { mobile })).statusCode).toBe(200);
    h.clock.advance(10_000);
    const early = await post('/otp/', { mobile });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('20');
    h.clock.advance(20_000);
    for (let i = 2; i <= 5; i++) {
      expect((await post('/verify-otp/', { mobile })).statusCode).toBe(200);
      h.clock.advance(31_000);
    }
    const sixth = await post('/otp/', { mobile });
    expect(sixth.statusCode).toBe(429);
    // The first send was 30 + 4 × 31 = 154 s ago: the hour frees up 3446 s from now.
    expect(sixth.headers['retry-after']).toBe('3446');

    // A 400 sends nothing and is not throttled by the per-mobile limit.
    expect((await post('/otp/', { mobile: '12' })).statusCode).toBe(400);
  });

  test('per-IP limit: OTP_IP_LIMIT sends per hour from one address', async () => {
    const limited = await makeApp(kind, {
      db: h.db,
      sms: sms.provider,
      config: testConfig({ OTP_IP_LIMIT: 2 }),
      now: h.clock.now,
    });
    try {
      expect(
        (await limited.app.inject({ method: 'POST', url: '/otp/', payload: { mobile: freshMobile() } })).statusCode,
      ).toBe(200);
      expect(
        (await limited.app.inject({ method: 'POST', url: '/otp/', payload: { mobile: freshMobile() } })).statusCode,
      ).toBe(200);
      const third = await limited.app.inject({ method: 'POST', url: '/otp/', payload: { mobile: freshMobile() } });
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(3500);
      const otherIp = await limited.app.inject({
        method: 'POST',
        url: '/otp/',
        payload: { mobile: freshMobile() },
        remoteAddress: '10.1.2.3',
      });
      expect(otherIp.statusCode).toBe(200);
    } finally {
      await limited.app.close();
    }
  });

  test('resending is POST only: a GET of /verify-otp/ sends nothing (an image tag cannot trigger an SMS)', async () => {
    const mobile = freshMobile();
    const before = sms.sent.length;
    const res = await h.app.inject({ method: 'GET', url: `/verify-otp/?mobile=${mobile}` });
    expect(res.statusCode).toBe(404);
    expect(sms.sent.length).toBe(before);
    expect((await post('/verify-otp/', { mobile })).statusCode).toBe(200);
    const signup = await post('/signup/', {
      mobile,
      otp: sms.lastCode(mobile),
      name: 'Post Resend',
      password: 'long-enough',
      terms: true,
    });
    expect(signup.statusCode).toBe(201);
  });

  test('sign-up: 201 with token and user, always a CUSTOMER; then 409 for the number', async () => {
    const mobile = freshMobile();
    await post('/otp/', { mobile });
    const res = await post('/signup/', {
      mobile,
      otp: sms.lastCode(mobile),
      name: ' Ravi Kumar ',
      password: 'long-enough',
      terms: true,
      user_type: 'ADMIN',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toEqual({
      id: expect.any(Number),
      name: 'Ravi Kumar',
      mobile,
      email: null,
      email_verified: false,
      has_password: true,
      wallet: 0,
      user_type: 'CUSTOMER',
    });
    const me = await h.app.inject({ method: 'GET', url: '/api/profile/', headers: bearer(body.token) });
    expect(me.json()).toEqual(body.user);

    const again = await post('/otp/', { mobile });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ mobile: [AUTH_MESSAGES.mobileRegistered] });
  });

  test('sign-up field errors: otp, terms, short password, name', async () => {
    const mobile = freshMobile();
    await post('/otp/', { mobile });
    const res = await post('/signup/', { mobile, otp: '', name: '', password: 'short', terms: false });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      otp: [AUTH_MESSAGES.otpRequired],
      name: [AUTH_MESSAGES.nameRequired],
      password: [AUTH_MESSAGES.passwordTooShort],
      terms: [AUTH_MESSAGES.termsRequired],
    });
  });

  test('a wrong code uses one of 5 tries; after 5 even the right code is refused', async () => {
    const mobile = freshMobile();
    await post('/otp/', { mobile });
    const code = sms.lastCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const body = { mobile, name: 'A', password: 'long-enough', terms: true };
    for (let i = 0; i < 5; i++) {
      const res = await post('/signup/', { ...body, otp: wrong });
      expect(res.json()).toEqual({ otp: [AUTH_MESSAGES.otpInvalid] });
    }
    const right = await post('/signup/', { ...body, otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ otp: [AUTH_MESSAGES.otpTooManyTries] });
  });

  test('a code expires after 5 minutes; a resend replaces it', async () => {
    const mobile = freshMobile();
    await post('/otp/', { mobile });
    const first = sms.lastCode(mobile);
    h.clock.advance(5 * 60 * 1000 + 1);
    const body = { mobile, name: 'A', password: 'long-enough', terms: true };
    expect((await post('/signup/', { ...body, otp: first })).json()).toEqual({ otp: [AUTH_MESSAGES.otpExpired] });
    expect((await post('/verify-otp/', { mobile })).statusCode).toBe(200);
    const second = sms.lastCode(mobile);
    if (second !== first) {
      expect((await post('/signup/', { ...body, otp: first })).statusCode).toBe(400);
    }
    expect((await post('/signup/', { ...body, otp: second })).statusCode).toBe(201);
  });

  test('login: token and user; a wrong password and an unknown number get the same answer', async () => {
    const mobile = freshMobile();
    const { user } = await signUp(h.app, sms, mobile, 'right-password');
    const ok = await post('/login/', { mobile, password: 'right-password', otp: '', terms: false });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ token: expect.any(String), user });
    const wrong = await post('/login/', { mobile, password: 'wrong-password' });
    const unknown = await post('/login/', { mobile: freshMobile(), password: 'wrong-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ non_field_errors: [AUTH_MESSAGES.loginInvalid] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
    expect((await post('/login/', { mobile })).json()).toEqual({ password: [AUTH_MESSAGES.loginPasswordRequired] });
  });

  test('login: 5 failures for a number lock it for 15 minutes with Retry-After', async () => {
    const mobile = freshMobile();
    await signUp(h.app, sms, mobile, 'right-password');
    for (let i = 0; i < 5; i++) expect((await post('/login/', { mobile, password: 'nope-nope' })).statusCode).toBe(400);
    h.clock.advance(60_000);
    const locked = await post('/login/', { mobile, password: 'right-password' });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(14 * 60));
    h.clock.advance(14 * 60 * 1000 + 1000);
    expect((await post('/login/', { mobile, password: 'right-password' })).statusCode).toBe(200);
  });

  test('login: an address gets 100 tries in 15 minutes, then 429; other addresses go on', async () => {
    const mobile = freshMobile();
    await signUp(h.app, sms, mobile, 'right-password');
    // 100 earlier tries from 10.9.9.9 over other numbers (recorded directly: 100 hashes would be slow).
    await h.db.query(
      `INSERT INTO throttle_hits (key, at) SELECT 'login-ip:10.9.9.9', $1::timestamptz - interval '1 minute'
         FROM generate_series(1, 100)`,
      [h.clock.now()],
    );
    const payload = { mobile, password: 'right-password' };
    const locked = await h.app.inject({ method: 'POST', url: '/login/', payload, remoteAddress: '10.9.9.9' });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(14 * 60));
    const elsewhere = await h.app.inject({ method: 'POST', url: '/login/', payload, remoteAddress: '10.9.9.10' });
    expect(elsewhere.statusCode).toBe(200);
  });

  test('login: waits grow with the failures of a number: 15 minutes after 5, an hour after 10', async () => {
    const mobile = freshMobile();
    await signUp(h.app, sms, mobile, 'right-password');
    const fail = () => post('/login/', { mobile, password: 'wrong-password' });
    for (let i = 0; i < 5; i++) expect((await fail()).statusCode).toBe(400);
    expect((await fail()).statusCode).toBe(429);
    h.clock.advance(15 * 60 * 1000 + 1000);
    for (let i = 0; i < 5; i++) expect((await fail()).statusCode).toBe(400);
    const tenth = await fail();
    expect(tenth.statusCode).toBe(429);
    // The first failure was 15 min 1 s ago: the hour frees up 44 min 59 s from now.
    expect(tenth.headers['retry-after']).toBe(String(45 * 60 - 1));
    // A success clears the count.
    h.clock.advance(45 * 60 * 1000);
    expect((await post('/login/', { mobile, password: 'right-password' })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await fail()).statusCode).toBe(400);
  });

  test('login: 50 parallel tries with the right password among wrong ones check at most 5 passwords', async () => {
    const mobile = freshMobile();
    await signUp(h.app, sms, mobile, 'right-password');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post('/login/', { mobile, password: i === 40 ? 'right-password' : `wrong-${i}` }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    // 5 tries were let through (and only those had their password checked); the rest waited.
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    expect(statuses.filter((s) => s === 400 || s === 200)).toHaveLength(5);
  });

  test('OTP: 50 parallel wrong codes use the 5 tries between them; then even the right code is refused', async () => {
    const mobile = freshMobile();
    expect((await post('/otp/', { mobile })).statusCode).toBe(200);
    const code = sms.lastCode(mobile);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const signup = (otp: string) =>
      post('/signup/', { mobile, otp, name: 'Parallel', password: 'long-enough', terms: true });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => signup(wrong(i))));
    const errors = answers.map((a) => a.json().otp?.[0]);
    expect(errors.filter((e) => e === AUTH_MESSAGES.otpInvalid)).toHaveLength(5);
    expect(errors.filter((e) => e === AUTH_MESSAGES.otpTooManyTries)).toHaveLength(45);
    expect((await signup(code)).json()).toEqual({ otp: [AUTH_MESSAGES.otpTooManyTries] });
  });

  test('OTP: 50 parallel requests for one number send one SMS; the address is charged for each', async () => {
    const mobile = freshMobile();
    const before = sms.sent.length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        h.app.inject({ method: 'POST', url: '/otp/', payload: { mobile }, remoteAddress: '10.7.7.7' }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(49);
    expect(sms.sent.length - before).toBe(1);
    const { rows } = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM throttle_hits WHERE key = 'otp-ip:10.7.7.7'`,
    );
    expect(rows[0]!.n).toBe(50);
  });

  test('OTP: "already registered" is charged to the address first, so numbers cannot be probed for free', async () => {
    const limited = await makeApp(kind, {
      db: h.db,
      sms: sms.provider,
      config: testConfig({ OTP_IP_LIMIT: 3 }),
      now: h.clock.now,
    });
    try {
      const taken = freshMobile();
      await signUp(h.app, sms, taken);
      const probe = () =>
        limited.app.inject({ method: 'POST', url: '/otp/', payload: { mobile: taken }, remoteAddress: '10.6.6.6' });
      for (let i = 0; i < 3; i++) expect((await probe()).statusCode).toBe(409);
      expect((await probe()).statusCode).toBe(429);
    } finally {
      await limited.app.close();
    }
  });

  test('logout revokes the token; without a token it is 401', async () => {
    const { token } = await signUp(h.app, sms, freshMobile());
    expect((await post('/logout/', {}, bearer(token))).statusCode).toBe(200);
    const after = await h.app.inject({ method: 'GET', url: '/api/profile/', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect((await post('/logout/', {})).statusCode).toBe(401);
  });

  test('malformed JSON is a 400, an oversized body a 413, never a 500', async () => {
    const bad = await h.app.inject({
      method: 'POST',
      url: '/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobile": "98',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ non_field_errors: ['Request body is not valid JSON.'] });
    const big = await post('/signup/', { mobile: '9876543210', name: 'x'.repeat(2 * 1024 * 1024) });
    expect(big.statusCode).toBe(413);
    const arrayBody = await post('/signup/', [1, 2]);
    expect(arrayBody.statusCode).toBe(400);
  });
});
