import { messages, requiredMessage } from '@haat/ui';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';

import { writeStorage } from '../../state/storage';
import { renderApp } from '../../test/renderApp';

// Lazy page chunks compile on first use; on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => localStorage.clear());

test('asking for a reset by mobile number posts it and asks for the SMS code, without saying whether it exists', async () => {
  const user = userEvent.setup();
  const { api } = renderApp('/forgot-password/', { 'POST /forgot-password/': { body: {} } });
  const field = await screen.findByRole('textbox', { name: /Email or mobile number/ });
  await user.type(field, '12345');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(field).toHaveAccessibleDescription('Enter valid mobile number');

  await user.clear(field);
  await user.type(field, '+91 98765 43210');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText(/we have sent a 6-digit code by SMS to \+91 9876543210/)).toBeInTheDocument();
  expect(api.calls.find((c) => c.path === '/forgot-password/')!.body).toEqual({ mobile: '9876543210' });
});

test("the email or mobile is checked with the kit's rules before anything is sent", async () => {
  const user = userEvent.setup();
  const { api } = renderApp('/forgot-password/', { 'POST /forgot-password/': { body: {} } });
  const field = await screen.findByRole('textbox', { name: /Email or mobile number/ });
  const send = screen.getByRole('button', { name: 'Send reset link' });
  await user.click(send);
  expect(field).toHaveAccessibleDescription(requiredMessage('Email or mobile number'));
  for (const [typed, message] of [
    ['5876543210', messages.mobileInvalid],
    ['+91 5876543210', messages.mobileInvalid],
    ['98765', messages.mobileInvalid],
    ['priya@example', messages.emailInvalid],
  ] as const) {
    await user.clear(field);
    await user.type(field, typed);
    await user.click(send);
    expect(field).toHaveAccessibleDescription(message);
  }
  expect(api.calls.some((c) => c.path === '/forgot-password/')).toBe(false);
});

test('a reset link is checked, then sets the new password; the token travels only in bodies', async () => {
  const user = userEvent.setup();
  window.history.replaceState(null, '', '/forgot-password/#token=abc123');
  const { api } = renderApp('/forgot-password/', {
    'POST /check-password/': { body: { detail: 'ok' } },
    'POST /reset-password/': { body: { detail: 'ok' } },
  });
  await user.type(await screen.findByLabelText(/^New password/), 'secret1234');
  await user.type(screen.getByLabelText(/^Confirm new password/), 'secret1235');
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
  expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription('The passwords do not match');

  await user.clear(screen.getByLabelText(/^Confirm new password/));
  await user.type(screen.getByLabelText(/^Confirm new password/), 'secret1234');
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
  expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
  expect(api.calls.find((c) => c.path === '/check-password/')!.body).toEqual({ token: 'abc123' });
  expect(api.calls.find((c) => c.path === '/reset-password/')!.body).toEqual({
    password: 'secret1234',
    token: 'abc123',
  });
  // The address bar no longer holds the token.
  expect(window.location.hash).toBe('');
});

test('an expired reset link says so, and does not end a signed-in session', async () => {
  writeStorage('token', 'session-token');
  writeStorage('user', { name: 'Asha', mobile: '9876543210' });
  renderApp('/forgot-password/?token=expired', {
    'POST /check-password/': { status: 401, body: { detail: 'Invalid or expired token.' } },
    '/api/profile/': { body: { name: 'Asha', mobile: '9876543210' } },
  });
  expect(await screen.findByText(/This reset link is invalid or has expired/)).toBeInTheDocument();
  expect(localStorage.getItem('token')).toBe('session-token');
});
