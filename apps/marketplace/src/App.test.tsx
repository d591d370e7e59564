import { configure, render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { App } from './App';
import { CATS, emptyPage, fakeApi } from './test/fakeApi';

// Lazy page chunks compile on first use; on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

test('the shell renders the header with its location picker, the home page and the footer', async () => {
  const api = fakeApi({ '/api/lookup/cats/': { body: CATS }, '/api/search-product/': { body: emptyPage } });
  render(<App fetch={api.fetch} location={memoryLocation({ path: '/' })} />);
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Location/ })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('main')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});
