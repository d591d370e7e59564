import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { sampleAds } from '../AdCard/sampleAds';
import { createFixedClock } from '../clock/clock';
import { marketplaceStrings } from '../strings';
import { ListingWidget } from './ListingWidget';

const clock = createFixedClock(new Date('2026-11-21T12:00:00+05:30'));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ListingWidget', () => {
  test('home: heading and VIEW ALL link to /search/', () => {
    renderWithTheme(<ListingWidget variant="home" ads={sampleAds} clock={clock} />);
    expect(screen.getByRole('heading', { level: 2, name: marketplaceStrings.freshPostings })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: marketplaceStrings.viewAll })).toHaveAttribute('href', '/search/');
    expect(screen.getAllByRole('listitem')).toHaveLength(sampleAds.length);
  });

  test('loading shows exactly 8 placeholders and no count', () => {
    const { container } = renderWithTheme(<ListingWidget variant="search" ads={[]} loading clock={clock} />);
    expect(container.querySelectorAll('[data-placeholder]')).toHaveLength(8);
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(marketplaceStrings.emptyTitle)).toBeNull();
    expect(screen.queryByRole('button', { name: marketplaceStrings.loadMore })).toBeNull();
  });

  test('search: count and sort control with the three options', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderWithTheme(
      <ListingWidget variant="search" ads={sampleAds} count={1234} onSortChange={onSortChange} clock={clock} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: '1,234 ads' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: marketplaceStrings.sortBy });
    expect(select).toHaveValue('-created_on');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Most Recent',
      'Price Low to High',
      'Price High to Low',
    ]);
    await user.selectOptions(select, 'Price High to Low');
    expect(onSortChange).toHaveBeenCalledWith('-price');
  });

  test('Load More is busy while its promise is pending and never double-fires', async () => {
    const user = userEvent.setup();
    const page = deferred();
    const onLoadMore = vi.fn(() => page.promise);
    renderWithTheme(<ListingWidget variant="search" ads={sampleAds} hasMore onLoadMore={onLoadMore} clock={clock} />);
    const button = screen.getByRole('button', { name: marketplaceStrings.loadMore });
    await user.dblClick(button);
    await user.click(button);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');
    page.resolve();
    await vi.waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await user.click(button);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  test('no Load More without a next page', () => {
    renderWithTheme(<ListingWidget variant="search" ads={sampleAds} hasMore={false} clock={clock} />);
    expect(screen.queryByRole('button', { name: marketplaceStrings.loadMore })).toBeNull();
  });

  test('empty result: the spec text and Browse All Categories resets the filters', async () => {
    const user = userEvent.setup();
    const onResetFilters = vi.fn();
    renderWithTheme(<ListingWidget variant="search" ads={[]} count={0} onResetFilters={onResetFilters} />);
    expect(screen.getByRole('heading', { name: marketplaceStrings.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(marketplaceStrings.emptyHint)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: marketplaceStrings.browseAllCategories }));
    expect(onResetFilters).toHaveBeenCalledTimes(1);
  });

  test('error: an alert with a retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderWithTheme(<ListingWidget variant="home" ads={[]} error="Could not load ads." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load ads.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
