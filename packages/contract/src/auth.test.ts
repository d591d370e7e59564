import { describe, expect, test } from 'vitest';
import { AUTH_MESSAGES, LoginSchema, MobileSchema, SignupSchema } from './auth';

describe('MobileSchema', () => {
  test.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['09876543210', '9876543210'],
  ])('accepts %s as %s', (input, out) => {
    expect(MobileSchema.parse(input)).toBe(out);
  });

  test.each([
    [undefined, AUTH_MESSAGES.mobileRequired],
    ['', AUTH_MESSAGES.mobileRequired],
    ['5876543210', AUTH_MESSAGES.mobileInvalid],
    ['98765', AUTH_MESSAGES.mobileInvalid],
    [9876543210, AUTH_MESSAGES.mobileInvalid],
  ])('rejects %s with the spec message', (input, message) => {
    const r = MobileSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
});

test('sign-up strips unknown fields and reports each missing field with the spec message', () => {
  const r = SignupSchema.safeParse({ extra: 1 });
  expect(r.success).toBe(false);
  const messages = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
  expect(messages).toEqual({
    mobile: AUTH_MESSAGES.mobileRequired,
    otp: AUTH_MESSAGES.otpRequired,
    name: AUTH_MESSAGES.nameRequired,
    password: AUTH_MESSAGES.passwordRequired,
    terms: AUTH_MESSAGES.termsRequired,
  });
  const ok = LoginSchema.parse({ mobile: '9876543210', password: 'x', otp: '', terms: false });
  expect(ok).toEqual({ mobile: '9876543210', password: 'x' });
});
