import { configure, render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { App } from './App';
import { CATS, emptyPage, fakeApi } from './test/fakeApi';

// Lazy page chunks compile on first use; on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

test('the shell renders the header, the home page and the footer', async () => {
  const api = fakeApi({ '/api/lookup/cats/': { body: CATS }, '/api/search-product/': { body: emptyPage } });
  render(<App fetch={api.fetch} location={memoryLocation({ path: '/' })} />);
  expect(screen.getByRole('link', { name: 'Haat home' })).toHaveAttribute('href', '/');
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});
