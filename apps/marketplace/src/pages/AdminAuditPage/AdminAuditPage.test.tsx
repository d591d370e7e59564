import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { writeStorage } from '../../state/storage';
import { ADMIN, adminServer, sampleAudit } from '../../test/adminApi';
import { renderApp } from '../../test/renderApp';
import { adminText } from '../shared/admin/adminText';
import { adminAuditText as t } from './adminAuditText';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  localStorage.clear();
  writeStorage('token', 'tok');
  writeStorage('user', ADMIN);
});

test('entries newest first: who, what, target, reason and when', async () => {
  renderApp('/admin/audit/', adminServer().routes);
  const table = await screen.findByRole('table', { name: t.tableCaption });
  expect(within(table).getByRole('rowheader', { name: '21 Nov 2026, 10:30 am' })).toBeInTheDocument();
  const when = within(table)
    .getAllByRole('rowheader')
    .map((th) => th.querySelector('time')!.textContent);
  expect(when).toEqual([
    '21 Nov 2026, 10:30 am',
    '20 Nov 2026, 4:00 pm',
    '19 Nov 2026, 12:45 pm',
    '16 Nov 2026, 2:30 pm',
  ]);
  const first = within(table).getAllByRole('row')[1]!;
  expect(within(first).getByText(ADMIN.name)).toBeInTheDocument();
  expect(within(first).getByText(t.actions['user.block']!)).toBeInTheDocument();
  expect(within(first).getByText('Account #12')).toBeInTheDocument();
  expect(
    within(first).getByText('Asked buyers to pay in advance by UPI and then stopped answering.'),
  ).toBeInTheDocument();
  expect(within(first).getByText('ads_changed: 1')).toBeInTheDocument();
  expect(within(table).getByRole('link', { name: 'Ad #62' })).toHaveAttribute('href', '/view/62/');
});

test('the action and target filters go to the server and narrow the log', async () => {
  const user = userEvent.setup();
  const { api } = renderApp('/admin/audit/', adminServer().routes);
  await screen.findByRole('table');
  await user.selectOptions(screen.getByRole('combobox', { name: t.targetType }), 'user');
  await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
  await user.selectOptions(screen.getByRole('combobox', { name: t.action }), 'wallet.adjust');
  await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
  expect(screen.getByText('Refund for a failed featuring.')).toBeInTheDocument();
  const last = api.calls.filter((c) => c.path === '/api/audit/').at(-1)!;
  expect(Object.fromEntries(last.query)).toEqual({ limit: '50', action: 'wallet.adjust', target_type: 'user' });
  await user.selectOptions(screen.getByRole('combobox', { name: t.action }), 'banner.reject');
  expect(await screen.findByRole('heading', { name: t.emptyFiltered })).toBeInTheDocument();
});

test('Load more follows the next link and adds the older entries', async () => {
  const user = userEvent.setup();
  const [a, b, c, d] = sampleAudit();
  const next = 'https://api.haat.test/api/audit/?limit=50&offset=50';
  const { api } = renderApp('/admin/audit/', {
    ...adminServer().routes,
    'GET /api/audit/': ({ query }) =>
      query.get('offset') === '50'
        ? { body: { count: 4, next: null, previous: null, results: [c, d] } }
        : { body: { count: 4, next, previous: null, results: [a, b] } },
  });
  expect(await screen.findByText('Showing 2 of 4.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: adminText.loadMore }));
  expect(await screen.findByText('Refund for a failed featuring.')).toBeInTheDocument();
  expect(screen.getAllByRole('row')).toHaveLength(5);
  expect(screen.queryByRole('button', { name: adminText.loadMore })).toBeNull();
  expect(api.calls.at(-1)!.path + '?' + api.calls.at(-1)!.query.toString()).toBe('/api/audit/?limit=50&offset=50');
});
