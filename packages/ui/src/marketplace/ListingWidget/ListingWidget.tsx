import { fillTemplate } from '../../locale/text';
import { Fragment, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../inputs/Button';
import { AdCard, type Ad } from '../AdCard';
import type { Clock } from '../clock/clock';
import { EmptyState } from '../EmptyState';
import { useSaveData } from '../saveData';
import { Skeleton } from '../Skeleton';
import { defaultSort, marketplaceLimits, marketplaceStrings, sortOptions, type SortKey } from '../strings';
import {
  Count,
  ErrorBox,
  Grid,
  Inset,
  Head,
  Heading,
  More,
  PlaceholderBody,
  PlaceholderCard,
  Section,
  SortLabel,
  SortSelect,
  ViewAll,
} from './ListingWidget.styles';

export interface ListingWidgetProps {
  /** `home`: heading and VIEW ALL; `search`: results count and sort control. */
  variant: 'home' | 'search';
  /** Heading of the home variant. @default 'Fresh Postings' */
  title?: string;
  /** The ads loaded so far, one `AdCard` each, in order. */
  ads: readonly Ad[];
  /** Total number of results (search variant). */
  count?: number;
  /** First page loading: shows exactly 8 placeholder cards. */
  loading?: boolean;
  /** The result has a next page: shows Load More. */
  hasMore?: boolean;
  /** Appends the next page. While its promise is pending the button is busy and ignores clicks. */
  onLoadMore?: () => void | Promise<unknown>;
  /** The caller's own "next page is loading" flag, in addition to the promise above. */
  loadingMore?: boolean;
  /** Called by the empty state's Browse All Categories button. */
  onResetFilters?: () => void;
  /**
   * What shows when there are no ads, instead of the spec's search empty state: for lists that
   * are empty for another reason than a search (a place with no ads yet, one's own empty store).
   */
  empty?: ReactNode;
  /** The chosen sort order (search variant): `-created_on`, `price` or `-price`. @default '-created_on' */
  sort?: SortKey;
  /** Called with the sort order picked in the sort control. */
  onSortChange?: (sort: SortKey) => void;
  /** A failure message instead of results, with a retry button when `onRetry` is given. */
  error?: string;
  /** Called by the error's retry button; without it there is no button. */
  onRetry?: () => void;
  /** Target of VIEW ALL. @default '/search/' */
  viewAllHref?: string;
  /** Text of the results count. @default `N ads` with Indian digit grouping */
  formatCount?: (count: number) => string;
  /** Overrides the clock of every card. */
  clock?: Clock;
  /**
   * This list leads the page (a results page): its first two thumbnails, a phone's first row, are
   * fetched before other images. @default false
   */
  priority?: boolean;
  /**
   * Something placed across the whole row after the `after`-th card (an ad slot after the 6th), shown
   * once that many cards are there. Its space is the caller's to reserve.
   */
  inset?: { after: number; node: ReactNode };
  /** The ids of the person's saved ads: their cards' hearts are filled. */
  savedIds?: ReadonlySet<Ad['id']>;
  /** Shows a heart on every card: called with the ad whose heart was pressed. */
  onToggleSaved?: (ad: Ad) => void;
}

const defaultFormatCount = (count: number) => fillTemplate(marketplaceStrings.adCount, { count });

function Placeholder() {
  return (
    <PlaceholderCard data-placeholder="" aria-hidden="true">
      <Skeleton />
      <PlaceholderBody>
        <Skeleton width="45%" height={20} />
        <Skeleton height={14} />
        <Skeleton width="70%" height={14} />
      </PlaceholderBody>
    </PlaceholderCard>
  );
}

/** The list of ads on the home page (Fresh Postings) and the search page (count, sort, Load More). */
export function ListingWidget({
  variant,
  title = marketplaceStrings.freshPostings,
  ads,
  count,
  loading = false,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
  onResetFilters,
  empty,
  sort = defaultSort,
  onSortChange,
  error,
  onRetry,
  viewAllHref = '/search/',
  formatCount = defaultFormatCount,
  clock,
  priority = false,
  inset,
  savedIds,
  onToggleSaved,
}: ListingWidgetProps) {
  const headingId = useId();
  // Saving data: every thumbnail waits until it is scrolled near (loading="lazy").
  const saveData = useSaveData();
  const sortId = useId();
  const [pending, setPending] = useState(false);
  // A ref, not state: a second click in the same frame must see the first one at once.
  const inFlight = useRef(false);
  const busy = pending || loadingMore;

  const loadMore = async () => {
    if (inFlight.current || loadingMore || !onLoadMore) return;
    inFlight.current = true;
    setPending(true);
    try {
      await onLoadMore();
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  const showEmpty = !loading && !error && ads.length === 0;

  return (
    <Section
      aria-labelledby={variant === 'home' ? headingId : undefined}
      aria-label={variant === 'search' ? marketplaceStrings.results : undefined}
    >
      <Head>
        {variant === 'home' ? (
          <>
            <Heading id={headingId}>{title}</Heading>
            <ViewAll href={viewAllHref}>{marketplaceStrings.viewAll}</ViewAll>
          </>
        ) : (
          <>
            <Count as="h2" aria-live="polite">
              {loading ? marketplaceStrings.searching : formatCount(count ?? ads.length)}
            </Count>
            <SortLabel htmlFor={sortId}>
              {marketplaceStrings.sortBy}
              <SortSelect id={sortId} value={sort} onChange={(event) => onSortChange?.(event.target.value as SortKey)}>
                {sortOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </SortSelect>
            </SortLabel>
          </>
        )}
      </Head>

      {error ? (
        <ErrorBox role="alert">
          <p>{error}</p>
          {onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {marketplaceStrings.tryAgain}
            </Button>
          ) : null}
        </ErrorBox>
      ) : showEmpty && empty ? (
        empty
      ) : showEmpty ? (
        <EmptyState
          headingLevel={3}
          title={marketplaceStrings.emptyTitle}
          description={marketplaceStrings.emptyHint}
          action={
            <Button variant="secondary" onClick={onResetFilters}>
              {marketplaceStrings.browseAllCategories}
            </Button>
          }
        />
      ) : (
        <Grid aria-busy={loading || busy || undefined}>
          {loading
            ? Array.from({ length: marketplaceLimits.loadingPlaceholders }, (_, i) => (
                <li key={i}>
                  <Placeholder />
                </li>
              ))
            : ads.map((ad, index) => (
                <Fragment key={ad.id}>
                  <li>
                    <AdCard
                      ad={ad}
                      clock={clock}
                      eager={index < 4 && !saveData}
                      priority={priority && index < 2 && !saveData}
                      saved={savedIds?.has(ad.id) ?? false}
                      onToggleSaved={onToggleSaved}
                    />
                  </li>
                  {inset && index + 1 === inset.after ? <Inset>{inset.node}</Inset> : null}
                </Fragment>
              ))}
        </Grid>
      )}

      {hasMore && !loading && !error && ads.length > 0 ? (
        <More>
          <Button variant="secondary" size="lg" loading={busy} onClick={loadMore}>
            {marketplaceStrings.loadMore}
          </Button>
        </More>
      ) : null}
    </Section>
  );
}
