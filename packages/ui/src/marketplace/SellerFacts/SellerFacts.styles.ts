import styled from 'styled-components';

export const List = styled.ul`
  display: grid;
  gap: var(--haat-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: var(--haat-font-size-sm);
  color: var(--haat-color-text-default);

  & > li {
    display: flex;
    align-items: center;
    gap: var(--haat-space-2);
  }
  & > li[data-tone='success'] {
    color: var(--haat-color-text-success);
    font-weight: var(--haat-font-weight-semibold);
  }
`;

/** The one-line summary: facts separated by dots, wrapping between facts, never inside one. */
export const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  column-gap: var(--haat-space-2);
  row-gap: var(--haat-space-1);
  margin: 0;
  font-size: var(--haat-font-size-sm);
  color: var(--haat-color-text-muted);

  & > span {
    white-space: nowrap;
  }
  /* the dot ends a line that wraps, never starts the next */
  & > span:not(:last-child)::after {
    content: '·';
    margin-inline-start: var(--haat-space-2);
    color: var(--haat-color-text-muted);
    font-weight: var(--haat-font-weight-regular);
  }
  & > span[data-tone='success'] {
    color: var(--haat-color-text-success);
    font-weight: var(--haat-font-weight-semibold);
  }
`;
