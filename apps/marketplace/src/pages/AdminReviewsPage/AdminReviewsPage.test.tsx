import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { writeStorage } from '../../state/storage';
import { ADMIN } from '../../test/adminApi';
import { renderApp } from '../../test/renderApp';
import { reviewsServer } from '../../test/reviewsApi';
import { adminReviewsText as t } from './adminReviewsText';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  localStorage.clear();
  writeStorage('token', 'tok');
  writeStorage('user', ADMIN);
});

const review = async (name: RegExp | string) => (await screen.findByRole('article', { name })).closest('article')!;

test('waiting reviews show the ad, the rule and its reason, the evidence, the owner; user text stays text', async () => {
  const { api } = renderApp('/admin/reviews/', reviewsServer().routes);
  expect(await screen.findByRole('tab', { name: 'Waiting' })).toHaveAttribute('aria-selected', 'true');
  const katta = await review(/Desi katta/);
  expect(within(katta).getByRole('link', { name: /Desi katta/ })).toHaveAttribute('href', '/view/91/');
  expect(within(katta).getByText('Weapons and ammunition cannot be sold on Haat.')).toBeInTheDocument();
  expect(within(katta).getByText('prohibited.weapons')).toBeInTheDocument();
  expect(within(katta).getByText('In the title: desi katta')).toBeInTheDocument();
  expect(within(katta).getByText('Asha Rao (#7)')).toBeInTheDocument();
  expect(within(katta).getByText('21 Nov 2026, 9:40 am')).toBeInTheDocument();
  const seeds = await review(/Hemp seed oil/);
  expect(within(seeds).getByText('In the description: ganja')).toBeInTheDocument();
  expect(within(seeds).getByText('…seeds from Malana, ganja variety <b>x</b>')).toBeInTheDocument();
  expect(seeds.querySelector('b')).toBeNull();
  const photo = await review(/iPhone 15 Pro, sealed/);
  expect(within(photo).getByText(/Photo 1 is on/)).toBeInTheDocument();
  expect(within(photo).getByRole('link', { name: 'ad #61' })).toHaveAttribute('href', '/view/61/');
  const price = await review(/Redmi Note 12/);
  expect(within(price).getByText('₹2,000, where 7 ads here in 90 days ask ₹12,000 at the median.')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Waiting reviews' })).getAllByRole('article')).toHaveLength(6);
  expect(api.calls.find((c) => c.path === '/api/admin/reviews/')!.query.get('status')).toBe('open');
});

test('the figures: the share of decided holds admins approved, overall and per rule', async () => {
  renderApp('/admin/reviews/', reviewsServer().routes);
  const figures = await screen.findByRole('region', { name: t.statsTitle });
  expect(within(figures).getByText(t.statsOverall).nextElementSibling).toHaveTextContent(
    '100% approved (1 of 1 decided)',
  );
  expect(within(figures).getByText('prohibited.wildlife')).toBeInTheDocument();
});

test('approving asks for a reason, sends the decision, and the ad leaves the waiting list', async () => {
  const user = userEvent.setup();
  const { api } = renderApp('/admin/reviews/', reviewsServer().routes);
  const katta = await review(/Desi katta/);
  await user.click(within(katta).getByRole('button', { name: 'Approve: review #501' }));
  const dialog = await screen.findByRole('dialog', { name: 'Approve ad #91?' });
  const reason = within(dialog).getByRole('textbox', { name: t.reasonLabel });
  expect(reason).toHaveFocus();
  await user.type(reason, 'A replica for a film set');
  await user.click(within(dialog).getByRole('button', { name: t.approveConfirm }));
  expect(await screen.findByText('Ad #91 is approved and live.')).toHaveAttribute('role', 'status');
  const post = api.calls.find((c) => c.method === 'POST')!;
  expect(post.path).toBe('/api/admin/reviews/501/');
  expect(post.body).toEqual({ decision: 'approve', reason: 'A replica for a film set' });
  await vi.waitFor(() => expect(screen.queryByRole('article', { name: /Desi katta/ })).toBeNull());
  expect(await screen.findByText('100% approved (2 of 2 decided)', {}, { timeout: 15_000 })).toBeInTheDocument();
});

test('rejecting: the reason is required, and a review another admin decided first says so', async () => {
  const user = userEvent.setup();
  const server = reviewsServer();
  renderApp('/admin/reviews/', server.routes);
  const seeds = await review(/Hemp seed oil/);
  // Another admin decides it meanwhile.
  server.reviews = server.reviews.map((r) => (r.id === 500 ? { ...r, status: 'rejected' } : r));
  await user.click(within(seeds).getByRole('button', { name: 'Reject: review #500' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject ad #90?' });
  await user.click(within(dialog).getByRole('button', { name: t.rejectConfirm }));
  expect(within(dialog).getByText('Enter a reason of at least 3 characters.')).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: t.reasonLabel }), 'Sells narcotics');
  await user.click(within(dialog).getByRole('button', { name: t.rejectConfirm }));
  expect(await within(dialog).findByText('This has already been decided.')).toBeInTheDocument();
});

test('held accounts: a flagged sender and a reported account, with their evidence; blocking one says what happens', async () => {
  const user = userEvent.setup();
  const { api } = renderApp('/admin/reviews/', reviewsServer().routes);
  const sender = await review(/Account #44: Sunil Verma/);
  expect(within(sender).getByText('chat.flagged_sender')).toBeInTheDocument();
  expect(
    within(sender).getByText('Warned of in 3 chats within a day (4 messages): advance_payment, courier_charges'),
  ).toBeInTheDocument();
  expect(within(sender).getByText('Pehle token amount bhejo, phir bike bhejunga')).toBeInTheDocument();
  expect(within(sender).queryByRole('link')).toBeNull();
  const reported = await review(/Account #45: Vijay Traders/);
  expect(within(reported).getByText('3 people sent 4 reports within a week: fraud, spam')).toBeInTheDocument();
  expect(within(reported).getByText(t.adsWaiting).nextElementSibling).toHaveTextContent('2');
  expect(within(reported).getByText(t.accountStatus).nextElementSibling).toHaveTextContent('Active');

  await user.click(within(sender).getByRole('button', { name: 'Reject: review #505' }));
  const dialog = await screen.findByRole('dialog', { name: 'Block account #44?' });
  expect(within(dialog).getByText(t.blockDescription)).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: t.reasonLabel }), 'Asked three sellers for advances');
  await user.click(within(dialog).getByRole('button', { name: t.blockConfirm }));
  expect(await screen.findByText('Account #44 is blocked.')).toHaveAttribute('role', 'status');
  expect(api.calls.find((c) => c.method === 'POST')!.path).toBe('/api/admin/reviews/505/');

  await user.click(within(reported).getByRole('button', { name: 'Approve: review #504' }));
  const clear = await screen.findByRole('dialog', { name: 'Clear account #45?' });
  await user.type(within(clear).getByRole('textbox', { name: t.reasonLabel }), 'Reports from a rival dealer');
  await user.click(within(clear).getByRole('button', { name: t.clearConfirm }));
  expect(await screen.findByText('Account #45 is cleared.')).toBeInTheDocument();
});

test('the Approved tab lists decided reviews with who decided and why', async () => {
  const user = userEvent.setup();
  renderApp('/admin/reviews/', reviewsServer().routes);
  await user.click(await screen.findByRole('tab', { name: 'Approved' }));
  const box = await review(/Ivory inlay/);
  expect(within(box).getByText('Bone inlay, not ivory.')).toBeInTheDocument();
  expect(within(box).getByText(`${ADMIN.name}, 20 Nov 2026, 2:30 pm`)).toBeInTheDocument();
  expect(within(box).queryByRole('button')).toBeNull();
});

test('nothing waiting: the page says so, and the admin navigation links here', async () => {
  renderApp('/admin/reviews/', reviewsServer({ reviews: [] }).routes);
  expect(await screen.findByRole('heading', { name: t.empty.open })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/admin/reviews/');
  expect(screen.getByText(t.statsNone)).toBeInTheDocument();
});
