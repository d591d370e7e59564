import styled from 'styled-components';
import { media } from '../../theme/media';

export const Row = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--haat-space-3);
  padding: var(--haat-space-3);
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-subtle);
  border-radius: var(--haat-radius-lg);

  ${media.tab} {
    grid-template-columns: 240px minmax(0, 1fr) auto;
    align-items: start;
    gap: var(--haat-space-4);
  }
`;

/** Banners are 4:1; the frame keeps that shape before the image arrives. */
export const Picture = styled.div`
  aspect-ratio: 4 / 1;
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
  align-items: flex-start;
  gap: var(--haat-space-1);
  min-width: 0;
`;

export const Title = styled.h3`
  margin: 0;
  font-size: var(--haat-font-size-lg);
  font-weight: var(--haat-font-weight-semibold);
  line-height: var(--haat-line-height-tight);
  overflow-wrap: anywhere;
`;

export const Site = styled.a`
  max-width: 100%;
  font-size: var(--haat-font-size-md);
  color: var(--haat-color-text-link);
  overflow-wrap: anywhere;
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--haat-space-1) var(--haat-space-3);
  margin: 0;
  font-size: var(--haat-font-size-sm);
  color: var(--haat-color-text-muted);
`;

export const Reason = styled.p`
  margin: 0;
  font-size: var(--haat-font-size-md);
  color: var(--haat-color-text-danger);
  overflow-wrap: anywhere;
`;

export const Money = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: var(--haat-space-1) var(--haat-space-3);
  margin: 0;
  font-size: var(--haat-font-size-md);
  color: var(--haat-color-text-default);

  [data-part='price'] {
    font-weight: var(--haat-font-weight-semibold);
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--haat-space-2);

  ${media.tab} {
    justify-content: flex-end;
    max-width: 280px;
  }
`;
