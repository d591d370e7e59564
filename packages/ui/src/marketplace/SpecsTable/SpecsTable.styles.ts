import styled from 'styled-components';
import { media } from '../../theme/media';

export const Section = styled.section`
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-subtle);
  border-radius: var(--haat-radius-lg);
  padding: var(--haat-space-4);
`;

export const Heading = styled.h2`
  margin: 0 0 var(--haat-space-3);
  font-size: var(--haat-font-size-lg);
  font-weight: var(--haat-font-weight-semibold);
`;

export const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: var(--haat-space-2) var(--haat-space-6);
  margin: 0;

  ${media.tab} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: var(--haat-space-3);
  padding: var(--haat-space-2) 0;
  border-block-end: 1px solid var(--haat-color-border-subtle);
`;

export const Term = styled.dt`
  color: var(--haat-color-text-muted);
`;

export const Value = styled.dd`
  margin: 0;
  font-weight: var(--haat-font-weight-semibold);
  text-align: end;
  overflow-wrap: anywhere;
`;
