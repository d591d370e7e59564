import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../App';
import { writeStorage } from '../../state/storage';
import { makeAd } from '../../test/ads';
import { CATS, fakeApi } from '../../test/fakeApi';

// Lazy page chunks compile on first use; on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => localStorage.clear());

test('home asks for the 12 latest unfeatured and 10 featured ads of the chosen city and shows Fresh Postings with VIEW ALL', async () => {
  writeStorage('location', { name: 'Pune', city: 'Pune', state: 'Maharashtra' });
  const api = fakeApi({
    '/api/lookup/cats/': { body: CATS },
    '/api/search-product/': (req) => ({
      body: {
        count: 3,
        next: null,
        previous: null,
        results: req.query.get('featured') ? [makeAd(1, { featured: true })] : [makeAd(2), makeAd(3)],
      },
    }),
    '/api/banner-pool/': { body: { count: 0, next: null, previous: null, results: [] } },
    'POST /api/any-request/': { body: [{ label: 'royal enfield', search: 'royal enfield', category: 'Cars+Bikes' }] },
  });
  const location = memoryLocation({ path: '/', record: true });
  render(<App fetch={api.fetch} location={location} />);

  const fresh = await screen.findByRole('region', { name: 'Fresh Postings' });
  await waitFor(() => expect(within(fresh).getAllByRole('link', { name: /Maruti Swift/ })).toHaveLength(2));
  expect(within(fresh).getByRole('link', { name: 'VIEW ALL' })).toHaveAttribute('href', '/search/');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pune');

  const lists = api.calls.filter((c) => c.path === '/api/search-product/');
  const latest = lists.find((c) => c.query.get('sort') === '-created_on')!;
  expect(Object.fromEntries(latest.query)).toEqual({
    sort: '-created_on',
    limit: '12',
    exclude_featured: 'true',
    city: 'Pune',
  });
  const featured = lists.find((c) => c.query.get('featured'))!;
  expect(Object.fromEntries(featured.query)).toEqual({ featured: 'true', limit: '10', city: 'Pune' });

  expect(await screen.findByRole('link', { name: 'royal enfield' })).toBeInTheDocument();

  await userEvent.setup().click(screen.getByRole('button', { name: 'Create a free Account' }));
  await waitFor(() => expect(location.history.at(-1)).toBe('/?login=true'));
});

test('the phone start of home searches from its own box and lists the categories as links', async () => {
  const api = fakeApi({
    '/api/lookup/cats/': { body: CATS },
    '/api/search-product/': { body: { count: 0, next: null, previous: null, results: [] } },
    '/api/banner-pool/': { body: { count: 0, next: null, previous: null, results: [] } },
    'POST /api/any-request/': { body: [] },
  });
  const location = memoryLocation({ path: '/', record: true });
  render(<App fetch={api.fetch} location={location} />);

  const grid = await screen.findByRole('navigation', { name: 'Browse categories' });
  await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(CATS.length));
  expect(within(grid).getByRole('link', { name: 'Cars & Bikes' })).toHaveAttribute('href', '/search/Cars+Bikes/');

  const user = userEvent.setup();
  const search = screen.getByRole('search', { name: 'Search Haat' });
  await user.type(within(search).getByRole('combobox', { name: 'Search ads' }), 'royal enfield');
  await user.click(within(search).getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(location.history.at(-1)).toBe('/search/?search=royal+enfield'));
});
