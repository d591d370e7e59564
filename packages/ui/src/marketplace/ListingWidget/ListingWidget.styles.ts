import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { Link } from '../link';
import { media } from '../../theme/media';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--haat-space-4);
  width: 100%;
`;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--haat-space-3);
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: var(--haat-font-size-xl);
  font-weight: var(--haat-font-weight-bold);
  line-height: var(--haat-line-height-tight);
`;

/** The results count is the search list's heading (an h2 under the page's h1). */
export const Count = styled.p`
  margin: 0;
  font-size: var(--haat-font-size-lg);
  font-weight: var(--haat-font-weight-semibold);
`;

export const ViewAll = styled(Link)`
  font-size: var(--haat-font-size-sm);
  font-weight: var(--haat-font-weight-bold);
  letter-spacing: 0.04em;
  color: var(--haat-color-text-link);
  text-decoration: none;
  border-radius: var(--haat-radius-sm);
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    ${focusRing};
  }
`;

export const SortLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: var(--haat-space-2);
  font-size: var(--haat-font-size-sm);
  color: var(--haat-color-text-muted);
`;

export const SortSelect = styled.select`
  min-height: 40px;
  padding-block: 0;
  padding-inline: var(--haat-space-3) var(--haat-space-8);
  font: inherit;
  font-size: var(--haat-font-size-md);
  color: var(--haat-color-text-default);
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-default);
  border-radius: var(--haat-radius-md);
  &:focus-visible {
    ${focusRing};
  }
`;

/** 1 column on phones (under 400 px), 2 on large phones, 3 from tab (768), 4 from maxTab (1025). */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--haat-space-3);
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.tab} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: var(--haat-space-4);
  }
  ${media.maxTab} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const PlaceholderCard = styled.div`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-subtle);
  border-radius: var(--haat-radius-md);

  & > :first-child {
    aspect-ratio: 4 / 3;
    height: auto;
    border-radius: 0;
  }

  /* Same shape as a one-column AdCard on small phones. */
  ${media.xs} {
    flex-direction: row;
    & > :first-child {
      flex: none;
      width: 40%;
      min-height: 128px;
      aspect-ratio: auto;
    }
    & > :last-child {
      flex: 1;
    }
  }
`;

export const PlaceholderBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--haat-space-2);
  padding: var(--haat-space-3);
`;

export const More = styled.div`
  display: flex;
  justify-content: center;
  padding-block-start: var(--haat-space-2);
`;

export const ErrorBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--haat-space-3);
  padding: var(--haat-space-8) var(--haat-space-4);
  text-align: center;
  color: var(--haat-color-text-danger);
  background: var(--haat-color-bg-danger);
  border-radius: var(--haat-radius-md);
  p {
    margin: 0;
  }
`;

/** A row across the whole grid between cards (an ad slot after the 6th card). */
export const Inset = styled.li`
  grid-column: 1 / -1;
`;
