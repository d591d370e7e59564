import styled from 'styled-components';
import { media } from '../../theme/media';

export const Row = styled.article`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: var(--haat-space-3);
  padding: var(--haat-space-3);
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-subtle);
  border-radius: var(--haat-radius-lg);

  ${media.tab} {
    grid-template-columns: 160px 1fr auto;
    align-items: center;
    gap: var(--haat-space-4);
  }
`;

export const Thumb = styled.div`
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: var(--haat-radius-md);
  background: var(--haat-color-bg-subtle);

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const NoImage = styled.span`
  display: grid;
  place-items: center;
  height: 100%;
  font-size: var(--haat-font-size-xs);
  color: var(--haat-color-text-muted);
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--haat-space-1);
  min-width: 0;
`;

export const Price = styled.p`
  margin: 0;
  font-size: var(--haat-font-size-lg);
  font-weight: var(--haat-font-weight-bold);
  color: var(--haat-color-text-default);
`;

export const Title = styled.h3`
  margin: 0;
  overflow: hidden;
  font-size: var(--haat-font-size-md);
  font-weight: var(--haat-font-weight-medium);
  line-height: var(--haat-line-height-normal);
  text-overflow: ellipsis;
  white-space: nowrap;

  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--haat-space-1) var(--haat-space-3);
  margin: 0;
  font-size: var(--haat-font-size-sm);
  color: var(--haat-color-text-muted);

  [data-urgent='true'] {
    color: var(--haat-color-text-danger);
    font-weight: var(--haat-font-weight-semibold);
  }
`;

export const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: var(--haat-space-2);

  ${media.tab} {
    grid-column: auto;
    justify-content: flex-end;
    max-width: 360px;
  }
`;
