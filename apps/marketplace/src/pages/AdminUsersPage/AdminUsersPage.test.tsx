import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { writeStorage } from '../../state/storage';
import { ADMIN, adminServer } from '../../test/adminApi';
import { renderApp } from '../../test/renderApp';
import { SELLER } from '../../test/sellerApi';
import { notAllowedText } from '../NotAllowedPage/notAllowedText';
import { adminUsersText as t } from './adminUsersText';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  localStorage.clear();
  writeStorage('token', 'tok');
  writeStorage('user', ADMIN);
});

function open(path = '/admin/users/') {
  const server = adminServer();
  const { api } = renderApp(path, server.routes);
  return { server, api };
}

const row = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr')!;

test.each(['/admin/users/', '/admin/products/', '/admin/reports/', '/admin/banners/', '/admin/audit/'])(
  'a signed-in customer opening %s sees the not-allowed page, and no admin call is made',
  async (path) => {
    writeStorage('user', SELLER);
    const { api } = renderApp(path, { '/api/profile/': { body: SELLER } });
    expect(await screen.findByRole('heading', { level: 1, name: notAllowedText.title })).toBeInTheDocument();
    expect(screen.getByText(notAllowedText.body)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: notAllowedText.home })).toHaveAttribute('href', '/');
    const adminCalls = api.calls.filter((c) => /^\/api\/(user|products|report|banner\/review|audit)\//.test(c.path));
    expect(adminCalls).toEqual([]);
  },
);

test('an anonymous visitor is sent to sign in first', async () => {
  localStorage.clear();
  const { location } = renderApp('/admin/users/', {});
  await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/\?login=true&redirect=/));
});

test('accounts show name, +91 mobile, status with the reason, wallet and joining day; the nav marks Users', async () => {
  open();
  const ravi = await row('Ravi Kumar');
  expect(within(ravi).getByText('+91 91234 56780')).toBeInTheDocument();
  expect(within(ravi).getByText(t.blocked)).toBeInTheDocument();
  expect(
    within(ravi).getByText('Asked buyers to pay in advance by UPI and then stopped answering.'),
  ).toBeInTheDocument();
  const priya = await row('Priya Nair');
  expect(within(priya).getByText('₹1,250.50')).toBeInTheDocument();
  expect(within(priya).getByText('14 Sep 2026')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  // An admin's own row offers no Block.
  expect(within(await row(ADMIN.name)).queryByRole('button', { name: /^Block/ })).toBeNull();
});

test('search asks the server for the mobile or name typed', async () => {
  const user = userEvent.setup();
  const { api } = open();
  await row('Asha Rao');
  const search = screen.getByRole('search', { name: t.searchLabel });
  await user.type(within(search).getByRole('searchbox', { name: t.searchLabel }), '99887');
  await user.click(within(search).getByRole('button', { name: t.search }));
  await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Asha Rao' })).toBeNull());
  expect(screen.getByRole('rowheader', { name: 'Priya Nair' })).toBeInTheDocument();
  expect(
    api.calls
      .filter((c) => c.path === '/api/user/')
      .at(-1)!
      .query.get('search'),
  ).toBe('99887');
});

test('block asks for a reason, sends it, and the row shows Blocked in place', async () => {
  const user = userEvent.setup();
  const { api } = open();
  await user.click(within(await row('Asha Rao')).getByRole('button', { name: 'Block Asha Rao' }));
  const dialog = await screen.findByRole('dialog', { name: 'Block Asha Rao?' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Fake listings reported twice  ');
  await user.click(within(dialog).getByRole('button', { name: t.blockConfirm }));
  expect(await screen.findByText('Asha Rao is blocked. Ads taken out of search: 1.')).toHaveAttribute('role', 'status');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const put = api.calls.find((c) => c.method === 'PUT')!;
  expect(put.path).toBe('/api/user/7/');
  expect(put.body).toEqual({ blocked: true, reason: 'Fake listings reported twice' });
  const asha = await row('Asha Rao');
  expect(within(asha).getByText(t.blocked)).toBeInTheDocument();
  expect(within(asha).getByText('Fake listings reported twice')).toBeInTheDocument();
  expect(within(asha).getByRole('button', { name: 'Unblock Asha Rao' })).toHaveFocus();
});

test("a 400 from the server shows its field's message in the dialog", async () => {
  const user = userEvent.setup();
  const server = adminServer();
  renderApp('/admin/users/', {
    ...server.routes,
    'PUT /api/user/7/': { status: 400, body: { blocked: ['You cannot block your own account.'] } },
  });
  await user.click(within(await row('Asha Rao')).getByRole('button', { name: 'Block Asha Rao' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Testing');
  await user.click(within(dialog).getByRole('button', { name: t.blockConfirm }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot block your own account.');
});

test('a wallet adjustment sends signed paise, the reason and one key per opening; the row shows the balance', async () => {
  const user = userEvent.setup();
  const { api } = open();
  await user.click(within(await row('Priya Nair')).getByRole('button', { name: 'Adjust wallet Priya Nair' }));
  const dialog = await screen.findByRole('dialog', { name: 'Adjust Priya Nair’s wallet' });
  const amount = within(dialog).getByRole('textbox', { name: t.amountLabel });
  await waitFor(() => expect(amount).toHaveFocus());
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Goodwill credit');
  await user.click(within(dialog).getByRole('button', { name: t.adjustConfirm }));
  expect(amount).toHaveAccessibleDescription(expect.stringContaining(t.amountInvalid));
  expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

  await user.type(amount, '−250.50');
  await user.click(within(dialog).getByRole('button', { name: t.adjustConfirm }));
  expect(await screen.findByText('₹250.50 taken from Priya Nair’s wallet. Balance ₹1,000.')).toBeInTheDocument();
  const post = api.calls.find((c) => c.method === 'POST')!;
  expect(post.path).toBe('/api/user/15/wallet/');
  const body = post.body as { amount_paise: number; reason: string; idempotency_key: string };
  expect(body).toMatchObject({ amount_paise: -25_050, reason: 'Goodwill credit' });
  expect(body.idempotency_key.length).toBeGreaterThanOrEqual(8);
  expect(within(await row('Priya Nair')).getByText('₹1,000')).toBeInTheDocument();

  await user.click(within(await row('Priya Nair')).getByRole('button', { name: 'Adjust wallet Priya Nair' }));
  const again = await screen.findByRole('dialog');
  await user.type(within(again).getByRole('textbox', { name: t.amountLabel }), '10');
  await user.type(within(again).getByRole('textbox', { name: 'Reason' }), 'Second credit');
  await user.click(within(again).getByRole('button', { name: t.adjustConfirm }));
  await screen.findByText('₹10 added to Priya Nair’s wallet. Balance ₹1,010.');
  const keys = api.calls.filter((c) => c.method === 'POST').map((c) => (c.body as typeof body).idempotency_key);
  expect(new Set(keys).size).toBe(2);
});

test("a debit larger than the balance shows the server's 402 detail in the dialog", async () => {
  const user = userEvent.setup();
  open();
  await user.click(within(await row('Ravi Kumar')).getByRole('button', { name: 'Adjust wallet Ravi Kumar' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('textbox', { name: t.amountLabel }), '-100');
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Chargeback');
  await user.click(within(dialog).getByRole('button', { name: t.adjustConfirm }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'The wallet holds 0 rupees; this debit needs 100.',
  );
});
