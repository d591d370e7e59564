import styled from 'styled-components';
import { media } from '../../theme/media';
import { visuallyHidden } from '../../theme/mixins';

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text.default};

  /* Phones: each row is a card, each cell a line with its column's name before the value. */
  ${media.mobile} {
    &,
    tbody,
    tr,
    th,
    td {
      display: block;
    }
  }
`;

export const Caption = styled.caption`
  ${visuallyHidden}
`;

export const Head = styled.thead`
  ${media.mobile} {
    ${visuallyHidden}
  }
`;

export const HeaderCell = styled.th`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.muted};
  text-align: start;
  white-space: nowrap;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.default};
`;

export const Row = styled.tr`
  ${media.mobile} {
    margin-bottom: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[3]};
    background: ${({ theme }) => theme.colors.bg.surface};
    border: 1px solid ${({ theme }) => theme.colors.border.subtle};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

export const Cell = styled.td`
  padding: ${({ theme }) => theme.space[3]};
  vertical-align: top;
  text-align: start;
  font-weight: inherit;
  overflow-wrap: anywhere;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};

  &[scope='row'] {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  /* Phones: the column's name above its value. */
  ${media.mobile} {
    padding: ${({ theme }) => theme.space[1]} 0;
    border-bottom: 0;
  }
`;

/** The column's name inside a cell: shown only on phones, where the header row is hidden. */
export const CellLabel = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.muted};

  ${media.tab} {
    display: none;
  }
`;
