import { ThemeProvider } from '@haat/ui';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, lazyPage } from './lazyPage';
import { PageErrorBoundary } from './PageErrorBoundary';

afterEach(() => vi.useRealTimers());

const mount = (Page: ReturnType<typeof lazyPage>) =>
  render(
    <PageErrorBoundary resetKey="/search/">
      <Suspense fallback={<p>Loading the page</p>}>
        <Page />
      </Suspense>
    </PageErrorBoundary>,
    { wrapper: ThemeProvider },
  );

test('a page whose chunk never answers fails into the retry screen after the spec’s 120000 ms', async () => {
  vi.useFakeTimers();
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  mount(lazyPage(() => new Promise<never>(() => {})));
  expect(screen.getByText('Loading the page')).toBeInTheDocument();
  await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  logged.mockRestore();
});

test('a chunk that arrives in time shows its page', async () => {
  mount(lazyPage(async () => ({ default: () => <h1>Search</h1> })));
  expect(await screen.findByRole('heading', { name: 'Search' })).toBeInTheDocument();
});
