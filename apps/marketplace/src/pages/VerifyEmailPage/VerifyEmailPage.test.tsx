import { configure, screen } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import type { Routes } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';
import { verifyEmailText } from './verifyEmailText';

// Lazy page chunks compile on first use; on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => localStorage.clear());

/** The page as a mailed link opens it: the token is in the browser's own address, after `#`. */
function openLink(hash: string, routes: Routes) {
  window.history.replaceState(null, '', `/verify-email/${hash}`);
  return renderApp('/verify-email/', routes).api;
}

test('the mailed link confirms the address; its token goes in the body and leaves the address bar', async () => {
  const api = openLink('#token=mailed-token-1', { 'POST /api/verify-email/': { body: { detail: 'ok' } } });
  expect(await screen.findByText(verifyEmailText.confirmed)).toHaveAttribute('role', 'status');
  expect(api.calls.find((c) => c.path === '/api/verify-email/')!.body).toEqual({ token: 'mailed-token-1' });
  expect(window.location.hash).toBe('');
});

test('a used or expired link says so', async () => {
  openLink('#token=old', {
    'POST /api/verify-email/': { status: 400, body: { token: ['This link is invalid or has expired'] } },
  });
  expect(await screen.findByText(verifyEmailText.invalid)).toHaveAttribute('role', 'alert');
});
