import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { writeStorage } from '../../state/storage';
import { bannerServer } from '../../test/bannerApi';
import { renderApp } from '../../test/renderApp';
import { SELLER } from '../../test/sellerApi';
import { fill } from '../shared/fill';
import { myBannersText as t } from './myBannersText';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  localStorage.clear();
  writeStorage('token', 'tok');
  writeStorage('user', SELLER);
});

const actions = (title: string) => screen.findByRole('group', { name: `Actions for ${title}` });

test('each banner shows its status in words, and a rejected one says why', async () => {
  renderApp('/my-banners/', bannerServer().routes);
  expect(await screen.findByRole('heading', { name: 'Diwali sale at Sharma Electronics 1005' })).toBeInTheDocument();
  expect(screen.getByText('Pending review')).toBeInTheDocument();
  expect(screen.getByText('Live')).toBeInTheDocument();
  expect(screen.getByText(/The image is blurry; upload a sharper one\./)).toBeInTheDocument();
  // A live banner is stopped, not deleted or edited.
  const live = await actions('Diwali sale at Sharma Electronics 1003');
  expect(within(live).getByRole('button', { name: 'Stop' })).toBeInTheDocument();
  expect(within(live).queryByRole('button', { name: 'Delete' })).toBeNull();
  const pending = await actions('Diwali sale at Sharma Electronics 1005');
  expect(within(pending).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/banner/?id=1005');
});

test('stopping asks first, then refunds and says so', async () => {
  const user = userEvent.setup();
  const server = bannerServer();
  const { api } = renderApp('/my-banners/', server.routes);
  await user.click(
    within(await actions('Diwali sale at Sharma Electronics 1003')).getByRole('button', { name: 'Stop' }),
  );
  const dialog = await screen.findByRole('alertdialog', { name: t.confirmStopTitle });
  expect(api.calls.some((c) => c.path.endsWith('/stop/'))).toBe(false);
  await user.click(within(dialog).getByRole('button', { name: t.confirmStop }));
  expect(
    await screen.findByText(fill(t.stopped, { title: 'Diwali sale at Sharma Electronics 1003' })),
  ).toBeInTheDocument();
  expect(server.banners.find((b) => b.id === 1003)!.status).toBe('ended');
});

test('deleting a pending banner removes it from the list', async () => {
  const user = userEvent.setup();
  const server = bannerServer();
  renderApp('/my-banners/', server.routes);
  await user.click(
    within(await actions('Diwali sale at Sharma Electronics 1005')).getByRole('button', { name: 'Delete' }),
  );
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.confirmDelete }));
  expect(
    await screen.findByText(fill(t.deleted, { title: 'Diwali sale at Sharma Electronics 1005' })),
  ).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Diwali sale at Sharma Electronics 1005' })).toBeNull();
});

test('no banners: the page offers to create one', async () => {
  renderApp('/my-banners/', bannerServer([]).routes);
  expect(await screen.findByRole('heading', { name: t.empty })).toBeInTheDocument();
  const main = screen.getByRole('main');
  expect(within(main).getAllByRole('link', { name: t.create })[0]).toHaveAttribute('href', '/banner/');
});
