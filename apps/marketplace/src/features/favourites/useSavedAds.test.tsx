import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { writeStorage } from '../../state/storage';
import { makeAd } from '../../test/ads';
import { emptyPage } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

const ME = { id: 5, name: 'Asha Rao', mobile: '9876543210', email: null, wallet: 0, user_type: 'CUSTOMER' };
const results = {
  ...emptyPage,
  count: 2,
  results: [makeAd(101, { title: 'Sofa set' }), makeAd(102, { title: 'Study desk' })],
};

beforeEach(() => localStorage.clear());

test('the heart on a card shows what I saved, and saves or unsaves with one tap', async () => {
  const user = userEvent.setup();
  writeStorage('token', 'tok');
  writeStorage('user', ME);
  const { api } = renderApp('/search/', {
    '/api/profile/': { body: ME },
    '/api/search-product/': { body: results },
    'GET /api/favorite/': {
      body: { ...emptyPage, count: 1, results: [{ ...makeAd(101), saved_on: '2026-11-20T00:00:00Z' }] },
    },
    'POST /api/favorite/': { status: 201, body: { product: 102 } },
    'DELETE /api/favorite/101/': { status: 204 },
  });
  const sofa = await screen.findByRole('button', { name: 'Remove from favourites: Sofa set' });
  expect(sofa).toHaveAttribute('aria-pressed', 'true');
  const desk = screen.getByRole('button', { name: 'Save to favourites: Study desk' });
  expect(desk).toHaveAttribute('aria-pressed', 'false');
  await user.click(desk);
  expect(await screen.findByRole('button', { name: 'Remove from favourites: Study desk' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(api.calls.find((c) => c.method === 'POST' && c.path === '/api/favorite/')!.body).toEqual({ product: 102 });
  await user.click(sofa);
  await waitFor(() =>
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/favorite/101/')).toBe(true),
  );
  expect(screen.getByRole('button', { name: 'Save to favourites: Sofa set' })).toHaveAttribute('aria-pressed', 'false');
});

test("a visitor's heart asks to log in and comes back to the same results", async () => {
  const user = userEvent.setup();
  const { location } = renderApp('/search/?search=sofa', { '/api/search-product/': { body: results } });
  await user.click(await screen.findByRole('button', { name: 'Save to favourites: Sofa set' }));
  await waitFor(() => expect(location.history.at(-1)).toBe('/?login=true&redirect=%2Fsearch%2F%3Fsearch%3Dsofa'));
});
