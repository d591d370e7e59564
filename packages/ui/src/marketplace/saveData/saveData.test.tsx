import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { ThemeProvider } from '../../theme';
import { BannerCarousel } from '../BannerCarousel';
import { ListingWidget } from '../ListingWidget';
import type { Ad } from '../AdCard';
import { SaveDataProvider, useSaveData } from './saveData';

// A phone that saves data: Save-Data on, or a 2G/3G connection as the browser measures it.
class FakeConnection extends EventTarget {
  saveData = false;
  effectiveType = '4g';
  set(next: { saveData?: boolean; effectiveType?: string }) {
    Object.assign(this, next);
    this.dispatchEvent(new Event('change'));
  }
}
let connection: FakeConnection;

beforeEach(() => {
  connection = new FakeConnection();
  Object.defineProperty(navigator, 'connection', { configurable: true, get: () => connection });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'connection');
  vi.useRealTimers();
});

function Flag() {
  return <span>{useSaveData() ? 'saving' : 'normal'}</span>;
}

const banners = [
  { image: '/b1.1200.webp', imageSmall: '/b1.600.webp', link: '/a/', alt: 'First offer' },
  { image: '/b2.1200.webp', imageSmall: '/b2.600.webp', link: '/b/', alt: 'Second offer' },
];
const ads: Ad[] = Array.from({ length: 6 }, (_, i) => ({
  id: i + 1,
  title: `Ad ${i + 1}`,
  price: 1000,
  category: 'Mobiles',
  sub_category: 'Mobile Phones',
  thumbnail: `/t${i + 1}.webp`,
  featured: false,
  created_on: '2026-11-20T10:00:00Z',
  city: 'Delhi',
}));

describe('saving data', () => {
  test('follows Save-Data and a slow connection as they change', () => {
    renderWithTheme(<Flag />);
    expect(screen.getByText('normal')).toBeInTheDocument();
    act(() => connection.set({ saveData: true }));
    expect(screen.getByText('saving')).toBeInTheDocument();
    act(() => connection.set({ saveData: false, effectiveType: '3g' }));
    expect(screen.getByText('saving')).toBeInTheDocument();
    act(() => connection.set({ effectiveType: '4g' }));
    expect(screen.getByText('normal')).toBeInTheDocument();
  });

  test('a server render takes what the request said (the browser is not there)', () => {
    const html = renderToString(
      <ThemeProvider>
        <SaveDataProvider initial>
          <Flag />
          <BannerCarousel banners={banners} reducedMotion={false} />
          <ListingWidget variant="search" ads={ads} count={6} priority />
        </SaveDataProvider>
      </ThemeProvider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.body.textContent).toContain('saving');
    // the banner: its small image only
    const banner = page.querySelector('img[alt="First offer"]')!;
    expect(banner.getAttribute('src')).toBe('/b1.600.webp');
    expect(banner.hasAttribute('srcset')).toBe(false);
    // no card image is eager or high priority: each waits until it is scrolled near
    const thumbs = [...page.querySelectorAll('li img')];
    expect(thumbs).toHaveLength(6);
    for (const img of thumbs) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.hasAttribute('fetchpriority')).toBe(false);
    }
  });

  test('the carousel does not rotate by itself, and shows the small image', () => {
    vi.useFakeTimers();
    connection.saveData = true;
    renderWithTheme(<BannerCarousel banners={banners} reducedMotion={false} intervalMs={1000} />);
    act(() => vi.advanceTimersByTime(5000));
    const first = screen.getByRole('img', { name: 'First offer' });
    expect(first).toBeVisible();
    expect(first).toHaveAttribute('src', '/b1.600.webp');
    expect(first).not.toHaveAttribute('srcset');
  });

  test('without it, results lead with eager, high-priority thumbnails and the carousel rotates', () => {
    vi.useFakeTimers();
    renderWithTheme(
      <>
        <BannerCarousel banners={banners} reducedMotion={false} intervalMs={1000} />
        <ListingWidget variant="search" ads={ads} count={6} priority />
      </>,
    );
    const thumbs = document.querySelectorAll('li img');
    expect(thumbs[0]).toHaveAttribute('loading', 'eager');
    expect(thumbs[0]).toHaveAttribute('fetchpriority', 'high');
    expect(thumbs[2]).not.toHaveAttribute('fetchpriority');
    expect(thumbs[5]).toHaveAttribute('loading', 'lazy');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('img', { name: 'Second offer' })).toBeVisible();
  });
});
