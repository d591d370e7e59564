import { configure, screen, within } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { CATS } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';
import { writeStorage } from '../../state/storage';
import { placeEmptyText } from './placeEmptyText';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => localStorage.clear());

const LUCKNOW = { name: 'Lucknow', city: 'Lucknow', state: 'Uttar Pradesh', lat: 26.84, lng: 80.92 };
const none = { count: 0, count_capped: false, next: null, previous: null, results: [] };
const routes = {
  '/api/lookup/cats/': { body: CATS },
  '/api/lookup/resolve/lucknow/': { body: { type: 'place', place: LUCKNOW } },
  'POST /api/search-product/': { body: none },
  'GET /api/search-product/': { body: none },
  '/api/banner-pool/': { body: { count: 0, next: null, previous: null, results: [] } },
  'POST /api/any-request/': { body: [] },
  '/api/lookup/cities-with-ads/': {
    body: [
      { city: 'Kanpur', state: 'Uttar Pradesh', count: 2, distance_km: 72.4 },
      { city: 'New Delhi', state: 'Delhi', count: 1000, distance_km: 420.1 },
    ],
  },
};

async function expectPlaceEmpty() {
  expect(await screen.findByRole('heading', { name: 'No ads in Lucknow yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Post the first ad in Lucknow' })).toHaveAttribute('href', '/post-free-ad/');
  const nearby = await screen.findByRole('navigation', { name: placeEmptyText.nearbyLabel });
  expect(within(nearby).getByRole('link', { name: 'Kanpur · 2 ads' })).toHaveAttribute('href', '/kanpur/');
  expect(within(nearby).getByRole('link', { name: 'New Delhi · 1,000+ ads' })).toHaveAttribute('href', '/new-delhi/');
  expect(screen.queryByText(/Oops/)).toBeNull();
}

test('a place with no ads (/lucknow/) offers to post the first ad there and the nearest cities with ads', async () => {
  const { api } = renderApp('/lucknow/', routes);
  await expectPlaceEmpty();
  const asked = api.calls.find((c) => c.path === '/api/lookup/cities-with-ads/')!;
  expect(Object.fromEntries(asked.query)).toEqual({ lat: '26.84', lng: '80.92', state: 'Uttar Pradesh' });
});

test('home in a chosen place with no ads says so, not that a search found nothing', async () => {
  writeStorage('location', LUCKNOW);
  renderApp('/', routes);
  await expectPlaceEmpty();
});

test('a search with no hits in that place keeps the spec text', async () => {
  writeStorage('location', LUCKNOW);
  const { api } = renderApp('/search/?search=tabla', routes);
  expect(
    await screen.findByText("Oops... We can't find anything that matches your search and filter."),
  ).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'No ads in Lucknow yet' })).toBeNull();
  expect(api.calls.some((c) => c.path === '/api/lookup/cities-with-ads/')).toBe(false);
});

test('with no city near that has ads, only the call to post the first ad', async () => {
  renderApp('/lucknow/', { ...routes, '/api/lookup/cities-with-ads/': { body: [] } });
  expect(await screen.findByText(placeEmptyText.hintAlone)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Post the first ad in Lucknow' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: placeEmptyText.nearbyLabel })).toBeNull();
});

test('a category empty in the place (/lucknow/?category=…) posts its first ad with that category chosen', async () => {
  renderApp('/lucknow/?category=Cars%2BBikes&sub_category=cars', routes);
  expect(await screen.findByRole('heading', { name: 'No Cars ads in Lucknow yet' })).toBeInTheDocument();
  // The post-an-ad form reads these (and takes Lucknow from the location this page chose).
  expect(screen.getByRole('link', { name: 'Post the first Cars ad in Lucknow' })).toHaveAttribute(
    'href',
    '/post-free-ad/?category=Cars%2BBikes&sub_category=cars',
  );
  expect(screen.queryByRole('link', { name: 'Post the first ad in Lucknow' })).toBeNull();
});
