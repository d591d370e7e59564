import { configure, screen, within } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { writeStorage } from '../../state/storage';
import { ADMIN, adminServer } from '../../test/adminApi';
import { renderApp } from '../../test/renderApp';
import { adminText } from '../shared/admin/adminText';
import { adminSettingsText as t } from './adminSettingsText';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  localStorage.clear();
  writeStorage('token', 'tok');
  writeStorage('user', ADMIN);
});

test('admins read which operator settings are unset and where visitors would see them', async () => {
  renderApp('/admin/settings/', adminServer().routes);
  const table = await screen.findByRole('table', { name: t.caption });
  expect(within(table).getByRole('rowheader', { name: 'SUPPORT_EMAIL' })).toBeInTheDocument();
  expect(within(table).getByText('Terms and Privacy (required by the IT Rules, 2021)')).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: adminText.navLabel });
  expect(within(nav).getByRole('link', { name: adminText.nav.settings })).toHaveAttribute('aria-current', 'page');
});

test('with every setting set the page says so', async () => {
  const server = adminServer();
  renderApp('/admin/settings/', { ...server.routes, 'GET /api/admin/settings/': { body: { unset: [] } } });
  expect(await screen.findByText(t.allSet)).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
});
