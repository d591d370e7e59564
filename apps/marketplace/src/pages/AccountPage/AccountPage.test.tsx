import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@haat/ui';
import { beforeEach, expect, test, vi } from 'vitest';
import { readStorage, writeStorage } from '../../state/storage';
import { makeAd } from '../../test/ads';
import { emptyPage, type Routes } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';
import { SAMPLE_WALLET, sampleSessions } from '../../test/sellerApi';
import { fill } from '../shared/fill';
import { accountText as t } from './accountText';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

const ME = {
  id: 7,
  name: 'Asha Rao',
  mobile: '9876543210',
  email: 'asha@example.in',
  email_verified: false,
  has_password: true,
  wallet: 0,
  user_type: 'CUSTOMER',
};

/** A required field's label: its text, then the kit's asterisk. */
const required = (label: string) => new RegExp(`^${label}\\*?$`);

beforeEach(() => {
  localStorage.clear();
  writeStorage('token', 'tok');
  writeStorage('user', ME);
});

function open(path: string, routes: Routes = {}) {
  return renderApp(path, {
    'GET /api/profile/': { body: ME },
    'GET /api/favorite/': { body: emptyPage },
    'GET /api/wallet/': { body: SAMPLE_WALLET },
    'GET /api/sessions/': { body: { ...emptyPage, count: 3, results: sampleSessions() } },
    ...routes,
  });
}

test('profile: name and e-mail with its confirmation state; the mobile is read-only; saving sends both', async () => {
  const user = userEvent.setup();
  const { api } = open('/my-account/', {
    'PUT /api/profile/': ({ body }) => ({ body: { ...ME, ...(body as object), email_verified: false } }),
  });
  const name = await screen.findByRole('textbox', { name: t.name });
  expect(name).toHaveValue('Asha Rao');
  expect(screen.getByRole('textbox', { name: t.email })).toHaveAccessibleDescription(t.emailUnverified);
  expect(screen.getByRole('textbox', { name: t.mobile })).toHaveAttribute('readonly');
  // The name alone needs no password.
  await user.type(name, ' K');
  expect(screen.queryByLabelText(required(t.emailPassword))).toBeNull();
  await user.click(screen.getByRole('button', { name: t.save }));
  expect(await screen.findByText(t.saved)).toBeInTheDocument();
  expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({ name: 'Asha Rao K', email: 'asha@example.in' });
});

test("a new e-mail asks for the current password; the server's answer shows under that field", async () => {
  const user = userEvent.setup();
  const { api } = open('/my-account/', {
    'PUT /api/profile/': ({ body }) =>
      (body as { current_password?: string }).current_password === 'right-pass'
        ? { body: { ...ME, ...(body as object), email_verified: false } }
        : { status: 400, body: { current_password: ['Your current password is wrong'] } },
  });
  const email = await screen.findByRole('textbox', { name: t.email });
  await user.clear(email);
  await user.type(email, 'asha.rao@example.in');
  const password = screen.getByLabelText(required(t.emailPassword));
  expect(password).toHaveAccessibleDescription(t.emailPasswordHint);
  await user.click(screen.getByRole('button', { name: t.save }));
  expect(password).toHaveAccessibleDescription(new RegExp(messages.loginPasswordRequired));
  expect(password).toHaveFocus();
  expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

  await user.type(password, 'wrong-pass');
  await user.click(screen.getByRole('button', { name: t.save }));
  await waitFor(() => expect(password).toHaveAccessibleDescription(/Your current password is wrong/));
  await user.clear(password);
  await user.type(password, 'right-pass');
  await user.click(screen.getByRole('button', { name: t.save }));
  expect(await screen.findByText(t.emailSent)).toBeInTheDocument();
  expect(api.calls.filter((c) => c.method === 'PUT').at(-1)!.body).toEqual({
    name: 'Asha Rao',
    email: 'asha.rao@example.in',
    current_password: 'right-pass',
  });
});

test('an account without a password changes its e-mail with a code texted to its mobile', async () => {
  const user = userEvent.setup();
  const noPassword = { ...ME, has_password: false };
  writeStorage('user', noPassword);
  const { api } = open('/my-account/', {
    'GET /api/profile/': { body: noPassword },
    'POST /api/profile/email-otp/': { body: { detail: 'OTP sent.', mobile: ME.mobile, expires_in: 300 } },
    'PUT /api/profile/': ({ body }) =>
      (body as { otp?: string }).otp === '123456'
        ? { body: { ...noPassword, ...(body as object) } }
        : { status: 400, body: { otp: ['Invalid OTP'] } },
  });
  const email = await screen.findByRole('textbox', { name: t.email });
  await user.clear(email);
  await user.type(email, 'asha.rao@example.in');
  expect(screen.queryByLabelText(required(t.emailPassword))).toBeNull();
  expect(screen.getByText(fill(t.emailOtpHint, { mobile: ME.mobile }))).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: t.sendEmailOtp }));
  expect(await screen.findByText(fill(t.emailOtpSent, { mobile: ME.mobile }))).toBeInTheDocument();
  expect(api.calls.some((c) => c.path === '/api/profile/email-otp/')).toBe(true);
  const first = screen.getAllByRole('textbox', { name: /Digit 1 of 6/ })[0]!;
  await user.click(first);
  await user.paste('654321');
  await user.click(screen.getByRole('button', { name: t.save }));
  expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
  await user.click(first);
  await user.paste('123456');
  await user.click(screen.getByRole('button', { name: t.save }));
  expect(await screen.findByText(t.emailSent)).toBeInTheDocument();
  expect(api.calls.filter((c) => c.method === 'PUT').at(-1)!.body).toEqual({
    name: 'Asha Rao',
    email: 'asha.rao@example.in',
    otp: '123456',
  });
});

test('signed-in devices: device, place and last use in IST, this one marked; another can be signed out', async () => {
  const user = userEvent.setup();
  let sessions = sampleSessions();
  const { api } = open('/my-account/', {
    'GET /api/sessions/': () => ({ body: { ...emptyPage, count: sessions.length, results: sessions } }),
    'DELETE /api/sessions/32/': () => {
      sessions = sessions.filter((s) => s.id !== 32);
      return { status: 204 };
    },
  });
  const panel = await screen.findByRole('region', { name: t.sessionsTitle });
  const rows = await within(panel).findAllByRole('listitem');
  expect(rows.map((r) => r.textContent)).toEqual([
    `Chrome on Windows${t.thisDevice}${t.localNetwork} · Last used 21 Nov 2026, 12:00 pm`,
    'Chrome on Android49.36.120.7 · Last used 20 Nov 2026, 7:35 pmSign out',
    `Safari on iPad${t.unknownPlace} · Last used 2 Nov 2026, 2:30 pmSign out`,
  ]);
  // This device signs out with the panel below, not here.
  expect(within(rows[0]!).queryByRole('button')).toBeNull();
  await user.click(
    within(panel).getByRole('button', {
      name: fill(t.signOutDeviceLabel, { device: 'Chrome on Android', when: '20 Nov 2026, 7:35 pm' }),
    }),
  );
  await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(2));
  expect(within(panel).queryByText('Chrome on Android')).toBeNull();
  expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/sessions/32/')).toBe(true);
  expect(readStorage('token')).toBe('tok');
});

test('a device that could not be signed out says so and stays listed', async () => {
  const user = userEvent.setup();
  open('/my-account/', { 'DELETE /api/sessions/33/': { status: 500, body: { detail: 'boom' } } });
  const panel = await screen.findByRole('region', { name: t.sessionsTitle });
  await user.click(
    await within(panel).findByRole('button', {
      name: fill(t.signOutDeviceLabel, { device: 'Safari on iPad', when: '2 Nov 2026, 2:30 pm' }),
    }),
  );
  expect(await within(panel).findByRole('alert')).toHaveTextContent(
    fill(t.signOutDeviceFailed, { device: 'Safari on iPad' }),
  );
  expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
});

test('?change-password=true opens the form; the old password is checked by the server', async () => {
  const user = userEvent.setup();
  const { api } = open('/my-account/?change-password=true', {
    'PUT /change-password/': ({ body }) =>
      (body as { old_password: string }).old_password === 'right-pass'
        ? { body: { detail: 'ok' } }
        : { status: 400, body: { old_password: ['Your current password is wrong.', 'x'] } },
  });
  const current = await screen.findByLabelText(required(t.oldPassword));
  expect(current).toBeVisible();
  await user.type(current, 'wrong-pass');
  await user.type(screen.getByLabelText(required(t.newPassword)), 'new-secret-2');
  await user.click(screen.getByRole('button', { name: t.changePassword }));
  expect(await screen.findByText('Your current password is wrong.')).toBeInTheDocument();
  await user.clear(current);
  await user.type(current, 'right-pass');
  await user.click(screen.getByRole('button', { name: t.changePassword }));
  expect(await screen.findByText(t.passwordChanged)).toBeInTheDocument();
  expect(api.calls.filter((c) => c.path === '/change-password/').at(-1)!.body).toEqual({
    old_password: 'right-pass',
    new_password: 'new-secret-2',
  });
});

test('?change-password=true moves focus into the form; empty or short passwords are caught before sending', async () => {
  const user = userEvent.setup();
  const { api } = open('/my-account/?change-password=true');
  const current = await screen.findByLabelText(required(t.oldPassword));
  await waitFor(() => expect(current).toHaveFocus());

  await user.click(screen.getByRole('button', { name: t.changePassword }));
  expect(current).toHaveAccessibleDescription(messages.loginPasswordRequired);
  const next = screen.getByLabelText(required(t.newPassword));
  expect(next).toHaveAccessibleDescription(messages.passwordRequired);
  expect(current).toHaveFocus();

  await user.type(current, 'old-secret');
  await user.type(next, 'short');
  await user.click(screen.getByRole('button', { name: t.changePassword }));
  expect(next).toHaveAccessibleDescription(fill(t.passwordTooShort, { min: 8 }));
  expect(next).toHaveFocus();
  expect(api.calls.some((c) => c.path === '/change-password/')).toBe(false);
});

test('profile: an empty name or a malformed e-mail is caught before sending', async () => {
  const user = userEvent.setup();
  const { api } = open('/my-account/');
  const name = await screen.findByRole('textbox', { name: t.name });
  const email = screen.getByRole('textbox', { name: t.email });
  await user.clear(name);
  await user.clear(email);
  await user.type(email, 'asha@');
  await user.click(screen.getByRole('button', { name: t.save }));
  expect(name).toHaveAccessibleDescription(messages.nameRequired);
  expect(email).toHaveAccessibleDescription(new RegExp(messages.emailInvalid));
  expect(name).toHaveFocus();
  expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
});

test('saved ads are listed and one can be removed', async () => {
  const user = userEvent.setup();
  let saved = [
    { ...makeAd(3), saved_on: '2026-11-20T10:00:00Z' },
    { ...makeAd(4), saved_on: '2026-11-19T10:00:00Z' },
  ];
  open('/my-account/', {
    'GET /api/favorite/': () => ({ body: { ...emptyPage, count: saved.length, results: saved } }),
    'DELETE /api/favorite/3/': () => {
      saved = saved.filter((a) => a.id !== 3);
      return { status: 204 };
    },
  });
  const panel = await screen.findByRole('region', { name: t.savedAds });
  expect(await within(panel).findByRole('link', { name: /Maruti Swift VXI 3/ })).toHaveAttribute('href', '/view/3/');
  await user.click(within(panel).getByRole('button', { name: 'Remove Maruti Swift VXI 3 from saved ads' }));
  await within(panel).findByRole('link', { name: /Maruti Swift VXI 4/ });
  expect(within(panel).queryByRole('link', { name: /Maruti Swift VXI 3/ })).toBeNull();
});

test('a failed Remove says so and keeps the ad in the list', async () => {
  const user = userEvent.setup();
  const saved = [{ ...makeAd(3), saved_on: '2026-11-20T10:00:00Z' }];
  open('/my-account/', {
    'GET /api/favorite/': { body: { ...emptyPage, count: 1, results: saved } },
    'DELETE /api/favorite/3/': { status: 500, body: { detail: 'boom' } },
  });
  const panel = await screen.findByRole('region', { name: t.savedAds });
  await user.click(await within(panel).findByRole('button', { name: 'Remove Maruti Swift VXI 3 from saved ads' }));
  expect(await within(panel).findByRole('alert')).toHaveTextContent(
    fill(t.removeFailed, { title: 'Maruti Swift VXI 3' }),
  );
  expect(within(panel).getByRole('link', { name: /Maruti Swift VXI 3/ })).toBeInTheDocument();
});

test('sign out on every device revokes every session and leaves the account', async () => {
  const user = userEvent.setup();
  const { api, location } = open('/my-account/', { 'POST /logout/all/': { body: { detail: 'ok' } } });
  await user.click(await screen.findByRole('button', { name: t.signOutEverywhere }));
  await vi.waitFor(() => expect(location.history.at(-1)).toBe('/'));
  expect(api.calls.some((c) => c.path === '/logout/all/')).toBe(true);
  expect(readStorage('token')).toBeUndefined();
});

test('an admin finds the admin screens in My Account; a customer does not', async () => {
  writeStorage('user', { ...ME, user_type: 'ADMIN' });
  open('/my-account/', { 'GET /api/profile/': { body: { ...ME, user_type: 'ADMIN' } } });
  const panel = await screen.findByRole('region', { name: t.adminTitle });
  expect(within(panel).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users/');
  expect(within(panel).getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/admin/audit/');
  cleanup();
  writeStorage('user', ME);
  open('/my-account/');
  expect(await screen.findByRole('region', { name: 'Wallet' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: t.adminTitle })).toBeNull();
});
