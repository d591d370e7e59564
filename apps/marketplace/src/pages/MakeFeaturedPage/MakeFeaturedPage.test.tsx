import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { writeStorage } from '../../state/storage';
import { makeAd } from '../../test/ads';
import { renderApp } from '../../test/renderApp';
import { SELLER } from '../../test/sellerApi';
import { walletServer } from '../../test/walletApi';
import { fill } from '../shared/fill';
import { makeFeaturedText as t } from './makeFeaturedText';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

const DAY = 24 * 60 * 60 * 1000;
const ad = () =>
  makeAd(41, { title: 'Royal Enfield Classic 350', expires_at: new Date(Date.now() + 20 * DAY).toISOString() });

beforeEach(() => {
  localStorage.clear();
  writeStorage('token', 'tok');
  writeStorage('user', SELLER);
});

test('a short wallet: top up the shortfall in test mode, then pay, once', async () => {
  const user = userEvent.setup();
  const server = walletServer(ad(), Date.now(), 2_000);
  const { api } = renderApp('/make-featured/41/', server.routes);

  expect(await screen.findByRole('heading', { name: t.title })).toBeInTheDocument();
  expect(await screen.findByRole('article', { name: 'Royal Enfield Classic 350' })).toBeInTheDocument();
  // The first plan is chosen; the page says how much is missing and pay waits.
  expect(screen.getByRole('radio', { name: /Featured for 7 days/ })).toBeChecked();
  expect(screen.getByText(fill(t.short, { amount: '₹79' }))).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pay ₹99 from wallet' })).toBeDisabled();

  // The top-up form starts at the shortfall (at least ₹10) and says it is test mode.
  const amount = screen.getByRole('textbox', { name: /Amount/ });
  expect(amount).toHaveValue('79');
  await user.clear(amount);
  await user.type(amount, '500');
  await user.click(screen.getByRole('button', { name: 'Add ₹500' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Test payment' });
  await user.click(within(dialog).getByRole('button', { name: 'Add ₹500 (test)' }));
  expect(await screen.findByText('₹500 added to your wallet.')).toBeInTheDocument();
  expect(server.balance).toBe(52_000);

  await user.click(screen.getByRole('button', { name: 'Pay ₹99 from wallet' }));
  expect(await screen.findByText(/Your ad is featured until/)).toBeInTheDocument();
  expect(screen.getByText(/and ₹49\.50 comes back to your wallet\./)).toBeInTheDocument();
  expect(server.balance).toBe(42_100);
  // The header's account menu holds the new balance without a reload.
  expect(JSON.parse(localStorage.getItem('user')!).wallet).toBe(421);
  const pays = api.calls.filter((c) => c.path === '/api/product/41/feature/');
  expect(pays).toHaveLength(1);
  expect(pays[0]!.body).toMatchObject({ plan: 'featured-7', idempotency_key: expect.stringMatching(/^[\w-]{8,80}$/) });
});

test('a dearer plan shows its own shortfall; a plan the wallet covers can be paid', async () => {
  const user = userEvent.setup();
  const server = walletServer(ad(), Date.now(), 10_000);
  renderApp('/make-featured/41/', server.routes);
  await user.click(await screen.findByRole('radio', { name: /Featured for 15 days/ }));
  expect(screen.getByText(fill(t.short, { amount: '₹79' }))).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: /Featured for 7 days/ }));
  expect(screen.queryByText(/Your wallet is short/)).toBeNull();
  expect(screen.getByRole('button', { name: 'Pay ₹99 from wallet' })).toBeEnabled();
});

test('money spent in another tab: the 402 updates the balance and asks for the shortfall', async () => {
  const user = userEvent.setup();
  const server = walletServer(ad(), Date.now(), 10_000);
  renderApp('/make-featured/41/', server.routes);
  const pay = await screen.findByRole('button', { name: 'Pay ₹99 from wallet' });
  server.balance = 1_900;
  await user.click(pay);
  expect(await screen.findByText(fill(t.short, { amount: '₹80' }))).toBeInTheDocument();
  expect(server.ledger).toHaveLength(0);
});

test('a sold ad cannot be featured: the page says why and links to My Ads', async () => {
  renderApp('/make-featured/41/', walletServer(makeAd(41, { status: 'sold' }), Date.now(), 50_000).routes);
  expect(await screen.findByRole('alert')).toHaveTextContent(t.notLive);
  expect(screen.getByRole('link', { name: t.myAds })).toHaveAttribute('href', '/my-ads/');
  expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
});

test('when loading fails, the page says so and tries again', async () => {
  const user = userEvent.setup();
  const server = walletServer(ad(), Date.now());
  let fail = true;
  renderApp('/make-featured/41/', {
    ...server.routes,
    'GET /api/plans/': () =>
      fail ? { status: 500, body: { detail: 'down' } } : (server.routes['GET /api/plans/'] as { body: unknown }),
  });
  expect(await screen.findByRole('alert')).toHaveTextContent(t.loadFailed);
  fail = false;
  await user.click(screen.getByRole('button', { name: t.retry }));
  expect(await screen.findByRole('radio', { name: /Featured for 7 days/ })).toBeChecked();
});

test('the ad shows its photo, and an ad without one keeps the place without an empty image', async () => {
  const withPhoto = walletServer({ ...ad(), thumbnail: '/uploads/a/41.webp.320.webp' }, Date.now(), 50_000);
  renderApp('/make-featured/41/', withPhoto.routes);
  const card = await screen.findByRole('article', { name: 'Royal Enfield Classic 350' });
  expect(card.querySelector('img')).toHaveAttribute('src', '/uploads/a/41.webp.320.webp');
  cleanup();

  renderApp('/make-featured/41/', walletServer(ad(), Date.now(), 50_000).routes);
  const bare = await screen.findByRole('article', { name: 'Royal Enfield Classic 350' });
  // an <img src=""> would have the browser fetch this page again
  expect(bare.querySelector('img')).toBeNull();
  expect(bare.querySelector('.no-photo')).not.toBeNull();
});
