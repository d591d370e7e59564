import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleAds } from '../marketplace/AdCard/sampleAds';
import type { Ad } from '../marketplace/AdCard';
import { AdSlot } from '../marketplace/AdSlot';
import { ListingWidget } from '../marketplace/ListingWidget';
import { Link } from '../marketplace/link';
import { marketplaceStrings, type SortKey } from '../marketplace/strings';
import { focusRing } from '../theme/mixins';
import { PageFrame } from './PageFrame';
import { media } from '../theme/media';

const Title = styled.h1`
  margin: 0;
  font-size: var(--haat-font-size-xxl);
  line-height: var(--haat-line-height-tight);
`;

const SubCategories = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--haat-space-2);
  margin: var(--haat-space-3) 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    padding: 0 var(--haat-space-3);
    font-size: var(--haat-font-size-sm);
    color: var(--haat-color-text-default);
    text-decoration: none;
    background: var(--haat-color-bg-surface);
    border: 1px solid var(--haat-color-border-default);
    border-radius: var(--haat-radius-pill);
  }
  a[aria-current='page'] {
    color: var(--haat-color-text-inverse);
    background: var(--haat-color-bg-brand);
    border-color: var(--haat-color-bg-brand);
  }
  a:focus-visible {
    ${focusRing};
  }
`;

const Layout = styled.div`
  display: grid;
  gap: var(--haat-space-6);
  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) 300px;
  }
`;

const Aside = styled.aside`
  display: none;
  ${media.desktop} {
    display: block;
  }
`;

type State = 'results' | 'loading' | 'empty' | 'error';

interface SearchPageProps {
  state?: State;
  onResetFilters?: () => void;
}

const vehicles = sampleAds.filter((ad) => ad.category === 'Cars+Bikes');
const pool: Ad[] = [...vehicles, ...sampleAds.filter((ad) => ad.category !== 'Cars+Bikes')];

/** The search route for a category: title, sub-categories, results with sort and Load More. */
function SearchPage({ state = 'results', onResetFilters }: SearchPageProps) {
  const [pages, setPages] = useState(1);
  const [sort, setSort] = useState<SortKey>('-created_on');
  const sorted = [...pool].sort((a, b) =>
    sort === 'price' ? a.price - b.price : sort === '-price' ? b.price - a.price : 0,
  );
  const ads = state === 'results' ? sorted.slice(0, pages * 4) : [];
  return (
    <PageFrame locationName="Bengaluru" activeCategory="Cars+Bikes" activeTab="search" searchValue="">
      <div>
        <Title>Cars &amp; Bikes in Bengaluru</Title>
        <nav aria-label="Sub-categories">
          <SubCategories>
            {['All', 'Cars', 'Bikes', 'Scooters', 'Trucks', 'Bicycles'].map((name) => (
              <li key={name}>
                <Link
                  href={name === 'All' ? '/search/Cars+Bikes/' : `/search/Cars+Bikes/?sub_category=${name}`}
                  aria-current={name === 'All' ? 'page' : undefined}
                >
                  {name}
                </Link>
              </li>
            ))}
          </SubCategories>
        </nav>
      </div>
      <Layout>
        <ListingWidget
          variant="search"
          ads={ads}
          count={state === 'results' ? 1342 : 0}
          loading={state === 'loading'}
          error={state === 'error' ? 'Could not load ads. Check your connection and try again.' : undefined}
          onRetry={() => {}}
          hasMore={state === 'results' && ads.length < pool.length}
          onLoadMore={() => Promise.resolve().then(() => setPages((p) => p + 1))}
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            setPages(1);
          }}
          onResetFilters={onResetFilters}
        />
        <Aside aria-label="Sponsored">
          <AdSlot size="mediumRectangle" name="search-side" />
        </Aside>
      </Layout>
    </PageFrame>
  );
}

const meta = {
  title: 'Pages/Search',
  component: SearchPage,
  args: { onResetFilters: fn() },
  parameters: { layout: 'fullscreen', screenshot: { target: 'body', widths: [360, 1280], height: 1000 } },
} satisfies Meta<typeof SearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvasElement, step }) => {
    const page = within(canvasElement);
    await step('results count and the first page of 4', async () => {
      await expect(page.getByText('1,342 ads')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Results' }).querySelectorAll('li')).toHaveLength(4);
    });
    await step('Load More appends the next page', async () => {
      await userEvent.click(page.getByRole('button', { name: marketplaceStrings.loadMore }));
      await waitFor(() => expect(page.getByRole('region', { name: 'Results' }).querySelectorAll('li')).toHaveLength(8));
    });
  },
};

export const SortedByPrice: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.selectOptions(page.getByRole('combobox', { name: marketplaceStrings.sortBy }), '-price');
    const first = within(page.getByRole('region', { name: 'Results' })).getAllByRole('link')[0]!;
    await expect(first).toHaveAccessibleName(/^₹45,00,000/);
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-placeholder]')).toHaveLength(8);
  },
};

export const NoResults: Story = {
  args: { state: 'empty' },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: marketplaceStrings.emptyTitle })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: marketplaceStrings.browseAllCategories }));
    await expect(args.onResetFilters).toHaveBeenCalled();
  },
};

export const LoadError: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};
