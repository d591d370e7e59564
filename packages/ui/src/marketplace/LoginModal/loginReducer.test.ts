import { describe, expect, test } from 'vitest';
import { marketplaceStrings } from '../strings';
import {
  BLOCKED_APPEAL,
  firstMessages,
  initialLoginState,
  loginReducer,
  type LoginEvent,
  type LoginState,
} from './loginReducer';

const run = (events: LoginEvent[], from: LoginState = initialLoginState) => events.reduce(loginReducer, from);
const mobile = '9876543210';
const atSignup = run([{ type: 'submit' }, { type: 'otpSent', mobile }]);

describe('loginReducer', () => {
  test('submitting marks the dialog busy and clears old errors', () => {
    const withError = { ...initialLoginState, message: 'x', fieldErrors: { mobile: 'y' } };
    expect(loginReducer(withError, { type: 'submit' })).toMatchObject({
      busy: true,
      message: undefined,
      fieldErrors: {},
    });
  });

  test('stage 1 → 2: the OTP is sent', () => {
    expect(atSignup).toMatchObject({ stage: 'signup', mobile, busy: false, otpSends: 1 });
  });

  test('resending the OTP stays on stage 2 and restarts the countdown', () => {
    const resent = run([{ type: 'submit' }, { type: 'otpSent', mobile }], atSignup);
    expect(resent).toMatchObject({ stage: 'signup', otpSends: 2 });
  });

  test('password login throttled (429): an OTP is offered, then its stage asks for the code', () => {
    const atPassword = run([{ type: 'submit' }, { type: 'otpFailed', mobile, error: { status: 409, fields: {} } }]);
    const throttled = run([{ type: 'submit' }, { type: 'loginFailed', error: { status: 429 } }], atPassword);
    expect(throttled).toMatchObject({ stage: 'password', busy: false, offerOtp: true, message: undefined });
    // Any other failure is the spec's "Invalid Login Details", with no offer.
    const wrong = run([{ type: 'submit' }, { type: 'loginFailed', error: { status: 400 } }], atPassword);
    expect(wrong).toMatchObject({ offerOtp: false, message: marketplaceStrings.invalidLogin });
    const sent = run([{ type: 'submit' }, { type: 'loginOtpSent' }], throttled);
    expect(sent).toMatchObject({ stage: 'otpLogin', mobile, busy: false, offerOtp: false, otpSends: 1 });
    const failed = run([{ type: 'submit' }, { type: 'loginOtpFailed', error: { status: 503 } }], throttled);
    expect(failed).toMatchObject({ stage: 'password', message: marketplaceStrings.serversBusy });
    const wrongCode = run(
      [{ type: 'submit' }, { type: 'loginFailed', error: { status: 400, fields: { otp: ['Invalid OTP'] } } }],
      sent,
    );
    expect(wrongCode).toMatchObject({ stage: 'otpLogin', fieldErrors: { otp: 'Invalid OTP' } });
    expect(run([{ type: 'changeMobile' }], sent)).toMatchObject({ stage: 'mobile', offerOtp: false });
  });

  test('stage 1 → 5: a 409 means the number is registered', () => {
    const next = run([{ type: 'submit' }, { type: 'otpFailed', mobile, error: { status: 409, fields: {} } }]);
    expect(next).toMatchObject({ stage: 'password', mobile, busy: false, message: undefined });
  });

  test('OTP request 400: each field shows its first message, on stage 1', () => {
    const error = { status: 400, fields: { mobile: ['Enter valid mobile number', 'second'] } };
    const next = run([{ type: 'submit' }, { type: 'otpFailed', mobile, error }]);
    expect(next).toMatchObject({ stage: 'mobile', fieldErrors: { mobile: 'Enter valid mobile number' } });
    expect(next.message).toBeUndefined();
  });

  test.each([500, 502, 404, 429, undefined])('OTP request failing with %s: servers are busy', (status) => {
    const next = run([{ type: 'submit' }, { type: 'otpFailed', mobile, error: { status } }]);
    expect(next).toMatchObject({ stage: 'mobile', busy: false, message: marketplaceStrings.serversBusy });
  });

  test('an OTP request that throws something else (network down) also reads servers are busy', () => {
    const next = run([{ type: 'submit' }, { type: 'otpFailed', mobile, error: new TypeError('fetch failed') }]);
    expect(next.message).toBe('Servers are busy, Try after sometime');
  });

  test('stage 2 → done: sign-up saved the name and password, so nothing is asked twice', () => {
    expect(run([{ type: 'submit' }, { type: 'signedUp', needs: [] }], atSignup)).toMatchObject({
      stage: 'done',
      busy: false,
    });
  });

  test.each([
    [['password', 'name'], 'createPassword'],
    [['password'], 'createPassword'],
    [['name'], 'fullName'],
  ] as const)('stage 2 → 3 or 4 only for what the account lacks: %j → %s', (needs, stage) => {
    expect(run([{ type: 'submit' }, { type: 'signedUp', needs }], atSignup).stage).toBe(stage);
  });

  test('sign-up 400: field errors under their fields, still on stage 2', () => {
    const error = { status: 400, fields: { otp: ['Invalid OTP'], password: 'Password must be at least 8 characters' } };
    const next = run([{ type: 'submit' }, { type: 'signupFailed', error }], atSignup);
    expect(next).toMatchObject({
      stage: 'signup',
      fieldErrors: { otp: 'Invalid OTP', password: 'Password must be at least 8 characters' },
    });
  });

  test('sign-up 400 with only a form-level error shows it as the message', () => {
    const error = { status: 400, fields: { non_field_errors: ['OTP has expired. Please request a new one'] } };
    const next = run([{ type: 'submit' }, { type: 'signupFailed', error }], atSignup);
    expect(next).toMatchObject({ fieldErrors: {}, message: 'OTP has expired. Please request a new one' });
  });

  test('stage 3 → 4 → done: password, then name, when the account lacks both', () => {
    const at3 = run([{ type: 'submit' }, { type: 'signedUp', needs: ['password', 'name'] }], atSignup);
    const at4 = run([{ type: 'submit' }, { type: 'passwordSaved' }], at3);
    expect(at4.stage).toBe('fullName');
    expect(run([{ type: 'submit' }, { type: 'nameSaved' }], at4)).toMatchObject({ stage: 'done', busy: false });
  });

  test('stage 3 → done when the account lacks only the password', () => {
    const at3 = run([{ type: 'submit' }, { type: 'signedUp', needs: ['password'] }], atSignup);
    expect(run([{ type: 'submit' }, { type: 'passwordSaved' }], at3)).toMatchObject({ stage: 'done', busy: false });
  });

  test('a failed profile update is not shown, except a 400 under its field', () => {
    const at3 = run([{ type: 'signedUp', needs: ['password'] }], atSignup);
    expect(run([{ type: 'submit' }, { type: 'profileFailed', error: { status: 500 } }], at3)).toMatchObject({
      stage: 'createPassword',
      busy: false,
      message: undefined,
    });
    const error = { status: 400, fields: { password: ['Password must be at least 8 characters'] } };
    expect(run([{ type: 'submit' }, { type: 'profileFailed', error }], at3).fieldErrors).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });

  test('stage 5: login success ends the flow', () => {
    const at5 = run([{ type: 'otpFailed', mobile, error: { status: 409 } }]);
    expect(run([{ type: 'submit' }, { type: 'loggedIn' }], at5).stage).toBe('done');
  });

  test.each([401, 403, 500, undefined])('stage 5: login failing with %s reads Invalid Login Details', (status) => {
    const at5 = run([{ type: 'otpFailed', mobile, error: { status: 409 } }]);
    const next = run([{ type: 'submit' }, { type: 'loginFailed', error: { status } }], at5);
    expect(next).toMatchObject({ stage: 'password', message: 'Invalid Login Details' });
  });

  test("stage 5: a blocked account's 403 shows the server's reason and how to appeal", () => {
    const at5 = run([{ type: 'otpFailed', mobile, error: { status: 409 } }]);
    const error = { status: 403, fields: { detail: 'This account is blocked: Asked buyers to pay in advance.' } };
    const next = run([{ type: 'submit' }, { type: 'loginFailed', error }], at5);
    expect(next.message).toBe(`This account is blocked: Asked buyers to pay in advance. ${BLOCKED_APPEAL}`);
  });

  test('editing a field clears its server error and the form message', () => {
    const state = { ...atSignup, fieldErrors: { otp: 'Invalid OTP', name: 'x' }, message: 'm' };
    expect(loginReducer(state, { type: 'edit', field: 'otp' })).toMatchObject({
      fieldErrors: { name: 'x' },
      message: undefined,
    });
    const clean = { ...atSignup };
    expect(loginReducer(clean, { type: 'edit', field: 'otp' })).toBe(clean);
  });

  test('changing the number goes back to stage 1 keeping it; reset starts over', () => {
    expect(loginReducer(atSignup, { type: 'changeMobile' })).toMatchObject({ stage: 'mobile', mobile, otpSends: 0 });
    expect(loginReducer(atSignup, { type: 'reset' })).toEqual(initialLoginState);
  });
});

describe('closing', () => {
  test('a closed dialog ignores late answers and reopens at stage 1', () => {
    const closed = loginReducer({ ...atSignup, busy: true }, { type: 'close' });
    expect(closed).toMatchObject({ stage: 'mobile', closed: true, busy: false });
    expect(loginReducer(closed, { type: 'otpSent', mobile })).toBe(closed);
    expect(loginReducer(closed, { type: 'loginFailed', error: { status: 401 } })).toBe(closed);
    expect(loginReducer(closed, { type: 'open' })).toEqual(initialLoginState);
    expect(loginReducer(atSignup, { type: 'open' })).toBe(atSignup);
  });
});

describe('firstMessages', () => {
  test('keeps the first non-empty message of each field and splits form-level ones off', () => {
    expect(
      firstMessages({
        status: 400,
        fields: { mobile: ['', 'Enter valid mobile number'], detail: 'Slow down', name: [] },
      }),
    ).toEqual({ fields: { mobile: 'Enter valid mobile number' }, message: 'Slow down' });
  });
});
