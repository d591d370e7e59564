import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { defaultLoginText } from '@haat/ui';
import { App } from '../App';
import { readStorage } from '../state/storage';
import { CATS, emptyPage, fakeApi, type Handler } from '../test/fakeApi';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => localStorage.clear());

const USER = { id: 5, name: 'Asha Rao', mobile: '9876543210', email: null, wallet: 0, user_type: 'CUSTOMER' };

function renderAt(path: string, routes: Record<string, Handler | { status?: number; body?: unknown }>) {
  const [pathname, search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  const api = fakeApi({
    '/api/lookup/cats/': { body: CATS },
    '/api/search-product/': { body: emptyPage },
    '/api/profile/': { body: USER },
    ...routes,
  });
  render(<App fetch={api.fetch} location={location} />);
  return { api, location };
}

/** A registered number's way in: mobile, Continue, password, Login. */
async function logInWithPassword(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText(/Mobile number/), '9876543210');
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await user.type(await within(dialog).findByLabelText(/^Password/), 'secret1234');
  await user.click(within(dialog).getByRole('button', { name: 'Login' }));
}

test('?login=true opens the dialog; a registered number logs in with its password and follows the redirect', async () => {
  const user = userEvent.setup();
  const { api, location } = renderAt('/?login=true&redirect=%2Fmy-ads%2F', {
    'POST /otp/': { status: 409, body: { mobile: ['This mobile number is already registered'] } },
    'POST /login/': { body: { token: 'tok-1', user: USER } },
  });
  await logInWithPassword(user);
  await waitFor(() => expect(location.history.at(-1)).toBe('/my-ads/'));
  expect(readStorage('token')).toBe('tok-1');
  expect(readStorage('user')).toMatchObject({ name: 'Asha Rao' });
  expect(api.calls.find((c) => c.path === '/login/')!.body).toEqual({ mobile: '9876543210', password: 'secret1234' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a wrong password shows Invalid Login Details and stores nothing', async () => {
  const user = userEvent.setup();
  renderAt('/?login=true', {
    'POST /otp/': { status: 409, body: {} },
    'POST /login/': { status: 400, body: { non_field_errors: ['Unable to log in with the provided credentials.'] } },
  });
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText(/Mobile number/), '9876543210');
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await user.type(await within(dialog).findByLabelText(/^Password/), 'wrong-password');
  await user.click(within(dialog).getByRole('button', { name: 'Login' }));
  expect(await within(dialog).findByText('Invalid Login Details')).toBeInTheDocument();
  expect(readStorage('token')).toBeUndefined();
});

test('a throttled password login offers an OTP instead, which logs in and follows the redirect', async () => {
  const user = userEvent.setup();
  const { api, location } = renderAt('/?login=true&redirect=%2Fmy-ads%2F', {
    'POST /otp/': { status: 409, body: {} },
    'POST /login/': { status: 429, body: { detail: 'Too many failed logins. Try again later.', retry_after: 900 } },
    'POST /login/otp/': { body: { detail: 'OTP sent.', mobile: '9876543210', expires_in: 300 } },
    'POST /login/otp/verify/': { body: { token: 'tok-otp', user: USER } },
  });
  await logInWithPassword(user);
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(defaultLoginText.passwordThrottled);
  expect(readStorage('token')).toBeUndefined();
  await user.click(within(dialog).getByRole('button', { name: defaultLoginText.otpInstead }));
  expect(await within(dialog).findByRole('heading', { name: defaultLoginText.titleOtpLogin })).toBeInTheDocument();
  expect(api.calls.find((c) => c.path === '/login/otp/')!.body).toEqual({ mobile: '9876543210' });
  await user.click(within(dialog).getByLabelText(/Digit 1/));
  await user.paste('482913');
  await user.click(within(dialog).getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(location.history.at(-1)).toBe('/my-ads/'));
  expect(readStorage('token')).toBe('tok-otp');
  expect(api.calls.find((c) => c.path === '/login/otp/verify/')!.body).toEqual({
    mobile: '9876543210',
    otp: '482913',
  });
});

test('a redirect to another site is ignored after login', async () => {
  const user = userEvent.setup();
  const { location } = renderAt('/?login=true&redirect=https%3A%2F%2Fevil.example%2F', {
    'POST /otp/': { status: 409, body: {} },
    'POST /login/': { body: { token: 'tok-2', user: USER } },
  });
  await logInWithPassword(user);
  await waitFor(() => expect(readStorage('token')).toBe('tok-2'));
  await waitFor(() => expect(location.history.at(-1)).toBe('/'));
});

test('after login the redirect keeps the escapes of its own query', async () => {
  const user = userEvent.setup();
  const back = '/search/?search=5%25+off%2C+1%2B1';
  const { location } = renderAt(`/?login=true&redirect=${encodeURIComponent(back)}`, {
    'POST /otp/': { status: 409, body: {} },
    'POST /login/': { body: { token: 'tok-3', user: USER } },
  });
  await logInWithPassword(user);
  await waitFor(() => expect(location.history.at(-1)).toBe(back));
});

test("a blocked account that logs in reads the server's reason, not Invalid Login Details", async () => {
  const user = userEvent.setup();
  renderAt('/?login=true', {
    'POST /otp/': { status: 409, body: {} },
    'POST /login/': { status: 403, body: { detail: 'This account is blocked: Asked buyers to pay in advance.' } },
  });
  await logInWithPassword(user);
  const dialog = await screen.findByRole('dialog');
  expect(
    await within(dialog).findByText(/This account is blocked: Asked buyers to pay in advance\./),
  ).toBeInTheDocument();
  expect(within(dialog).queryByText('Invalid Login Details')).toBeNull();
  expect(readStorage('token')).toBeUndefined();
});
