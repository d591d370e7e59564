import { configure, render, screen } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../App';
import { CATS, fakeApi, SITE } from '../../test/fakeApi';

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

test('a store link that is not set is named, not linked', async () => {
  renderMobileApp();
  expect(await screen.findByText('Not set: PLAY_STORE_URL')).toBeInTheDocument();
  expect(screen.getByText('Not set: APP_STORE_URL')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Google Play|App Store/ })).toBeNull();
});
