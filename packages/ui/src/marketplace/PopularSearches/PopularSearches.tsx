import { useId } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { Link } from '../link';
import { marketplaceStrings } from '../strings';

/** A search word (spec section 3): what to show, what to search, and optionally where. */
export interface SearchWord {
  label: string;
  search: string;
  category?: string | null;
}

export interface PopularSearchesProps {
  /** The search words to show, in order (the API's SEARCH_WORD list). */
  items: readonly SearchWord[];
  /** The block's heading. @default 'Popular Searches' */
  title?: string;
  /** Where a word's link goes. @default `/search/{category}/?search=…` or `/search/?search=…` */
  hrefFor?: (item: SearchWord) => string;
}

const Section = styled.section`
  h2 {
    margin: 0 0 var(--haat-space-3);
    font-size: var(--haat-font-size-lg);
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--haat-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 var(--haat-space-3);
  font-size: var(--haat-font-size-sm);
  color: var(--haat-color-text-default);
  text-decoration: none;
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-default);
  border-radius: var(--haat-radius-pill);
  &:hover {
    border-color: var(--haat-color-border-brand);
  }
  &:focus-visible {
    ${focusRing};
  }
`;

export function searchWordHref(item: SearchWord) {
  const query = `?search=${encodeURIComponent(item.search)}`;
  return item.category ? `/search/${item.category}/${query}` : `/search/${query}`;
}

/** Popular search keywords as links into the search page. */
export function PopularSearches({
  items,
  title = marketplaceStrings.popularSearches,
  hrefFor = searchWordHref,
}: PopularSearchesProps) {
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <Chips>
        {items.map((item) => (
          <li key={`${item.category ?? ''}:${item.search}`}>
            <Chip href={hrefFor(item)} translate="no">
              {item.label}
            </Chip>
          </li>
        ))}
      </Chips>
    </Section>
  );
}
