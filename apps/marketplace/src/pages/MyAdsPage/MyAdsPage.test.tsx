import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import type { Ad } from '../../api/types';
import { markSoldText as soldText } from '../../features/ads/markSoldText';
import { UNDO_FOR_MS } from '../../features/ads/useMarkSold';
import { writeStorage } from '../../state/storage';
import { makeAd } from '../../test/ads';
import { emptyPage, type Routes } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';
import { myAdsRoutes, pagedMyAds } from '../../test/sellerApi';
import { fill } from '../shared/fill';
import { myAdsText as t } from './myAdsText';
import { defaultSoldToDialogText } from '@haat/ui';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

const ME = {
  id: 7,
  name: 'Asha Rao',
  mobile: '9876543210',
  email: null,
  email_verified: false,
  has_password: true,
  wallet: 0,
  user_type: 'CUSTOMER',
};
const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => {
  localStorage.clear();
  writeStorage('token', 'tok');
  writeStorage('user', ME);
});

/** My ads on the fake server (statuses change as the real server changes them), at /my-ads/. */
function myServer(ads: Ad[], over: Routes = {}) {
  return renderApp('/my-ads/', { ...myAdsRoutes(ads, Date.now()), '/api/profile/': { body: ME }, ...over }).api;
}

const live = (id: number, over: Partial<Ad> = {}) =>
  makeAd(id, { expires_at: new Date(Date.now() + 20 * DAY).toISOString(), views: 12, ...over });

test('tabs carry the counts of one call; the list asks for 100 of the chosen status', async () => {
  const api = myServer([live(1), live(2), live(3, { status: 'sold' }), live(4, { status: 'removed' })]);
  expect(await screen.findByRole('tab', { name: 'Active 2' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Sold 1' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Expired 0' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Removed 1' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Maruti Swift VXI 1' })).toBeInTheDocument();
  expect(screen.getAllByText('12 views')).toHaveLength(2);
  expect(screen.getAllByText('20 days left')).toHaveLength(2);
  const list = api.calls.find((c) => c.path === '/api/product/')!;
  expect(list.query.get('limit')).toBe('100');
  expect(list.query.get('status')).toBe('active');
  expect(api.calls.filter((c) => c.path === '/api/product/counts/')).toHaveLength(1);
});

test('while the list loads, the page says so in words, not only with placeholders', async () => {
  myServer([], { 'GET /api/product/': () => new Promise(() => {}) });
  await screen.findByText(t.loading);
  expect(screen.getAllByRole('status').map((el) => el.textContent)).toContain(t.loading);
});

test('mark as sold asks first, then moves the ad to the Sold tab', async () => {
  const user = userEvent.setup();
  const api = myServer([live(1), live(2)]);
  const row = (await screen.findByRole('group', { name: 'Actions for Maruti Swift VXI 1' })).closest('article')!;
  await user.click(within(row as HTMLElement).getByRole('button', { name: 'Mark as sold' }));
  // A tap alone sells nothing: Cancel leaves the ad live.
  const ask = await screen.findByRole('alertdialog', { name: soldText.confirmTitle });
  await user.click(within(ask).getByRole('button', { name: soldText.cancel }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(api.calls.some((c) => c.path.endsWith('/sold/'))).toBe(false);

  await user.click(within(row as HTMLElement).getByRole('button', { name: 'Mark as sold' }));
  await user.click(
    within(await screen.findByRole('alertdialog', { name: soldText.confirmTitle })).getByRole('button', {
      name: soldText.confirm,
    }),
  );
  expect(await screen.findByText('"Maruti Swift VXI 1" is marked as sold.')).toBeInTheDocument();
  expect(await screen.findByRole('tab', { name: 'Sold 1' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Active 1' })).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Sold 1' }));
  const panel = await screen.findByRole('tabpanel', { name: 'Sold 1' });
  expect(await within(panel).findByRole('heading', { name: 'Maruti Swift VXI 1' })).toBeInTheDocument();
  expect(within(panel).getByText('Sold')).toBeInTheDocument();
});

test('Undo after marking an ad sold puts it back on sale; the button goes after a few seconds', async () => {
  const user = userEvent.setup();
  const api = myServer([live(1), live(2)]);
  const sell = async (title: string) => {
    const row = (await screen.findByRole('group', { name: `Actions for ${title}` })).closest('article')!;
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Mark as sold' }));
    const ask = await screen.findByRole('alertdialog', { name: soldText.confirmTitle });
    await user.click(within(ask).getByRole('button', { name: soldText.confirm }));
    await screen.findByText(fill(soldText.sold, { title }));
  };

  await sell('Maruti Swift VXI 1');
  expect(await screen.findByRole('tab', { name: 'Sold 1' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: fill(soldText.undoLabel, { title: 'Maruti Swift VXI 1' }) }));
  expect(await screen.findByText(fill(soldText.undone, { title: 'Maruti Swift VXI 1' }))).toBeInTheDocument();
  expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/api/product/1/unsold/')).toHaveLength(1);
  expect(await screen.findByRole('tab', { name: 'Active 2' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Maruti Swift VXI 1' })).toBeInTheDocument();

  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    await sell('Maruti Swift VXI 2');
    const undo = screen.getByRole('button', { name: fill(soldText.undoLabel, { title: 'Maruti Swift VXI 2' }) });
    await act(() => vi.advanceTimersByTimeAsync(UNDO_FOR_MS));
    expect(undo).not.toBeInTheDocument();
  } finally {
    vi.useRealTimers();
  }
});

test('an expired ad is renewed from the Expired tab and is live again', async () => {
  const user = userEvent.setup();
  myServer([live(5, { expires_at: new Date(Date.now() - DAY).toISOString() })]);
  await user.click(await screen.findByRole('tab', { name: 'Expired 1' }));
  await user.click(await screen.findByRole('button', { name: 'Renew' }));
  expect(await screen.findByText('"Maruti Swift VXI 5" is live for 30 more days.')).toBeInTheDocument();
  expect(await screen.findByRole('tab', { name: 'Active 1' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: t.empty.expired })).toBeInTheDocument();
});

test('an ad within 3 days of expiry offers Renew; one with more does not', async () => {
  myServer([live(6, { expires_at: new Date(Date.now() + 2 * DAY).toISOString() }), live(7)]);
  const soon = await screen.findByRole('group', { name: 'Actions for Maruti Swift VXI 6' });
  expect(within(soon).getByRole('button', { name: 'Renew' })).toBeInTheDocument();
  const later = screen.getByRole('group', { name: 'Actions for Maruti Swift VXI 7' });
  expect(within(later).queryByRole('button', { name: 'Renew' })).toBeNull();
  expect(within(later).getByRole('link', { name: 'Make featured' })).toHaveAttribute('href', '/make-featured/7/');
  expect(within(later).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/my-listing/7/');
});

test('delete asks first: Cancel keeps the ad, confirming removes it', async () => {
  const user = userEvent.setup();
  const api = myServer([live(8)]);
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('alertdialog', { name: t.confirmTitle });
  expect(within(dialog).getByRole('button', { name: t.cancel })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: t.cancel }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
  expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Delete' }));
  await user.click(await screen.findByRole('button', { name: t.confirmDelete }));
  expect(await screen.findByRole('heading', { name: t.empty.active })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Removed 1' })).toBeInTheDocument();
  expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/product/8/']);
});

test('no ads: each tab says so; Active offers to post one', async () => {
  const user = userEvent.setup();
  myServer([]);
  expect(await screen.findByRole('heading', { name: t.empty.active })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: t.postAd })).toHaveAttribute('href', '/post-free-ad/');
  await user.click(screen.getByRole('tab', { name: 'Sold 0' }));
  expect(await screen.findByRole('heading', { name: t.empty.sold })).toBeInTheDocument();
});

test('a failed load says so and tries again', async () => {
  const user = userEvent.setup();
  let fail = true;
  myServer([live(9)], {
    'GET /api/product/': () =>
      fail ? { status: 500, body: { detail: 'boom' } } : { body: { ...emptyPage, count: 1, results: [live(9)] } },
  });
  expect(await screen.findByText(t.error)).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: t.retry }));
  expect(await screen.findByRole('heading', { name: 'Maruti Swift VXI 9' })).toBeInTheDocument();
});

test('a page with a next link offers Load more, which asks for that page and adds its ads', async () => {
  const user = userEvent.setup();
  // The server pages by 100; two ads a page is enough to follow `next`.
  const ads = [live(1), live(2), live(3)];
  const api = myServer(ads, { 'GET /api/product/': pagedMyAds(ads.slice(0, 2), ads.slice(2)) });
  expect(await screen.findByText(fill(t.moreAds, { shown: 2, count: 3 }))).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Maruti Swift VXI 3' })).toBeNull();
  await user.click(screen.getByRole('button', { name: t.loadMore }));
  expect(await screen.findByRole('heading', { name: 'Maruti Swift VXI 3' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Maruti Swift VXI 1' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: t.loadMore })).toBeNull();
  expect(screen.queryByText(fill(t.moreAds, { shown: 2, count: 3 }))).toBeNull();
  await waitFor(() => expect(screen.getByRole('link', { name: 'Maruti Swift VXI 3' })).toHaveFocus());
  const asked = api.calls.filter((c) => c.path === '/api/product/').at(-1)!;
  expect(asked.query.get('offset')).toBe('100');
  expect(asked.query.get('status')).toBe('active');
});

test('"Sold to whom?" lists the buyers who chatted, the accepted offer’s buyer first, and names the one chosen', async () => {
  const user = userEvent.setup();
  const api = myServer([live(1), live(2)], {
    'GET /api/product/1/buyers/': {
      body: {
        results: [
          { id: 21, name: 'Rahul', deal: true },
          { id: 22, name: 'Anil', deal: false },
        ],
      },
    },
  });
  const row = (await screen.findByRole('group', { name: 'Actions for Maruti Swift VXI 1' })).closest('article')!;
  await user.click(within(row as HTMLElement).getByRole('button', { name: 'Mark as sold' }));
  const ask = await screen.findByRole('dialog', { name: defaultSoldToDialogText.title });
  expect(
    within(ask)
      .getAllByRole('radio')
      .map((r) => r.closest('label')!.textContent),
  ).toEqual([`Rahul${defaultSoldToDialogText.deal}`, 'Anil', defaultSoldToDialogText.someoneElse]);
  expect(within(ask).getByRole('radio', { name: /Rahul/ })).toBeChecked();
  await user.click(within(ask).getByRole('radio', { name: 'Anil' }));
  await user.click(within(ask).getByRole('button', { name: defaultSoldToDialogText.confirm }));
  expect(await screen.findByText('"Maruti Swift VXI 1" is marked as sold.')).toBeInTheDocument();
  expect(api.calls.find((c) => c.path === '/api/product/1/sold/')?.body).toEqual({ buyer_id: 22 });
});

test('"Someone else" marks it sold without naming a buyer', async () => {
  const user = userEvent.setup();
  const api = myServer([live(1)], {
    'GET /api/product/1/buyers/': { body: { results: [{ id: 21, name: 'Rahul', deal: false }] } },
  });
  const row = (await screen.findByRole('group', { name: 'Actions for Maruti Swift VXI 1' })).closest('article')!;
  await user.click(within(row as HTMLElement).getByRole('button', { name: 'Mark as sold' }));
  const ask = await screen.findByRole('dialog', { name: defaultSoldToDialogText.title });
  await user.click(within(ask).getByRole('radio', { name: defaultSoldToDialogText.someoneElse }));
  await user.click(within(ask).getByRole('button', { name: defaultSoldToDialogText.confirm }));
  await screen.findByText('"Maruti Swift VXI 1" is marked as sold.');
  expect(api.calls.find((c) => c.path === '/api/product/1/sold/')?.body).toEqual({});
});
