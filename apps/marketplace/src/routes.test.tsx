import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { App } from './App';
import { serverRenderedPage } from './routes';
import { CATS, emptyPage, fakeApi } from './test/fakeApi';
import { writeStorage } from './state/storage';
import { notAllowedText } from './pages/NotAllowedPage/notAllowedText';

// Lazy page chunks compile on first use; on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

function renderAt(path: string, extra: Parameters<typeof fakeApi>[0] = {}) {
  const [pathname, search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  const api = fakeApi({
    '/api/lookup/cats/': { body: CATS },
    '/api/search-product/': { body: emptyPage },
    'POST /api/search-product/': { body: emptyPage },
    '/api/banner-pool/': { body: emptyPage },
    '/api/plans/': { body: emptyPage },
    '/api/banner/pricing/': {
      body: { price_per_day_paise: 4_900, max_days: 60, max_lead_days: 90, min_width: 1200, min_height: 300 },
    },
    ...extra,
  });
  render(<App fetch={api.fetch} location={location} />);
  return { location, api };
}

beforeEach(() => localStorage.clear());

test.each([
  ['/about', 'About Haat'],
  ['/about/', 'About Haat'],
  ['/Terms+Conditions/', 'Terms & Conditions'],
  ['/PrivacyPolicy/', 'Privacy Policy'],
  ['/amazon-deals/', 'Amazon deals'],
  ['/mobile-app', 'The Haat app'],
  ['/try/', 'Try Haat'],
  ['/pricing/', 'Pricing'],
  ['/no/such/page/', 'Page not found'],
])('%s shows its page inside the shell', async (path, heading) => {
  renderAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  await waitFor(() => expect(document.title).toContain('Haat'));
});

test('a private route sends an anonymous visitor to the login modal with a redirect back, asking nothing of it', async () => {
  const { location, api } = renderAt('/chat/4/12/');
  await waitFor(() => expect(location.history.at(-1)).toBe('/?login=true&redirect=%2Fchat%2F4%2F12%2F'));
  expect(api.calls.filter((c) => /\/chat\b/.test(c.path))).toEqual([]);
});

test('a customer at an admin screen is not allowed, and its list is never asked for', async () => {
  writeStorage('token', 'tok');
  writeStorage('user', { name: 'Asha', mobile: '9876543210', user_type: 'CUSTOMER' });
  const { api } = renderAt('/admin/users/', {
    '/api/profile/': { body: { name: 'Asha', mobile: '9876543210', user_type: 'CUSTOMER' } },
  });
  expect(await screen.findByRole('heading', { level: 1, name: notAllowedText.title })).toBeInTheDocument();
  expect(api.calls.filter((c) => c.path.startsWith('/api/user/'))).toEqual([]);
});

test('a signed-in user reaches a private route', async () => {
  writeStorage('token', 'tok');
  writeStorage('user', { name: 'Asha', mobile: '9876543210' });
  const { location } = renderAt('/my-banners/', {
    '/api/profile/': { body: { name: 'Asha', mobile: '9876543210' } },
    '/api/banner/': { body: emptyPage },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'My Banners' })).toBeInTheDocument();
  expect(location.history.at(-1)).toBe('/my-banners/');
});

test('a place in the address becomes the location the pill shows', async () => {
  renderAt('/delhi/', {
    '/api/lookup/resolve/delhi/': {
      body: { type: 'place', place: { name: 'Delhi', city: 'Delhi', state: 'Delhi', lat: 28.65, lng: 77.23 } },
    },
  });
  expect(await screen.findByRole('button', { name: 'Location: Delhi' })).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem('location')!)).toMatchObject({ city: 'Delhi', state: 'Delhi' });
});

test('the catch-all resolves a name that is neither a category nor a place to a real 404 page', async () => {
  const { api } = renderAt('/nowhere-at-all/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(api.calls.some((c) => c.path === '/api/lookup/resolve/nowhere-at-all/')).toBe(true);
  expect(screen.getByRole('status', { name: 'Notifications' })).toBeEmptyDOMElement(); // an expected 404: no toast
});

test('the Amazon deals page marks its outbound links as sponsored and external', async () => {
  renderAt('/amazon-deals/');
  const links = await screen.findAllByRole('link', { name: /View on Amazon.*external link, opens in a new tab/ });
  expect(links.length).toBeGreaterThan(3);
  for (const link of links) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('sponsored');
    expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.amazon\.in\//);
  }
});

/** A plan as the server presents it: paise and rupees, the cashback promise in words ('' for none). */
const plan = (days: number, pricePaise: number, cashbackPercent: number, cashback: string) => ({
  id: `featured-${days}`,
  title: `Featured for ${days} days`,
  days,
  price_paise: pricePaise,
  price: pricePaise / 100,
  cashback_percent: cashbackPercent,
  cashback,
  description: `Your ad is listed first in its category and city for ${days} days.`,
});

test('the pricing page lists the featured plans from /api/plans/', async () => {
  renderAt('/pricing/', {
    '/api/plans/': {
      body: {
        count: 2,
        next: null,
        previous: null,
        results: [
          plan(7, 9_900, 50, 'Sold within 7 days of featuring? Get 50% (₹49.50) back in your wallet.'),
          plan(30, 29_900, 0, ''),
        ],
      },
    },
  });
  const week = await screen.findByRole('article', { name: 'Featured for 7 days' });
  expect(within(week).getByText('₹99')).toBeInTheDocument();
  expect(
    within(week).getByText('Sold within 7 days of featuring? Get 50% (₹49.50) back in your wallet.'),
  ).toBeInTheDocument();
  const month = screen.getByRole('article', { name: 'Featured for 30 days' });
  expect(within(month).getByText('₹299')).toBeInTheDocument();
  expect(within(month).getByText('Your ad is listed first in its category and city for 30 days.')).toBeInTheDocument();
  expect(within(month).getByText('No cashback on this plan.')).toBeInTheDocument();
  // Banners: the price a day from the server, and the way to create one.
  expect(await screen.findByText(/^₹49 a day, for up to 60 days/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create a banner' })).toHaveAttribute('href', '/banner/');
});

test('a server error is logged and shown as a non-blocking toast', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  renderAt('/pricing/', { '/api/plans/': { status: 500, body: { detail: 'boom' } } });
  const region = screen.getByRole('status', { name: 'Notifications' });
  expect(await within(region).findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
  expect(logged).toHaveBeenCalled();
  logged.mockRestore();
});

test('the server renders the public pages and unknown paths, and leaves signed-in screens and token links to the browser', () => {
  const app = path.resolve(__dirname, '..');
  for (const [url, page] of [
    ['/', 'HomePage'],
    ['/search/', 'SearchPage'],
    ['/search/Cars/', 'SearchPage'],
    ['/view/42/', 'AdPage'],
    ['/store/7/', 'StorePage'],
    ['/Cars/', 'ResolvePage'],
    ['/delhi', 'ResolvePage'],
    ['/pricing/', 'PricingPage'],
    // no route takes these: the server renders the not-found page, and answers 404
    ['/a/b/c/', 'NotFoundPage'],
  ] as const) {
    const hit = serverRenderedPage(url);
    expect(hit?.name, url).toBe(page);
    // the build's manifest names the page's chunk by this file
    expect(existsSync(path.join(app, hit!.file)), hit!.file).toBe(true);
  }
  for (const url of ['/my-ads/', '/inbox/', '/post-free-ad/', '/admin/users/', '/forgot-password/', '/verify-email/'])
    expect(serverRenderedPage(url), url).toBeUndefined();
});
