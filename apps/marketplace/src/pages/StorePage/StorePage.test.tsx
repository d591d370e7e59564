import { configure, screen } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { writeStorage } from '../../state/storage';
import { CATS } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';
import { SELLER } from '../../test/sellerApi';
import { storeText } from './storeText';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => localStorage.clear());

const routes = {
  '/api/lookup/cats/': { body: CATS },
  '/api/profile/': { body: SELLER },
  '/api/store/7/': {
    body: {
      count: 0,
      next: null,
      previous: null,
      results: [],
      seller: { id: 7, name: 'Asha Rao', member_since: '2025-03-01T00:00:00Z' },
    },
  },
};

test('one’s own empty store offers to post an ad, not the search empty text', async () => {
  writeStorage('token', 'tok');
  writeStorage('user', SELLER);
  renderApp('/store/7/', routes);
  expect(await screen.findByRole('heading', { name: storeText.ownEmptyTitle })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: storeText.ownEmptyAction })).toHaveAttribute('href', '/post-free-ad/');
  expect(screen.queryByText(/Oops/)).toBeNull();
});

test('someone else’s empty store says the seller has no live ads', async () => {
  renderApp('/store/7/', routes);
  expect(await screen.findByRole('heading', { name: storeText.emptyTitle })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: storeText.ownEmptyAction })).toBeNull();
});

test('a store says how its seller deals: verified mobile, reply rate and time, last active', async () => {
  renderApp('/store/7/', {
    ...routes,
    '/api/store/7/': {
      body: {
        ...routes['/api/store/7/'].body,
        seller: {
          id: 7,
          name: 'Asha Rao',
          member_since: '2025-03-01T00:00:00Z',
          city: 'Pune',
          mobile_verified: true,
          email_verified: false,
          response_rate: 0.9,
          response_minutes: 40,
          last_active_day: '2025-06-02',
          ads_live: 0,
          ads_sold: 3,
        },
      },
    },
  });
  const facts = await screen.findByRole('list', { name: 'About this seller' });
  expect([...facts.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
    'Mobile verified',
    'Sells in Pune',
    'Replies to 90% of chats within a day',
    'Typically replies in 40 minutes',
    'Last active 2 Jun 2025',
    '3 sold',
  ]);
});

test('the store shows the seller’s average, count and the recent ratings with their replies', async () => {
  const rated = {
    ...routes['/api/store/7/'].body,
    seller: {
      ...routes['/api/store/7/'].body.seller,
      rating: {
        average: 4.5,
        count: 12,
        recent: [
          {
            id: 1,
            stars: 5,
            text: 'Bike exactly as in the photos.',
            author: { id: 21, name: 'Rahul' },
            author_role: 'buyer',
            subject_id: 7,
            created_on: '2026-11-21T10:00:00Z',
            edited_on: null,
            reply: { text: 'Thank you, ride safe!', created_on: '2026-11-21T12:00:00Z' },
          },
        ],
      },
    },
  };
  renderApp('/store/7/', { ...routes, '/api/store/7/': { body: rated } });
  expect(await screen.findByRole('img', { name: '4.5 out of 5, 12 ratings' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Recent ratings' })).toBeInTheDocument();
  expect(screen.getByText('Bike exactly as in the photos.')).toBeInTheDocument();
  expect(screen.getByText('Thank you, ride safe!')).toBeInTheDocument();
});

test('a seller with no ratings yet says so', async () => {
  const none = {
    ...routes['/api/store/7/'].body,
    seller: { ...routes['/api/store/7/'].body.seller, rating: { average: null, count: 0, recent: [] } },
  };
  renderApp('/store/7/', { ...routes, '/api/store/7/': { body: none } });
  expect(await screen.findByText('No ratings yet')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Recent ratings' })).toBeNull();
});
