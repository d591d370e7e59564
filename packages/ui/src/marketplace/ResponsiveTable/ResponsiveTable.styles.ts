import styled from 'styled-components';
import { media } from '../../theme/media';
import { visuallyHidden } from '../../theme/mixins';

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: var(--haat-font-size-md);
  color: var(--haat-color-text-default);

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
  padding: var(--haat-space-2) var(--haat-space-3);
  font-size: var(--haat-font-size-sm);
  font-weight: var(--haat-font-weight-semibold);
  color: var(--haat-color-text-muted);
  text-align: start;
  white-space: nowrap;
  border-block-end: 1px solid var(--haat-color-border-default);
`;

export const Row = styled.tr`
  ${media.mobile} {
    margin-block-end: var(--haat-space-3);
    padding: var(--haat-space-3);
    background: var(--haat-color-bg-surface);
    border: 1px solid var(--haat-color-border-subtle);
    border-radius: var(--haat-radius-lg);
  }
`;

export const Cell = styled.td`
  padding: var(--haat-space-3);
  vertical-align: top;
  text-align: start;
  font-weight: inherit;
  overflow-wrap: anywhere;
  border-block-end: 1px solid var(--haat-color-border-subtle);

  &[scope='row'] {
    font-weight: var(--haat-font-weight-semibold);
  }

  /* Phones: the column's name above its value. */
  ${media.mobile} {
    padding: var(--haat-space-1) 0;
    border-block-end: 0;
  }
`;

/** The column's name inside a cell: shown only on phones, where the header row is hidden. */
export const CellLabel = styled.span`
  display: block;
  font-size: var(--haat-font-size-sm);
  color: var(--haat-color-text-muted);

  ${media.tab} {
    display: none;
  }
`;
