import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { createClock } from '../clock/clock';
import { ClockProvider } from '../clock/ClockProvider';
import { LinkProvider, type LinkProps } from '../link';
import { marketplaceStrings } from '../strings';
import { AdCard } from './AdCard';
import type { Ad } from './types';

const NOW = new Date(2026, 10, 21, 12, 0, 0);

function makeAd(overrides: Partial<Ad> = {}): Ad {
  return {
    id: 7,
    title: 'Maruti Suzuki Swift VXi 2019',
    price: 525000,
    category: 'Cars+Bikes',
    sub_category: 'Cars',
    thumbnail: 'https://img.example/7.webp',
    featured: false,
    created_on: new Date(NOW.getTime() - 5000).toISOString(),
    area: 'Andheri West',
    city: 'Mumbai',
    data: {},
    ...overrides,
  };
}

describe('AdCard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  test('is one link to /view/{id}/ named by its price, title and place', () => {
    renderWithTheme(<AdCard ad={makeAd()} />);
    const link = screen.getByRole('link', { name: /^₹5,25,000 Maruti Suzuki Swift VXi 2019 Andheri West,\s+Mumbai/ });
    expect(link).toHaveAttribute('href', '/view/7/');
    expect(within(link).getByRole('heading', { name: 'Maruti Suzuki Swift VXi 2019' })).toBeInTheDocument();
  });

  test('the thumbnail is lazy with a fixed size; no thumbnail shows the placeholder', () => {
    const { unmount } = renderWithTheme(<AdCard ad={makeAd()} />);
    const img = screen.getByRole('presentation');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '240');
    unmount();
    renderWithTheme(<AdCard ad={makeAd({ thumbnail: null })} />);
    expect(screen.queryByRole('presentation')).toBeNull();
    expect(screen.getByText(marketplaceStrings.noImage)).toBeInTheDocument();
  });

  test('counts a Devanagari area by the letters a reader sees, never cutting inside one', () => {
    // 16 letters as a reader counts them, but 28 UTF-16 units: cutting units at 18 would leave "…कनॉट प्".
    renderWithTheme(<AdCard ad={makeAd({ area: 'नई दिल्ली, कनॉट प्लेस क्षेत्र', city: 'दिल्ली' })} />);
    expect(screen.getByText(/^नई दिल्ली, कनॉट प्लेस क्षेत्र,/)).toBeInTheDocument();
  });

  test('cuts the area to 18 characters and shows the city', () => {
    renderWithTheme(<AdCard ad={makeAd({ area: 'Sector 62, Noida Extension Phase 2', city: 'Noida' })} />);
    expect(screen.getByText('Sector 62, Noida E,')).toBeInTheDocument();
    expect(screen.getByText(/Noida$/)).toBeInTheDocument();
  });

  test('shows the Featured badge only for featured ads', () => {
    const { unmount } = renderWithTheme(<AdCard ad={makeAd()} />);
    expect(screen.queryByText(marketplaceStrings.featured)).toBeNull();
    unmount();
    renderWithTheme(<AdCard ad={makeAd({ featured: true })} />);
    expect(screen.getByText(marketplaceStrings.featured)).toBeInTheDocument();
  });

  test('links go through the injected Link component', () => {
    const seen: string[] = [];
    function RouterLink({ children, ...props }: LinkProps) {
      seen.push(props.href);
      return (
        <a {...props} data-router="">
          {children}
        </a>
      );
    }
    renderWithTheme(
      <LinkProvider component={RouterLink}>
        <AdCard ad={makeAd({ id: 4242 })} />
      </LinkProvider>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('data-router');
    expect(seen).toEqual(['/view/4242/']);
  });

  test('50 mounted cards share one timer and all tick together', () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const clock = createClock();
    renderWithTheme(
      <ClockProvider clock={clock}>
        {Array.from({ length: 50 }, (_, i) => (
          <AdCard key={i} ad={makeAd({ id: i })} />
        ))}
      </ClockProvider>,
    );
    expect(setIntervalSpy).toHaveBeenCalledTimes(1);
    expect(clock.subscriberCount).toBe(50);
    expect(screen.getAllByText('POSTED 5 seconds ago')).toHaveLength(50);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getAllByText('POSTED 6 seconds ago')).toHaveLength(50);
    expect(setIntervalSpy).toHaveBeenCalledTimes(1);
  });

  test('cards a day or more old do not subscribe to the clock', () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const clock = createClock();
    const old = new Date(2026, 10, 2, 9, 0, 0).toISOString();
    renderWithTheme(
      <ClockProvider clock={clock}>
        {Array.from({ length: 50 }, (_, i) => (
          <AdCard key={i} ad={makeAd({ id: i, created_on: old })} />
        ))}
      </ClockProvider>,
    );
    expect(clock.subscriberCount).toBe(0);
    expect(setIntervalSpy).not.toHaveBeenCalled();
    expect(screen.getAllByText('2 Nov')).toHaveLength(50);
  });
});
