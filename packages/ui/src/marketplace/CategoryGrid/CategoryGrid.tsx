import { useId } from 'react';
import styled from 'styled-components';
import { media } from '../../theme/media';
import { focusRing } from '../../theme/mixins';
import type { CategoryBarItem } from '../CategoryBar';
import { Link } from '../link';
import { categories as defaultCategories } from '../strings';
import { categoryGridText, type CategoryGridText } from './categoryGridText';

export interface CategoryGridProps {
  /** The categories in order, `{ key, title }`. @default the 12 categories of the spec */
  categories?: readonly CategoryBarItem[];
  /** Where a category's link goes. @default key => `/search/{key}/` */
  hrefFor?: (key: string) => string;
  /** The grid's own words (its heading); a translated catalogue replaces them. @default categoryGridText */
  text?: Partial<CategoryGridText>;
}

const Nav = styled.nav`
  display: grid;
  gap: var(--haat-space-2);
`;

const Title = styled.h2`
  margin: 0;
  font-size: var(--haat-font-size-md);
  line-height: var(--haat-line-height-tight);
`;

/* Three columns from a 320 px phone up (12 categories, four rows), more as the screen widens. */
const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  ${media.tab} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${media.maxTab} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
  gap: var(--haat-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  height: 100%;
  min-height: 48px;
  padding: var(--haat-space-1) var(--haat-space-2);
  font-size: var(--haat-font-size-sm);
  font-weight: var(--haat-font-weight-semibold);
  line-height: var(--haat-line-height-tight);
  text-align: center;
  overflow-wrap: anywhere;
  color: var(--haat-color-text-default);
  text-decoration: none;
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-subtle);
  border-radius: var(--haat-radius-md);
  &:hover {
    background: var(--haat-color-bg-brand-subtle);
    border-color: var(--haat-color-border-brand);
  }
  &:focus-visible {
    ${focusRing};
  }
`;

const defaultHref = (key: string) => `/search/${key}/`;

/**
 * Every category as a tile, each to `/search/{category}/`: the phone's way into the categories,
 * where the desktop `CategoryBar` is hidden.
 */
export function CategoryGrid({
  categories = defaultCategories,
  hrefFor = defaultHref,
  text: overrides,
}: CategoryGridProps) {
  const text = { ...categoryGridText, ...overrides };
  const titleId = useId();
  return (
    <Nav aria-labelledby={titleId}>
      <Title id={titleId}>{text.title}</Title>
      <List>
        {categories.map((category) => (
          <li key={category.key}>
            <Tile href={hrefFor(category.key)}>{category.title}</Tile>
          </li>
        ))}
      </List>
    </Nav>
  );
}
