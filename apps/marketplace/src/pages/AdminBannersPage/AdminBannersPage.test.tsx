import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { writeStorage } from '../../state/storage';
import { ADMIN, adminServer } from '../../test/adminApi';
import { renderApp } from '../../test/renderApp';
import { adminBannersText as t } from './adminBannersText';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  localStorage.clear();
  writeStorage('token', 'tok');
  writeStorage('user', ADMIN);
});

const banner = (name: RegExp) => screen.findByRole('article', { name });

test('pending banners come first with image, title, link host as text, owner, city, dates and price', async () => {
  renderApp('/admin/banners/', adminServer().routes);
  const list = await screen.findByRole('list', { name: t.listLabel });
  const titles = within(list)
    .getAllByRole('heading')
    .map((h) => h.textContent);
  expect(titles).toEqual([
    'Diwali sale at Sharma Electronics 1005Pending',
    'Free gift, click nowPending',
    'Diwali sale at Sharma Electronics 1003Live',
  ]);
  const first = await banner(/1005/);
  expect(
    within(first).getByRole('img', { name: 'Banner image: Diwali sale at Sharma Electronics 1005' }),
  ).toBeInTheDocument();
  expect(within(first).getByText('sharma-electronics.example.in')).toBeInTheDocument();
  expect(within(first).queryByRole('link')).toBeNull();
  expect(within(first).getByText('Asha Rao, +91 98765 43210')).toBeInTheDocument();
  expect(within(first).getByText('25 Nov 2026 to 29 Nov 2026 (5 days)')).toBeInTheDocument();
  expect(within(first).getByText('₹245 (₹49 a day)')).toBeInTheDocument();
  const tricky = await banner(/Free gift/);
  expect(within(tricky).getByText(t.badLink)).toBeInTheDocument();
  expect(within(tricky).queryByText(/javascript:/)).toBeNull();
  expect(within(tricky).getByText(t.allCities)).toBeInTheDocument();
});

test('approve states the amount to be debited, then the banner shows Approved in place', async () => {
  const user = userEvent.setup();
  const { api } = renderApp('/admin/banners/', adminServer().routes);
  await user.click(within(await banner(/1005/)).getByRole('button', { name: /^Approve/ }));
  const dialog = await screen.findByRole('alertdialog', { name: t.approveTitle });
  expect(dialog).toHaveAccessibleDescription(
    '₹245 will be debited from Asha Rao’s wallet for 5 days of “Diwali sale at Sharma Electronics 1005”.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Approve and debit ₹245' }));
  expect(
    await screen.findByText(
      '“Diwali sale at Sharma Electronics 1005” is approved; ₹245 was debited from Asha Rao’s wallet.',
    ),
  ).toHaveAttribute('role', 'status');
  const put = api.calls.find((c) => c.method === 'PUT')!;
  expect(put.path).toBe('/api/banner/1005/review/');
  expect(put.body).toEqual({ approve: true, reason: '' });
  const after = await banner(/1005/);
  expect(within(after).getByText(t.statuses.approved)).toBeInTheDocument();
  expect(within(after).queryByRole('button')).toBeNull();
});

test("an owner's wallet too short: the 402's detail shows in the dialog and the banner stays pending", async () => {
  const user = userEvent.setup();
  renderApp('/admin/banners/', adminServer().routes);
  await user.click(within(await banner(/Free gift/)).getByRole('button', { name: /^Approve/ }));
  const dialog = await screen.findByRole('alertdialog', { name: t.approveTitle });
  await user.click(within(dialog).getByRole('button', { name: 'Approve and debit ₹490' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    "Priya Nair's wallet holds ₹100; this banner costs ₹490.",
  );
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(within(await banner(/Free gift/)).getByText(t.statuses.pending)).toBeInTheDocument();
});

test('reject needs a reason, which goes to the server', async () => {
  const user = userEvent.setup();
  const { api } = renderApp('/admin/banners/', adminServer().routes);
  await user.click(within(await banner(/Free gift/)).getByRole('button', { name: /^Reject/ }));
  const dialog = await screen.findByRole('dialog', { name: t.rejectTitle });
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'The link is not a web page');
  await user.click(within(dialog).getByRole('button', { name: t.rejectConfirm }));
  expect(await screen.findByText('“Free gift, click now” is rejected.')).toBeInTheDocument();
  expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({
    approve: false,
    reason: 'The link is not a web page',
  });
  expect(within(await banner(/Free gift/)).getByText('The link is not a web page')).toBeInTheDocument();
});

test('the status filter asks the server for that status', async () => {
  const user = userEvent.setup();
  const { api } = renderApp('/admin/banners/', adminServer().routes);
  await banner(/1005/);
  await user.selectOptions(screen.getByRole('combobox', { name: t.statusFilter }), 'live');
  await waitFor(() => expect(screen.queryByRole('article', { name: /Free gift/ })).toBeNull());
  expect(
    api.calls
      .filter((c) => c.path === '/api/banner/review/')
      .at(-1)!
      .query.get('status'),
  ).toBe('live');
});
