import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { Link } from '../link';
import { categories as defaultCategories } from '../strings';
import { media } from '../../theme/media';
import { marketplaceStrings } from '../strings';

export interface CategoryBarItem {
  key: string;
  title: string;
}

export interface CategoryBarProps {
  /** The categories in order, `{ key, title }`. @default the 12 categories of the spec */
  categories?: readonly CategoryBarItem[];
  /** Key of the category being browsed (marked `aria-current="page"`). */
  active?: string;
  /** Where a category's link goes. @default key => `/search/{key}/` */
  hrefFor?: (key: string) => string;
}

const Nav = styled.nav`
  display: none;
  background: var(--haat-color-bg-surface);
  border-block-end: 1px solid var(--haat-color-border-subtle);
  ${media.tab} {
    display: block;
  }
`;

/* Wraps rather than scrolls: a hidden scrollbar left the last categories out of reach on desktop. */
const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 var(--haat-space-1);
  max-width: var(--haat-size-max-content);
  margin: 0 auto;
  padding: var(--haat-space-1) var(--haat-space-6);
  list-style: none;
`;

const Item = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  /* Narrow enough that the 12 categories of the spec fit one row at 1280 px. */
  padding: 0 var(--haat-space-2);
  font-size: var(--haat-font-size-sm);
  color: var(--haat-color-text-default);
  text-decoration: none;
  white-space: nowrap;
  border-radius: var(--haat-radius-pill);
  &:hover {
    background: var(--haat-color-bg-subtle);
  }
  &[aria-current='page'] {
    font-weight: var(--haat-font-weight-semibold);
    color: var(--haat-color-text-link);
    background: var(--haat-color-bg-brand-subtle);
  }
  &:focus-visible {
    ${focusRing};
  }
`;

const defaultHref = (key: string) => `/search/${key}/`;

/**
 * The desktop row of category links, each to `/search/{category}/`, wrapping onto a second row when
 * they do not fit, so every category stays in reach. Hidden on phones.
 */
export function CategoryBar({ categories = defaultCategories, active, hrefFor = defaultHref }: CategoryBarProps) {
  return (
    <Nav aria-label={marketplaceStrings.categoriesLabel}>
      <List>
        {categories.map((category) => (
          <li key={category.key}>
            <Item href={hrefFor(category.key)} aria-current={category.key === active ? 'page' : undefined}>
              {category.title}
            </Item>
          </li>
        ))}
      </List>
    </Nav>
  );
}
