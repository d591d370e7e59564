import { formatNumber } from '@haat/ui';
import { Button, Heading, ListingWidget, media, type SortKey } from '@haat/ui';
import { AdPlacement } from '../../features/ads/AdPlacement';
import { useSavedAds } from '../../features/favourites/useSavedAds';
import { lazy, Suspense, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useLocation, useParams } from 'wouter';
import { cardAd } from '../../features/ads/cardAd';
import { SearchBox } from '../../features/search/SearchBox';
import {
  activeFilterCount,
  onlyCategoryAsked,
  searchBody,
  searchHref,
  searchQuery,
  type SearchState,
} from '../../features/search/searchState';
import { PlaceEmpty, placeName } from '../../features/search/PlaceEmpty';
import { useListing } from '../../features/search/useListing';
import { usePageMeta } from '../../seo/usePageMeta';
import { useAppState } from '../../state/AppState';
import { searchListingQuery, searchStateFor, type SearchPreset } from './searchData';
import { fill } from '../shared/fill';
import { Filters } from './Filters';
import { filtersText } from './filtersText';
import { searchPageText as t } from './searchPageText';
import { useAddressSearch } from '../../features/addressSearch';

// The sheet (Radix Dialog) loads when a phone first opens it, keeping it off the page's first load.
const FilterSheet = lazy(() => import('./FilterSheet').then((m) => ({ default: m.FilterSheet })));
// A secondary action: its own small chunk, so the results come first
const SaveSearchButton = lazy(() =>
  import('../../features/reach/SaveSearchButton').then((m) => ({ default: m.SaveSearchButton })),
);

const Layout = styled.div`
  display: grid;
  gap: var(--haat-space-6);
  ${media.tab} {
    grid-template-columns: 260px minmax(0, 1fr);
    align-items: start;
  }
`;
/** Beside the results from tablet width up; on phones the filters wait in a sheet. */
const SideFilters = styled.div`
  ${media.mobile} {
    display: none;
  }
`;
const PhoneFilters = styled.div`
  margin-block-start: var(--haat-space-3);
  ${media.tab} {
    display: none;
  }
`;
const Title = styled(Heading).attrs({ level: 1, size: 'xl' })`
  margin-block-end: var(--haat-space-3);
`;

/** Search results: the URL is the state, so back/forward and shared links restore the same search. */
const formatCappedCount = (count: number) => fill(t.cappedCount, { count: formatNumber(count) });

export default function SearchPage({ preset }: { preset?: SearchPreset }) {
  const { id } = useParams<{ id?: string }>();
  const query = useAddressSearch();
  const [path, navigate] = useLocation();
  const app = useAppState();

  // `/search/{id}/` takes a category or a sub-category key; a preset comes from the catch-all.
  const state = useMemo<SearchState>(
    () => searchStateFor(id, query, preset, app.catMappings),
    [query, id, preset, app.catMappings],
  );

  const location = preset?.place ?? app.location;
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetWanted, setSheetWanted] = useState(false);
  const filterCount = activeFilterCount(state);
  const saved = useSavedAds();
  const results = searchListingQuery(state, location);
  const listing = useListing(results);

  const mapping = state.category ? app.catMappings[state.sub_category ?? state.category] : undefined;
  const what =
    mapping?.subCategory?.title ??
    mapping?.category.title ??
    (state.category ? state.category.replace(/\+/g, ' & ') : t.allAds);
  const where = placeName(location);
  // Nothing asked but a place (and perhaps a category): an empty list means the place has no such
  // ads, not that nothing matched.
  const placeEmpty = location && where && onlyCategoryAsked(state);
  const words = { search: state.search ?? '', what, place: where ?? '' };
  const heading = state.search
    ? fill(where ? t.resultsIn : t.results, words)
    : fill(where ? t.listingIn : t.listingInIndia, words);
  usePageMeta({
    title: heading,
    description: fill(where ? t.description : t.descriptionIndia, words),
    canonical: state.category ? `/search/${state.sub_category ?? state.category}/` : '/search/',
  });

  // A catch-all page (/{place}/, /{category}/) keeps its own address while its category stays; only
  // the query changes. A place's path does not name the category, so its query keeps it.
  const go = (next: SearchState) => {
    const keepPath = preset && next.category === state.category && next.sub_category === state.sub_category;
    navigate(keepPath ? path + searchQuery(next, { withCategory: !preset.category }) : searchHref(next));
  };

  return (
    <Layout>
      <SideFilters>
        <Filters state={state} onChange={go} />
      </SideFilters>
      <section aria-labelledby="search-title">
        <Title id="search-title">{heading}</Title>
        <SearchBox
          value={state.search ?? ''}
          onSearch={(text, category) =>
            go({
              ...state,
              search: text || undefined,
              ...(category && !state.category ? { category, sub_category: undefined, data: {} } : {}),
            })
          }
        />
        <Suspense fallback={null}>
          <SaveSearchButton search={{ filter: searchBody(state, location), sort: state.sort }} />
        </Suspense>
        <PhoneFilters>
          <Button
            variant="secondary"
            aria-haspopup="dialog"
            aria-expanded={sheetOpen}
            onClick={() => {
              setSheetWanted(true);
              setSheetOpen(true);
            }}
          >
            {filterCount > 0 ? fill(filtersText.openCount, { count: filterCount }) : filtersText.open}
          </Button>
          {sheetWanted ? (
            <Suspense fallback={null}>
              <FilterSheet open={sheetOpen} onOpenChange={setSheetOpen} state={state} onChange={go} />
            </Suspense>
          ) : null}
        </PhoneFilters>
        <ListingWidget
          variant="search"
          priority
          inset={{ after: 6, node: <AdPlacement placement="search" /> }}
          savedIds={saved.savedIds}
          onToggleSaved={saved.toggle}
          ads={listing.ads.map(cardAd)}
          count={listing.count}
          formatCount={listing.countCapped ? formatCappedCount : undefined}
          loading={listing.loading}
          hasMore={listing.hasMore}
          loadingMore={listing.loadingMore}
          onLoadMore={listing.loadMore}
          sort={state.sort as SortKey}
          onSortChange={(sort) => go({ ...state, sort })}
          onResetFilters={() => navigate('/search/')}
          empty={
            placeEmpty ? (
              <PlaceEmpty
                place={{ ...location, ...preset?.near }}
                category={
                  state.category
                    ? { category: state.category, sub_category: state.sub_category, title: what }
                    : undefined
                }
              />
            ) : undefined
          }
          error={listing.error ? t.loadError : undefined}
        />
      </section>
    </Layout>
  );
}
