// @vitest-environment jsdom
import { beforeEach, expect, test, vi } from 'vitest';
import { createApiClient } from '../../api/client';
import { writeStorage } from '../../state/storage';
import { fakeApi } from '../../test/fakeApi';
import { LOGIN_ERRORS, loginActions } from './loginActions';

beforeEach(() => localStorage.clear());

const actionsFor = (routes: Parameters<typeof fakeApi>[0]) => {
  const api = fakeApi(routes);
  const notify = vi.fn();
  return {
    actions: loginActions(createApiClient({ fetch: api.fetch, notify, logger: { error: () => {} } })),
    api,
    notify,
  };
};

test('a new number gets an OTP; a registered one (409) goes to the password stage', async () => {
  const { actions, api } = actionsFor({
    'POST /otp/': (req) =>
      (req.body as { mobile: string }).mobile === '9876543210'
        ? { status: 409, body: { mobile: ['Already registered.'] } }
        : { body: {} },
  });
  expect(await actions.requestOtp('+91 91234 56789')).toEqual({ ok: true, value: 'otp-sent' });
  expect(api.calls[0]!.body).toEqual({ mobile: '9123456789' });
  expect(await actions.requestOtp('9876543210')).toEqual({ ok: true, value: 'registered' });
});

test('an OTP request shows the server field errors on 400 and "Servers are busy" otherwise, without a toast', async () => {
  const bad = actionsFor({ 'POST /otp/': { status: 400, body: { mobile: ['Enter valid mobile number'] } } });
  expect(await bad.actions.requestOtp('123')).toEqual({ ok: false, fields: { mobile: 'Enter valid mobile number' } });
  const down = actionsFor({ 'POST /otp/': { status: 503, body: {} } });
  expect(await down.actions.requestOtp('9123456789')).toEqual({ ok: false, message: LOGIN_ERRORS.serversBusy });
  expect(down.notify).not.toHaveBeenCalled();
});

test('sign-up sends the spec payload with user_type CUSTOMER and returns the token and user', async () => {
  const { actions, api } = actionsFor({
    'POST /signup/': { status: 201, body: { token: 't1', user: { name: 'Asha', mobile: '9123456789' } } },
  });
  const res = await actions.signUp({
    mobile: '9123456789',
    otp: '123456',
    name: 'Asha',
    password: 'pw123456',
    terms: true,
  });
  expect(res).toEqual({ ok: true, value: { token: 't1', user: { name: 'Asha', mobile: '9123456789' } } });
  expect(api.calls[0]!.body).toEqual({
    mobile: '9123456789',
    otp: '123456',
    name: 'Asha',
    password: 'pw123456',
    terms: true,
    user_type: 'CUSTOMER',
  });
});

test('any login failure reads "Invalid Login Details" and leaves a stored session alone', async () => {
  writeStorage('token', 'other-session');
  const { actions } = actionsFor({ 'POST /login/': { status: 401, body: { detail: 'Invalid credentials.' } } });
  expect(await actions.logIn('9876543210', 'wrong')).toEqual({ ok: false, message: 'Invalid Login Details' });
  expect(localStorage.getItem('token')).toBe('other-session');
});
