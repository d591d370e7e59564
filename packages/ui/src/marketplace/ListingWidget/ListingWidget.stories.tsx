import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../inputs/Button';
import { SAMPLE_NOW, sampleAds } from '../AdCard/sampleAds';
import { ClockProvider } from '../clock/ClockProvider';
import { createFixedClock } from '../clock/clock';
import { EmptyState } from '../EmptyState';
import { marketplaceStrings, type SortKey } from '../strings';
import { ListingWidget } from './ListingWidget';

const clock = createFixedClock(SAMPLE_NOW);

const meta = {
  title: 'Marketplace/ListingWidget',
  component: ListingWidget,
  // Four ads keep the 360 px baseline within one screen; HomeTwoRows shows a full desktop grid.
  args: { variant: 'home', ads: sampleAds.slice(0, 4), onResetFilters: fn(), onSortChange: fn(), onLoadMore: fn() },
  parameters: { screenshot: { widths: [360, 1280] } },
  decorators: [
    (Story) => (
      <ClockProvider clock={clock}>
        <div style={{ padding: 12 }}>{Story()}</div>
      </ClockProvider>
    ),
  ],
} satisfies Meta<typeof ListingWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HomeFreshPostings: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: marketplaceStrings.freshPostings })).toBeVisible();
    await expect(canvas.getByRole('link', { name: marketplaceStrings.viewAll })).toHaveAttribute('href', '/search/');
  },
};

export const HomeTwoRows: Story = {
  args: { ads: sampleAds.slice(0, 8) },
  parameters: { screenshot: { widths: [768, 1280] } },
};

export const SearchResults: Story = {
  args: { variant: 'search', ads: sampleAds.slice(4, 8), count: 1342, hasMore: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('1,342 ads')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: marketplaceStrings.sortBy }), 'price');
    await expect(args.onSortChange).toHaveBeenCalledWith('price');
  },
};

export const Loading: Story = {
  args: { variant: 'search', ads: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-placeholder]')).toHaveLength(8);
  },
};

export const Empty: Story = {
  args: { variant: 'search', ads: [], count: 0 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: marketplaceStrings.emptyTitle })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: marketplaceStrings.browseAllCategories }));
    await expect(args.onResetFilters).toHaveBeenCalledTimes(1);
  },
};

/** A list empty for another reason than a search (one's own store): the caller's empty state. */
export const EmptyOwnState: Story = {
  args: {
    variant: 'search',
    ads: [],
    count: 0,
    empty: (
      <EmptyState
        headingLevel={3}
        title="Your store has no ads yet"
        action={
          <Button as="a" href="/post-free-ad/">
            Post an ad
          </Button>
        }
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your store has no ads yet' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: marketplaceStrings.emptyTitle })).toBeNull();
  },
};

export const LoadError: Story = {
  args: { variant: 'home', ads: [], error: 'Could not load the latest ads. Check your connection.', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LoadingMore: Story = {
  args: { variant: 'search', ads: sampleAds.slice(0, 4), count: 42, hasMore: true, loadingMore: true },
  parameters: { screenshot: { widths: [1280] } },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: marketplaceStrings.loadMore });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** A search page in miniature: Load More appends the next page, sorting reorders. */
function SearchDemo() {
  const [pages, setPages] = useState(1);
  const [sort, setSort] = useState<SortKey>('-created_on');
  const sorted = [...sampleAds].sort((a, b) =>
    sort === 'price' ? a.price - b.price : sort === '-price' ? b.price - a.price : 0,
  );
  const ads = sorted.slice(0, pages * 4);
  return (
    <ListingWidget
      variant="search"
      ads={ads}
      count={sampleAds.length}
      hasMore={ads.length < sampleAds.length}
      onLoadMore={() => Promise.resolve().then(() => setPages((p) => p + 1))}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPages(1);
      }}
      onResetFilters={() => {}}
    />
  );
}

export const LoadMoreAndSort: Story = {
  render: () => <SearchDemo />,
  parameters: { screenshot: { widths: [1280] } },
  play: async ({ canvas, step }) => {
    await step('Load More appends the next page', async () => {
      await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
      await userEvent.click(canvas.getByRole('button', { name: marketplaceStrings.loadMore }));
      await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(8));
    });
    await step('Price Low to High puts the cheapest first', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: marketplaceStrings.sortBy }), 'price');
      const first = canvas.getAllByRole('link')[0]!;
      await expect(first).toHaveAccessibleName(/^₹900 NCERT/);
    });
  },
};
