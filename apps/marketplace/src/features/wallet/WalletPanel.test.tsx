import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { writeStorage } from '../../state/storage';
import { makeAd } from '../../test/ads';
import { BUYER, renderChatApp, signInBuyer } from '../../test/chatApp';
import { emptyPage } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';
import { SAMPLE_WALLET, SELLER } from '../../test/sellerApi';
import { walletServer } from '../../test/walletApi';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  localStorage.clear();
  writeStorage('token', 'tok');
  writeStorage('user', SELLER);
});

const open = (routes: Parameters<typeof renderApp>[1]) =>
  renderApp('/my-account/', { 'GET /api/favorite/': { body: emptyPage }, ...routes });

test('the wallet shows the balance and what each transaction was for, with a link', async () => {
  open({ 'GET /api/wallet/': { body: SAMPLE_WALLET }, 'GET /api/profile/': { body: SELLER } });
  const panel = await screen.findByRole('region', { name: 'Wallet' });
  expect(await within(panel).findByText('₹450.50')).toBeInTheDocument();
  expect(within(panel).getByRole('link', { name: /Cashback for selling Royal Enfield/ })).toHaveAttribute(
    'href',
    '/view/41/',
  );
  expect(within(panel).getByText('+₹49.50')).toBeInTheDocument();
  expect(within(panel).getByText('−₹99')).toBeInTheDocument();
});

test('adding money in test mode asks first, then shows the new balance here and in the header', async () => {
  const user = userEvent.setup();
  const server = walletServer(makeAd(41), Date.now(), 0);
  open(server.routes);
  const panel = await screen.findByRole('region', { name: 'Wallet' });
  expect(
    await within(panel).findByText('No transactions yet. Top up your wallet to make your ads featured.'),
  ).toBeInTheDocument();
  expect(within(panel).getByText('Test mode: no real money is charged.')).toBeInTheDocument();
  await user.click(within(panel).getByRole('button', { name: '₹1,000' }));
  await user.click(within(panel).getByRole('button', { name: 'Add ₹1,000' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Test payment' });
  expect(server.balance).toBe(0);
  await user.click(within(dialog).getByRole('button', { name: 'Add ₹1,000 (test)' }));
  expect(await within(panel).findByText('₹1,000 added to your wallet.')).toBeInTheDocument();
  expect(await within(panel).findByText('Wallet top-up of ₹1000 (test mode)')).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem('user')!).wallet).toBe(1000);
});

test('cancelling the test payment adds nothing', async () => {
  const user = userEvent.setup();
  const server = walletServer(makeAd(41), Date.now(), 0);
  open(server.routes);
  const panel = await screen.findByRole('region', { name: 'Wallet' });
  await user.type(await within(panel).findByRole('textbox', { name: /Amount/ }), '250');
  await user.click(within(panel).getByRole('button', { name: 'Add ₹250' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
  expect(server.balance).toBe(0);
  expect(within(panel).getByRole('button', { name: 'Add ₹250' })).toBeEnabled();
});

test('a cashback or a purchase in another tab: the socket’s wallet frame updates the header and the panel', async () => {
  const user = userEvent.setup();
  localStorage.clear();
  signInBuyer();
  const server = walletServer(makeAd(41), Date.now(), 10_000);
  const { socket } = renderChatApp('/my-account/', { ...server.routes, '/api/profile/': { body: BUYER } });
  const panel = await screen.findByRole('region', { name: 'Wallet' });
  // The balance, not the ₹100 quick-pick amount of the top-up form beside it.
  expect(await within(panel).findByText('₹100', { selector: 'p' })).toBeInTheDocument();
  // The server credited a cashback: its ledger moved, and the socket says so.
  server.balance = 14_950;
  act(() => socket.emit({ type: 'wallet', balance_paise: 14_950 }));
  expect(await within(panel).findByText('₹149.50')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /^Account menu/ }));
  expect(await screen.findByText(/Wallet: ₹149\.5/)).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem('user')!).wallet).toBe(149.5);
});
