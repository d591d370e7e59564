import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { BannerCarousel } from './BannerCarousel';
import { sampleBanners } from './sampleBanners';

const visibleSlide = () => screen.getAllByRole('group', { hidden: true }).find((slide) => !slide.hidden);

describe('BannerCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('rotates every 20 s by default', () => {
    renderWithTheme(<BannerCarousel banners={sampleBanners} reducedMotion={false} />);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    act(() => vi.advanceTimersByTime(19_999));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    act(() => vi.advanceTimersByTime(1));
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    act(() => vi.advanceTimersByTime(20_000));
    act(() => vi.advanceTimersByTime(20_000));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
  });

  test('pauses while hovered and while focus is inside', () => {
    renderWithTheme(<BannerCarousel banners={sampleBanners} reducedMotion={false} intervalMs={1000} />);
    const carousel = screen.getByRole('region', { name: 'Offers' });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.mouseLeave(carousel);
    act(() => screen.getByRole('button', { name: 'Next banner' }).focus());
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    act(() => screen.getByRole('button', { name: 'Next banner' }).blur());
    act(() => vi.advanceTimersByTime(1000));
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
  });

  test("a customer's banner: a 600 px image for phones, and its outside link marked sponsored", () => {
    renderWithTheme(
      <BannerCarousel
        banners={[
          {
            image: 'https://img.test/b.1200.webp',
            imageSmall: 'https://img.test/b.600.webp',
            link: 'https://shop.example.in/sale',
            alt: 'Diwali sale',
          },
          { image: '/house.svg', link: '/pricing/', alt: 'Make it featured' },
        ]}
        reducedMotion
      />,
    );
    const paid = screen.getByRole('img', { name: 'Diwali sale' });
    expect(paid).toHaveAttribute('srcset', 'https://img.test/b.600.webp 600w, https://img.test/b.1200.webp 1200w');
    expect(paid.closest('a')).toHaveAttribute('rel', 'sponsored noopener');
    const house = screen.getByRole('img', { name: 'Make it featured', hidden: true });
    expect(house).not.toHaveAttribute('srcset');
    expect(house.closest('a')).not.toHaveAttribute('rel');
  });

  test('never rotates by itself under reduced motion', () => {
    renderWithTheme(<BannerCarousel banners={sampleBanners} reducedMotion intervalMs={1000} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    expect(screen.queryByRole('button', { name: 'Pause banners' })).toBeNull();
  });

  test('the pause button stops rotation', () => {
    renderWithTheme(<BannerCarousel banners={sampleBanners} reducedMotion={false} intervalMs={1000} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause banners' }));
    act(() => screen.getByRole('button', { name: 'Play banners' }).blur());
    act(() => vi.advanceTimersByTime(10_000));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
  });

  test('arrows wrap around and dots jump; each slide is a link', () => {
    renderWithTheme(<BannerCarousel banners={sampleBanners} autoPlay={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 2' }));
    expect(screen.getByRole('button', { name: 'Show banner 2' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: sampleBanners[1]!.alt })).toHaveAttribute('href', '/pricing/');
  });
});
