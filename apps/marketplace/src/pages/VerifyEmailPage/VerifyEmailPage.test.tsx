import { configure, render, screen } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../App';
import { CATS, fakeApi, type Handler } from '../../test/fakeApi';
import { verifyEmailText } from './verifyEmailText';

// Lazy page chunks compile on first use; on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => localStorage.clear());

function openLink(hash: string, routes: Record<string, Handler | { status?: number; body?: unknown }>) {
  window.history.replaceState(null, '', `/verify-email/${hash}`);
  const api = fakeApi({ '/api/lookup/cats/': { body: CATS }, ...routes });
  render(<App fetch={api.fetch} location={memoryLocation({ path: '/verify-email/' })} />);
  return api;
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
