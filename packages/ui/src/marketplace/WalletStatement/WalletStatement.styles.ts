import styled from 'styled-components';
import { media } from '../../theme/media';

export const Root = styled.div`
  display: grid;
  gap: var(--haat-space-4);
  min-width: 0;
`;

export const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--haat-space-3);
  padding: var(--haat-space-4);
  background: var(--haat-color-bg-brand-subtle);
  border: 1px solid var(--haat-color-border-subtle);
  border-radius: var(--haat-radius-lg);

  ${media.tab} {
    padding: var(--haat-space-6);
  }
`;

export const BalanceHeading = styled.h2`
  margin: 0;
  font-size: var(--haat-font-size-md);
  font-weight: var(--haat-font-weight-semibold);
  color: var(--haat-color-text-muted);
`;

export const Balance = styled.p`
  margin: var(--haat-space-1) 0 0;
  min-height: 1.2em;
  font-size: var(--haat-font-size-display);
  font-weight: var(--haat-font-weight-bold);
  line-height: var(--haat-line-height-tight);
  color: var(--haat-color-text-default);
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--haat-space-2);
`;

export const ListHeading = styled.h3`
  margin: 0;
  font-size: var(--haat-font-size-lg);
  font-weight: var(--haat-font-weight-semibold);
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-subtle);
  border-radius: var(--haat-radius-lg);

  & > li + li {
    border-block-start: 1px solid var(--haat-color-border-subtle);
  }
`;

export const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: var(--haat-space-3);
  padding: var(--haat-space-3);

  ${media.tab} {
    padding: var(--haat-space-3) var(--haat-space-4);
  }
`;

export const Main = styled.div`
  display: grid;
  gap: var(--haat-space-1);
  min-width: 0;
`;

export const Description = styled.p`
  margin: 0;
  font-size: var(--haat-font-size-md);
  font-weight: var(--haat-font-weight-medium);
  line-height: var(--haat-line-height-normal);
  overflow-wrap: anywhere;

  a {
    color: var(--haat-color-text-link);
  }
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 var(--haat-space-3);
  margin: 0;
  font-size: var(--haat-font-size-sm);
  color: var(--haat-color-text-muted);
`;

export const Figures = styled.div`
  display: grid;
  gap: var(--haat-space-1);
  justify-items: end;
  text-align: end;
`;

/** The sign is always written out; colour only repeats it (credits green). */
export const Amount = styled.p`
  margin: 0;
  font-size: var(--haat-font-size-lg);
  font-weight: var(--haat-font-weight-bold);
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: var(--haat-color-text-default);

  &[data-direction='credit'] {
    color: var(--haat-color-text-success);
  }
`;

export const After = styled.p`
  margin: 0;
  font-size: var(--haat-font-size-sm);
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: var(--haat-color-text-muted);
`;

export const Notice = styled.div`
  display: grid;
  justify-items: start;
  gap: var(--haat-space-3);
  padding: var(--haat-space-4);
  color: var(--haat-color-text-muted);
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-subtle);
  border-radius: var(--haat-radius-lg);

  p {
    margin: 0;
  }
  &[data-tone='danger'] {
    color: var(--haat-color-text-danger);
    background: var(--haat-color-bg-danger);
    border-color: var(--haat-color-border-danger);
  }
`;

export const Placeholder = styled.div`
  justify-self: stretch;
  display: grid;
  gap: var(--haat-space-3);
`;

export const More = styled.div`
  display: flex;
  justify-content: center;
`;
