import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { writeStorage } from '../../state/storage';
import { CATS } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';
import { SELLER } from '../../test/sellerApi';
import { ADMIN } from '../../test/adminApi';
import { storeText } from './storeText';
import { storeRatingsText } from './storeRatingsText';

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

const ratingOf = (id: number, name: string, reply: { text: string; created_on: string } | null = null) => ({
  id,
  stars: 4,
  text: `Good deal with ${name}.`,
  author: { id: 20 + id, name },
  author_role: 'buyer',
  subject_id: 7,
  created_on: '2026-11-21T10:00:00Z',
  edited_on: null,
  reply,
});
const withRatings = (recent: ReturnType<typeof ratingOf>[]) => ({
  ...routes['/api/store/7/'].body,
  seller: { ...routes['/api/store/7/'].body.seller, rating: { average: 4, count: recent.length, recent } },
});

test('on my own store I reply once to a rating; the page reads the store again and shows it', async () => {
  const user = userEvent.setup();
  writeStorage('token', 'tok');
  writeStorage('user', SELLER);
  let replied = false;
  const { api } = renderApp('/store/7/', {
    ...routes,
    '/api/store/7/': () => ({
      body: withRatings([
        ratingOf(1, 'Rahul', replied ? { text: 'Thanks, Rahul!', created_on: '2026-11-22T10:00:00Z' } : null),
        ratingOf(2, 'Anil', { text: 'Thank you.', created_on: '2026-11-22T10:00:00Z' }),
      ]),
    }),
    'POST /api/ratings/1/reply/': () => {
      replied = true;
      return { body: ratingOf(1, 'Rahul', { text: 'Thanks, Rahul!', created_on: '2026-11-22T10:00:00Z' }) };
    },
  });
  // Only the rating with no reply can be answered.
  const reply = await screen.findByRole('button', { name: 'Reply' });
  expect(screen.getAllByRole('button', { name: 'Reply' })).toHaveLength(1);
  await user.click(reply);
  await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Thanks, Rahul!');
  await user.click(screen.getByRole('button', { name: 'Post reply' }));
  expect(await screen.findByText(storeRatingsText.replied)).toBeInTheDocument();
  expect(api.calls.find((c) => c.path === '/api/ratings/1/reply/')?.body).toEqual({ text: 'Thanks, Rahul!' });
  expect(await screen.findByText('Thanks, Rahul!')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
});

test('the server refusing a reply shows its words in the form, and the text stays', async () => {
  const user = userEvent.setup();
  writeStorage('token', 'tok');
  writeStorage('user', SELLER);
  renderApp('/store/7/', {
    ...routes,
    '/api/store/7/': { body: withRatings([ratingOf(1, 'Rahul')]) },
    'POST /api/ratings/1/reply/': { status: 409, body: { detail: ['You have already replied to this rating.'] } },
  });
  await user.click(await screen.findByRole('button', { name: 'Reply' }));
  await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Thanks!');
  await user.click(screen.getByRole('button', { name: 'Post reply' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('You have already replied to this rating.');
  expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveValue('Thanks!');
});

test('an admin removes a rating with a reason, and the page says so', async () => {
  const user = userEvent.setup();
  writeStorage('token', 'tok');
  writeStorage('user', ADMIN);
  const { api } = renderApp('/store/7/', {
    ...routes,
    '/api/profile/': { body: ADMIN },
    '/api/store/7/': { body: withRatings([ratingOf(1, 'Rahul')]) },
    'POST /api/ratings/1/remove/': { status: 204 },
  });
  await user.click(await screen.findByRole('button', { name: "Remove Rahul's rating" }));
  const dialog = await screen.findByRole('dialog', { name: storeRatingsText.removeTitle });
  await user.type(within(dialog).getByRole('textbox'), 'Abusive language');
  await user.click(within(dialog).getByRole('button', { name: storeRatingsText.removeRating }));
  await waitFor(() =>
    expect(api.calls.find((c) => c.path === '/api/ratings/1/remove/')?.body).toEqual({ reason: 'Abusive language' }),
  );
  expect(await screen.findByText(storeRatingsText.ratingRemoved)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a visitor sees the ratings with no reply or remove buttons', async () => {
  renderApp('/store/7/', { ...routes, '/api/store/7/': { body: withRatings([ratingOf(1, 'Rahul')]) } });
  expect(await screen.findByText('Good deal with Rahul.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
  expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
});
