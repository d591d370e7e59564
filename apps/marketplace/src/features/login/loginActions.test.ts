// @vitest-environment jsdom
import { beforeEach, expect, test, vi } from 'vitest';
import { createApiClient } from '../../api/client';
import { writeStorage } from '../../state/storage';
import { fakeApi } from '../../test/fakeApi';
import { loginCalls } from './loginActions';

beforeEach(() => localStorage.clear());

const callsFor = (routes: Parameters<typeof fakeApi>[0]) => {
  const api = fakeApi(routes);
  const notify = vi.fn();
  const client = createApiClient({ fetch: api.fetch, notify, logger: { error: () => {} } });
  return { calls: loginCalls(client), api, notify };
};

test('a registered number rejects with status 409 (the dialog moves to the password stage), without a toast', async () => {
  const { calls, notify } = callsFor({ 'POST /otp/': { status: 409, body: { mobile: ['Already registered.'] } } });
  await expect(calls.requestOtp('9876543210')).rejects.toMatchObject({ status: 409 });
  expect(notify).not.toHaveBeenCalled();
});

test('a 400 rejects with each field reduced to its first message', async () => {
  const { calls } = callsFor({ 'POST /signup/': { status: 400, body: { otp: ['Invalid OTP', 'x'] } } });
  await expect(
    calls.signup({
      mobile: '9123456789',
      otp: '000000',
      name: 'A',
      password: 'pw123456',
      terms: true,
      user_type: 'CUSTOMER',
    }),
  ).rejects.toMatchObject({ status: 400, fields: { otp: 'Invalid OTP' } });
});

test('sign-up posts the spec payload and resolves to the token and user', async () => {
  const { calls, api } = callsFor({
    'POST /signup/': { status: 201, body: { token: 't1', user: { name: 'Asha', mobile: '9123456789' } } },
  });
  const payload = {
    mobile: '9123456789',
    otp: '123456',
    name: 'Asha',
    password: 'pw123456',
    terms: true,
    user_type: 'CUSTOMER' as const,
  };
  await expect(calls.signup(payload)).resolves.toEqual({ token: 't1', user: { name: 'Asha', mobile: '9123456789' } });
  expect(api.calls[0]!.body).toEqual(payload);
});

test("a failed login keeps only the status (the dialog then says 'Invalid Login Details') and leaves a stored session alone", async () => {
  writeStorage('token', 'other-session');
  const { calls } = callsFor({ 'POST /login/': { status: 400, body: { non_field_errors: ['Unable to log in.'] } } });
  await expect(calls.login({ mobile: '9876543210', password: 'wrong' })).rejects.toEqual({ status: 400 });
  expect(localStorage.getItem('token')).toBe('other-session');
});
