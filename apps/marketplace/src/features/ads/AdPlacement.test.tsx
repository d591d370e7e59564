import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { makeAd } from '../../test/ads';
import { emptyPage, SITE } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  localStorage.clear();
  document.head.querySelectorAll('script[src*="googlesyndication"]').forEach((s) => s.remove());
});

const eight = { ...emptyPage, count: 8, results: Array.from({ length: 8 }, (_, i) => makeAd(100 + i)) };
const slot = (name: string) => document.querySelector<HTMLElement>(`[data-ad-slot="${name}"]`);

test('with no network set, search results carry a house promotion after the 6th card, in a reserved box', async () => {
  renderApp('/search/', { '/api/search-product/': { body: eight } });
  await screen.findAllByRole('heading', { level: 3 });
  await waitFor(() => expect(slot('search')).not.toBeNull());
  const promo = within(slot('search')!).getByRole('link', { name: /Advertise on Haat/ });
  expect(promo).toHaveAttribute('href', '/banner/');
  // The slot's row sits between the 6th and the 7th card.
  const items = [...slot('search')!.closest('ul')!.children];
  const at = items.indexOf(slot('search')!.closest('li')!);
  expect(at).toBe(6);
  expect(slot('search')!.style.getPropertyValue('--ad-height')).toBe('90px');
  expect(document.querySelector('script[src*="googlesyndication"]')).toBeNull();
});

test('home and the ad page have their slots too', async () => {
  renderApp('/', { '/api/search-product/': { body: eight } });
  await waitFor(() => expect(slot('home')).not.toBeNull());
  expect(within(slot('home')!).getByRole('link', { name: /Advertise on Haat/ })).toBeInTheDocument();
  cleanup();
  renderApp('/view/7/', { '/api/products/7/': { body: makeAd(7) }, '/api/search-product/': { body: emptyPage } });
  await waitFor(() => expect(slot('ad')).not.toBeNull());
  expect(slot('ad')!.style.getPropertyValue('--ad-height')).toBe('250px');
});

test('with AdSense set, the slot holds its unit and the script loads once, after the page has painted', async () => {
  const ads = {
    network: 'adsense',
    client: 'ca-pub-1234567890123456',
    slots: { home: null, search: '2222', ad: null },
  };
  renderApp('/search/', { '/api/site/': { body: { ...SITE, ads } }, '/api/search-product/': { body: eight } });
  await waitFor(() => expect(slot('search')?.querySelector('ins.adsbygoogle')).toBeTruthy());
  const unit = slot('search')!.querySelector('ins.adsbygoogle')!;
  expect(unit).toHaveAttribute('data-ad-client', 'ca-pub-1234567890123456');
  expect(unit).toHaveAttribute('data-ad-slot', '2222');
  await waitFor(() => expect(document.querySelectorAll('script[src*="googlesyndication"]')).toHaveLength(1));
  expect(document.querySelector('script[src*="googlesyndication"]')!.getAttribute('src')).toContain(
    'client=ca-pub-1234567890123456',
  );
  // A placement without its unit id stays Haat's promotion.
  cleanup();
  renderApp('/', { '/api/site/': { body: { ...SITE, ads } }, '/api/search-product/': { body: eight } });
  await waitFor(() => expect(slot('home')).not.toBeNull());
  expect(within(slot('home')!).getByRole('link', { name: /Advertise on Haat/ })).toBeInTheDocument();
});
