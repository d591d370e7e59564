import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { writeStorage } from '../../state/storage';
import { ADMIN, adminServer } from '../../test/adminApi';
import { renderApp } from '../../test/renderApp';
import { adminAdsText as t } from './adminAdsText';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  localStorage.clear();
  writeStorage('token', 'tok');
  writeStorage('user', ADMIN);
});

function open() {
  const server = adminServer();
  return { server, ...renderApp('/admin/products/', server.routes) };
}

const row = async (title: string) => (await screen.findByRole('link', { name: title })).closest('tr')!;

test('each ad shows its link, owner, city, status, open reports and featuring; user text stays text', async () => {
  open();
  const iphone = await row('iPhone 15 Pro at half price, pay advance to book');
  expect(within(iphone).getByRole('link', { name: /iPhone 15 Pro/ })).toHaveAttribute('href', '/view/61/');
  expect(within(iphone).getByText('Ravi Kumar (#12)')).toBeInTheDocument();
  expect(within(iphone).getByText('Mumbai')).toBeInTheDocument();
  expect(within(iphone).getByText('3')).toBeInTheDocument();
  const sofa = await row('Used sofa set <script>alert(1)</script>');
  expect(sofa.querySelector('script')).toBeNull();
  expect(within(sofa).getByText('Duplicate of ad 58.')).toBeInTheDocument();
  expect(within(sofa).getByRole('button', { name: /^Restore/ })).toBeInTheDocument();
  expect(within(await row('Royal Enfield Classic 350, 2021, single owner')).getByText(t.yes)).toBeInTheDocument();
});

test('filters go to the server as query parameters', async () => {
  const user = userEvent.setup();
  const { api } = open();
  await row('Royal Enfield Classic 350, 2021, single owner');
  await user.selectOptions(screen.getByRole('combobox', { name: t.status }), 'active');
  await user.selectOptions(screen.getByRole('combobox', { name: t.reported }), 'true');
  await user.type(screen.getByRole('textbox', { name: t.city }), 'Mumbai');
  await user.selectOptions(screen.getByRole('combobox', { name: t.category }), 'Mobiles+Tablets');
  await user.type(screen.getByRole('textbox', { name: t.owner }), '12');
  await user.type(screen.getByRole('searchbox', { name: t.search }), '+91 91234');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));
  await waitFor(() => expect(screen.queryByRole('link', { name: /Royal Enfield/ })).toBeNull());
  expect(screen.getByRole('link', { name: /iPhone 15 Pro/ })).toBeInTheDocument();
  const last = api.calls.filter((c) => c.path === '/api/products/').at(-1)!;
  expect(Object.fromEntries(last.query)).toEqual({
    limit: '50',
    status: 'active',
    reported: 'true',
    city: 'Mumbai',
    category: 'Mobiles+Tablets',
    owner: '12',
    search: '+91 91234',
  });
});

test('an ad removed with a reason: the request, the row in place, the status line', async () => {
  const user = userEvent.setup();
  const { api } = open();
  const iphone = await row('iPhone 15 Pro at half price, pay advance to book');
  await user.click(within(iphone).getByRole('button', { name: /^Remove/ }));
  const dialog = await screen.findByRole('dialog', { name: t.removeTitle });
  await user.click(within(dialog).getByRole('button', { name: t.removeConfirm }));
  expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Advance-payment scam');
  await user.click(within(dialog).getByRole('button', { name: t.removeConfirm }));
  expect(await screen.findByText('“iPhone 15 Pro at half price, pay advance to book” is removed.')).toHaveAttribute(
    'role',
    'status',
  );
  const put = api.calls.find((c) => c.method === 'PUT')!;
  expect(put.path).toBe('/api/products/61/');
  expect(put.body).toEqual({ action: 'remove', reason: 'Advance-payment scam' });
  const after = await row('iPhone 15 Pro at half price, pay advance to book');
  expect(within(after).getByText('Removed')).toBeInTheDocument();
  expect(within(after).getByText('Advance-payment scam')).toBeInTheDocument();
  expect(within(after).getByRole('button', { name: /^Restore/ })).toBeInTheDocument();
});

test("an action that does not apply shows the server's 400 message in the dialog", async () => {
  const user = userEvent.setup();
  const server = adminServer();
  renderApp('/admin/products/', {
    ...server.routes,
    'PUT /api/products/41/': { status: 400, body: { action: ['This ad is not featured.'] } },
  });
  await user.click(
    within(await row('Royal Enfield Classic 350, 2021, single owner')).getByRole('button', { name: /^Unfeature/ }),
  );
  const dialog = await screen.findByRole('dialog', { name: t.unfeatureTitle });
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Paid by a stolen card');
  await user.click(within(dialog).getByRole('button', { name: t.unfeatureConfirm }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('This ad is not featured.');
});

test('no ads for the filters: the page says so', async () => {
  const server = adminServer({ ads: [] });
  renderApp('/admin/products/', server.routes);
  expect(await screen.findByRole('heading', { name: t.empty })).toBeInTheDocument();
});
