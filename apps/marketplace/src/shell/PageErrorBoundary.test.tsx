import { ThemeProvider } from '@haat/ui';
import { render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { PageErrorBoundary } from './PageErrorBoundary';

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

test('a page whose chunk fails to load shows a retry, and the next page starts fresh', () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { rerender } = render(
    <PageErrorBoundary resetKey="/search/">
      <Broken />
    </PageErrorBoundary>,
    { wrapper: ThemeProvider },
  );
  expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  rerender(
    <PageErrorBoundary resetKey="/about">
      <p>About Haat</p>
    </PageErrorBoundary>,
  );
  expect(screen.getByText('About Haat')).toBeInTheDocument();
  logged.mockRestore();
});
