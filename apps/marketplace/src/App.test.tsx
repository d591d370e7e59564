import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { App } from './App';

test('the shell renders the header, the home page and the footer', async () => {
  render(<App />);
  expect(screen.getByRole('link', { name: 'Haat home' })).toHaveAttribute('href', '/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Buy and sell near you' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toHaveTextContent('free classifieds for India');
});
