import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { writeStorage } from '../../state/storage';
import { ADMIN, adminServer } from '../../test/adminApi';
import { renderApp } from '../../test/renderApp';
import { adminReportsText as t } from './adminReportsText';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  localStorage.clear();
  writeStorage('token', 'tok');
  writeStorage('user', ADMIN);
});

const report = async (name: RegExp | string) => (await screen.findByRole('article', { name })).closest('article')!;

test('open reports show what was reported, reason, details, reporter and date; user text stays text', async () => {
  const { api } = renderApp('/admin/reports/', adminServer().routes);
  expect(await screen.findByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
  const adReport = await report(/iPhone 15 Pro/);
  expect(within(adReport).getByRole('link', { name: /iPhone 15 Pro/ })).toHaveAttribute('href', '/view/61/');
  expect(within(adReport).getByText(t.reasons.fraud)).toBeInTheDocument();
  expect(within(adReport).getByText(/Seller wants ₹5,000 by UPI/)).toBeInTheDocument();
  expect(within(adReport).getByText('Asha Rao (#7)')).toBeInTheDocument();
  expect(within(adReport).getByText('21 Nov 2026, 9:40 am')).toBeInTheDocument();
  const userReport = await report('User: Ravi Kumar (#12)');
  expect(within(userReport).getByText('Abusive messages in chat <b>bold</b>.')).toBeInTheDocument();
  expect(userReport.querySelector('b')).toBeNull();
  expect(api.calls.find((c) => c.path === '/api/report/')!.query.get('status')).toBe('open');
});

test('a report dismissed with a note: the request, the report in place, the status line', async () => {
  const user = userEvent.setup();
  const { api } = renderApp('/admin/reports/', adminServer().routes);
  const userReport = await report('User: Ravi Kumar (#12)');
  await user.click(within(userReport).getByRole('button', { name: 'Dismiss: report #300' }));
  const dialog = await screen.findByRole('dialog', { name: 'Dismiss report #300?' });
  const note = within(dialog).getByRole('textbox', { name: t.noteLabel });
  expect(note).toHaveFocus();
  await user.type(note, 'Chat shows no abuse');
  await user.click(within(dialog).getByRole('button', { name: t.dismissConfirm }));
  expect(await screen.findByText('Report #300 is dismissed.')).toHaveAttribute('role', 'status');
  const put = api.calls.find((c) => c.method === 'PUT')!;
  expect(put.path).toBe('/api/report/300/');
  expect(put.body).toEqual({ status: 'dismissed', note: 'Chat shows no abuse' });
  const after = await report('User: Ravi Kumar (#12)');
  expect(within(after).getByText('Chat shows no abuse')).toBeInTheDocument();
  expect(within(after).getByText(t.statuses.dismissed)).toBeInTheDocument();
  expect(within(after).queryByRole('button')).toBeNull();
});

test('the Dismissed tab lists closed reports with who handled them', async () => {
  const user = userEvent.setup();
  const { api } = renderApp('/admin/reports/', adminServer().routes);
  await user.click(await screen.findByRole('tab', { name: 'Dismissed' }));
  const closed = await report(/Used sofa set/);
  expect(within(closed).getByText('Not spam: a genuine listing.')).toBeInTheDocument();
  expect(within(closed).getByText(`${ADMIN.name}, 16 Nov 2026, 2:30 pm`)).toBeInTheDocument();
  expect(
    api.calls
      .filter((c) => c.path === '/api/report/')
      .at(-1)!
      .query.get('status'),
  ).toBe('dismissed');
});

test('no open reports: the page says so', async () => {
  renderApp('/admin/reports/', adminServer({ reports: [] }).routes);
  expect(await screen.findByRole('heading', { name: t.empty.open })).toBeInTheDocument();
});
