import { configure, render, screen } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../App';
import { CATS, fakeApi, SITE } from '../../test/fakeApi';
import { mobileAppText } from './mobileAppText';

// Lazy page chunks compile on first use; on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => localStorage.clear());

function renderMobileApp(site?: typeof SITE) {
  const api = fakeApi({ '/api/lookup/cats/': { body: CATS }, ...(site ? { '/api/site/': { body: site } } : {}) });
  render(<App fetch={api.fetch} location={memoryLocation({ path: '/mobile-app' })} />);
}

test('the store links come from the settings', async () => {
  renderMobileApp(SITE);
  expect(await screen.findByRole('link', { name: /Get it on Google Play/ })).toHaveAttribute(
    'href',
    SITE.play_store_url,
  );
  expect(screen.getByRole('link', { name: /Download on the App Store/ })).toHaveAttribute('href', SITE.app_store_url);
});

test('with no store link set the page explains installing from the browser, never a setting name or a dead link', async () => {
  renderMobileApp();
  expect(await screen.findByRole('heading', { name: mobileAppText.installHeading })).toBeInTheDocument();
  expect(screen.getByText(mobileAppText.installSteps[1])).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: mobileAppText.storesHeading })).toBeNull();
  expect(document.body).not.toHaveTextContent(/Not set|STORE_URL|link not set/i);
  expect(screen.queryByRole('link', { name: /Google Play|App Store/ })).toBeNull();
});
