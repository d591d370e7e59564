import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import type { Ad } from '../../api/types';
import { App } from '../../App';
import { markSoldText as soldText } from '../../features/ads/markSoldText';
import { writeStorage } from '../../state/storage';
import { makeAd } from '../../test/ads';
import { CATS, emptyPage, fakeApi } from '../../test/fakeApi';
import { fill } from '../shared/fill';
import { adText } from './adText';

// Lazy page chunks compile on first use; on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => localStorage.clear());

function renderAd(ad: Ad | null, more: Parameters<typeof fakeApi>[0] = {}) {
  const location = memoryLocation({ path: `/view/${ad?.id ?? 404}/`, record: true });
  const api = fakeApi({
    ...more,
    '/api/lookup/cats/': { body: CATS },
    '/api/search-product/': { body: { ...emptyPage, count: 2, results: [makeAd(8), makeAd(9)] } },
    [`/api/products/${ad?.id ?? 404}/`]: ad ? { body: ad } : { status: 404, body: { detail: 'Not found.' } },
  });
  render(<App fetch={api.fetch} location={location} />);
  return { location, api };
}

test('an ad shows its price, title, details, place and seller; chatting asks an anonymous visitor to log in first', async () => {
  const { location } = renderAd(makeAd(7, { title: 'Maruti Swift VXI', price: 450000 }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Maruti Swift VXI' })).toBeInTheDocument();
  expect(screen.getByText('₹4,50,000')).toBeInTheDocument();
  expect(screen.getByText('Kothrud, Pune, Maharashtra')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /See all ads from this seller/ })).toHaveAttribute('href', '/store/7/');
  expect(await screen.findByRole('heading', { name: 'Similar ads' })).toBeInTheDocument();

  await userEvent.setup().click(screen.getByRole('button', { name: 'Chat with seller' }));
  await waitFor(() => expect(location.history.at(-1)).toBe('/?login=true&redirect=%2Fchat%2F7%2F'));
});

test('"Make an offer" opens the chat with the offer form (after login for a visitor); an ad with no price has none', async () => {
  const { location } = renderAd(makeAd(7, { price: 50000 }));
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Make an offer' }));
  await waitFor(() => expect(location.history.at(-1)).toBe('/?login=true&redirect=%2Fchat%2F7%2F%3Foffer%3D1'));
  cleanup();
  renderAd(makeAd(7, { price: 0 }));
  expect(await screen.findByRole('button', { name: 'Chat with seller' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull();
});

test('a seller who shares a phone gets a call link on a live ad, not on a sold one', async () => {
  renderAd(makeAd(7, { contact: 'chat_phone', phone: '+91 98765 43210' }));
  const call = await screen.findByRole('link', { name: 'Call the seller: +91 98765 43210' });
  expect(call).toHaveAttribute('href', 'tel:+919876543210');
  cleanup();
  renderAd(makeAd(7, { status: 'sold', contact: 'chat_phone', phone: '+91 98765 43210' }));
  expect(await screen.findByText('This item has been sold.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Call the seller/ })).toBeNull();
});

test('a seller who gives the number on request: the ad says to ask in chat, with no number', async () => {
  renderAd(makeAd(7, { contact: 'phone_request', phone: null }));
  expect(await screen.findByText(adText.phoneOnRequest)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Call the seller/ })).toBeNull();
});

test('a sold ad says so and offers no chat', async () => {
  renderAd(makeAd(7, { status: 'sold' }));
  expect(await screen.findByText('This item has been sold.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Chat with seller' })).not.toBeInTheDocument();
});

test('a removed ad says so and hides its actions', async () => {
  renderAd(makeAd(7, { status: 'removed', removed_by: 'seller' }));
  expect(await screen.findByText(adText.removed.seller)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save to favourites' })).not.toBeInTheDocument();
});

test("an ad an admin removed tells its owner the admin's reason and links the appeal to the contact form", async () => {
  const user = userEvent.setup();
  const reason = 'Stock photo, not the real item.';
  const { location } = renderAd(makeAd(7, { status: 'removed', removed_by: 'admin', moderation_reason: reason }));
  const note = await screen.findByText(/An admin removed this ad: Stock photo, not the real item\./);
  expect(note).not.toHaveTextContent(/removed by the seller/);
  expect(note).toHaveTextContent('quoting ad #7');
  await user.click(screen.getByRole('link', { name: adText.appealLink }));
  await waitFor(() => expect(location.history.at(-1)).toBe('/contact-us/?ad=7'));
  expect(await screen.findByLabelText(/Message/)).toHaveValue('About my ad #7, which an admin removed: ');
});

test('an unknown ad is the real 404 page, without a toast', async () => {
  renderAd(null);
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Notifications' })).toBeEmptyDOMElement();
});

test('reading order puts price and title first: the h1 before the photos and every h2', async () => {
  renderAd(makeAd(7, { title: 'Maruti Swift VXI', price: 450000 }));
  const h1 = await screen.findByRole('heading', { level: 1, name: 'Maruti Swift VXI' });
  const article = h1.closest('article')!;
  const headings = [...article.querySelectorAll('h1, h2')];
  expect(headings[0]).toBe(h1);
  const price = screen.getByText('₹4,50,000');
  const photos = screen.getByRole('region', { name: 'Maruti Swift VXI' });
  // DOCUMENT_POSITION_FOLLOWING: the second node comes after the first.
  expect(price.compareDocumentPosition(photos) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(h1.compareDocumentPosition(photos) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('Report this ad: a signed-in buyer picks a reason and says why; the report is sent and thanked', async () => {
  const user = userEvent.setup();
  const buyer = { id: 99, name: 'Ravi', mobile: '9123456780', email: null, wallet: 0, user_type: 'CUSTOMER' };
  writeStorage('token', 'tok');
  writeStorage('user', buyer);
  const { api } = renderAd(makeAd(7), {
    '/api/profile/': { body: buyer },
    'POST /api/products/7/report/': { status: 201, body: { id: 1, detail: 'Thank you. Our team will look into it.' } },
  });
  await user.click(await screen.findByRole('button', { name: adText.report.button }));
  const dialog = await screen.findByRole('dialog', { name: adText.report.title });
  // Nothing is sent before a reason is chosen and a few words written.
  await user.click(within(dialog).getByRole('button', { name: adText.report.send }));
  expect(api.calls.some((c) => c.path === '/api/products/7/report/')).toBe(false);
  await user.selectOptions(within(dialog).getByLabelText(/What is wrong\?/), 'wrong_category');
  await user.type(within(dialog).getByLabelText(/Details/), 'This is a sofa listed as a phone.');
  await user.click(within(dialog).getByRole('button', { name: adText.report.send }));
  expect(await screen.findByText('Thank you. Our team will look into it.')).toBeInTheDocument();
  expect(api.calls.find((c) => c.path === '/api/products/7/report/')!.body).toEqual({
    reason: 'wrong_category',
    details: 'This is a sofa listed as a phone.',
  });
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('Report this ad asks a visitor to log in first, and is not offered on my own ad', async () => {
  const user = userEvent.setup();
  const { location } = renderAd(makeAd(7));
  await user.click(await screen.findByRole('button', { name: adText.report.button }));
  await waitFor(() => expect(location.history.at(-1)).toBe('/?login=true&redirect=%2Fview%2F7%2F'));
  cleanup();

  const ad = makeAd(7);
  const owner = { id: ad.owner.id, name: 'Asha', mobile: '9876543210', email: null, wallet: 0, user_type: 'CUSTOMER' };
  writeStorage('token', 'tok');
  writeStorage('user', owner);
  renderAd(ad, { '/api/profile/': { body: owner } });
  expect(await screen.findByRole('button', { name: 'Share' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: adText.report.button })).toBeNull();
});

test("the owner's live ad offers Edit, Mark as sold (asked, then undoable) and Make featured; others see none", async () => {
  const user = userEvent.setup();
  const ad = makeAd(7, { title: 'Maruti Swift VXI' });
  writeStorage('token', 'tok');
  writeStorage('user', { id: ad.owner.id, name: 'Asha Rao', mobile: '9876543210' });
  const location = memoryLocation({ path: '/view/7/', record: true });
  const api = fakeApi({
    '/api/lookup/cats/': { body: CATS },
    '/api/profile/': { body: { id: ad.owner.id, name: 'Asha Rao', mobile: '9876543210', user_type: 'CUSTOMER' } },
    '/api/search-product/': { body: emptyPage },
    '/api/products/7/': { body: ad },
    'POST /api/product/7/sold/': { body: { ...ad, status: 'sold' } },
    'POST /api/product/7/unsold/': { body: ad },
  });
  render(<App fetch={api.fetch} location={location} socket={null} />);

  const mine = await screen.findByRole('group', { name: adText.ownerActions });
  expect(within(mine).getByRole('link', { name: adText.edit })).toHaveAttribute('href', '/my-listing/7/');
  expect(within(mine).getByRole('link', { name: adText.makeFeatured })).toHaveAttribute('href', '/make-featured/7/');
  expect(screen.queryByRole('button', { name: 'Chat with seller' })).toBeNull();

  await user.click(within(mine).getByRole('button', { name: adText.markSold }));
  const ask = await screen.findByRole('alertdialog', { name: soldText.confirmTitle });
  await user.click(within(ask).getByRole('button', { name: soldText.confirm }));
  expect(await screen.findByText('This item has been sold.')).toBeInTheDocument();
  expect(screen.getByText(fill(soldText.sold, { title: 'Maruti Swift VXI' }))).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: adText.ownerActions })).toBeNull();

  await user.click(screen.getByRole('button', { name: fill(soldText.undoLabel, { title: 'Maruti Swift VXI' }) }));
  expect(await screen.findByRole('group', { name: adText.ownerActions })).toBeInTheDocument();
  expect(screen.queryByText('This item has been sold.')).toBeNull();
  expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
    '/api/product/7/sold/',
    '/api/product/7/unsold/',
  ]);

  cleanup();
  localStorage.clear();
  renderAd(ad);
  await screen.findByRole('heading', { level: 1, name: 'Maruti Swift VXI' });
  expect(screen.queryByRole('group', { name: adText.ownerActions })).toBeNull();
});

test('a visitor learns an ad has documents and how to get them; a buyer in a chat downloads them', async () => {
  const flat = makeAd(7, { document_count: 2 });
  const { api } = renderAd(flat);
  expect(await screen.findByText(/This ad has 2 documents/)).toBeInTheDocument();
  const documents = screen.getByRole('region', { name: 'Documents' });
  expect(within(documents).getByRole('button', { name: adText.chatForDocuments })).toBeInTheDocument();
  expect(within(documents).queryByRole('link')).toBeNull();
  // Nobody is signed in: nothing to ask.
  expect(api.calls.some((c) => c.path === '/api/products/7/documents/')).toBe(false);
  cleanup();

  // Signed in, on a page whose data came without them (as a server render's does): asked once, and shown.
  writeStorage('token', 'tok');
  writeStorage('user', { id: 21, name: 'Ravi', mobile: '9876500000' });
  const floorPlan = {
    id: 41,
    title: 'Floor plan',
    name: 'Floor-plan.pdf',
    size: 248_000,
    url: '/api/document/41/file/',
  };
  renderAd(flat, {
    '/api/profile/': { body: { id: 21, name: 'Ravi', mobile: '9876500000' } },
    '/api/products/7/documents/': { body: { results: [floorPlan] } },
  });
  const link = await screen.findByRole('link', { name: 'Download Floor-plan.pdf' });
  expect(link).toHaveAttribute('href', '/api/document/41/file/');
  expect(screen.queryByText(/This ad has 2 documents/)).toBeNull();
});

test("the seller card shows the seller's average, count and recent ratings, asked after the ad", async () => {
  const { api } = renderAd(makeAd(7), {
    '/api/users/7/ratings/': {
      body: {
        average: 4.8,
        count: 5,
        recent: [
          {
            id: 3,
            stars: 5,
            text: 'Honest seller, car as described.',
            author: { id: 21, name: 'Rahul' },
            author_role: 'buyer',
            subject_id: 7,
            created_on: '2026-11-21T10:00:00Z',
            edited_on: null,
            reply: null,
          },
        ],
      },
    },
  });
  const card = await screen.findByRole('region', { name: 'Seller: Asha Rao' });
  expect(await within(card).findByRole('img', { name: '4.8 out of 5, 5 ratings' })).toBeInTheDocument();
  expect(within(card).getByText('Honest seller, car as described.')).toBeInTheDocument();
  expect(api.calls.filter((c) => c.path === '/api/users/7/ratings/')).toHaveLength(1);
});
