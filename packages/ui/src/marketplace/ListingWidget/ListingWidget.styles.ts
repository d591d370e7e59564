import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { Link } from '../link';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
`;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

/** The results count is the search list's heading (an h2 under the page's h1). */
export const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const ViewAll = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.text.link};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
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
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const SortSelect = styled.select`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[3]};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text.default};
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible {
    ${focusRing};
  }
`;

/** 1 column on phones (under 400 px), 2 on large phones, 3 from tab (768), 4 from maxTab (1025). */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: ${({ theme }) => theme.breakpoints.xs + 40}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.tab}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[4]};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.maxTab}px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const PlaceholderCard = styled.div`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};

  & > :first-child {
    aspect-ratio: 4 / 3;
    height: auto;
    border-radius: 0;
  }

  /* Same shape as a one-column AdCard on small phones. */
  @media (max-width: ${({ theme }) => theme.breakpoints.xs + 39}px) {
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
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
`;

export const More = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space[2]};
`;

export const ErrorBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  text-align: center;
  color: ${({ theme }) => theme.colors.text.danger};
  background: ${({ theme }) => theme.colors.bg.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  p {
    margin: 0;
  }
`;

/** A row across the whole grid between cards (an ad slot after the 6th card). */
export const Inset = styled.li`
  grid-column: 1 / -1;
`;
