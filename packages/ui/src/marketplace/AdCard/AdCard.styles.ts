import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { Link } from '../link';
import { media } from '../../theme/media';

export const CardLink = styled(Link)`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  color: inherit;
  text-decoration: none;
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-subtle);
  border-radius: var(--haat-radius-md);
  box-shadow: var(--haat-shadow-sm);
  transition: box-shadow var(--haat-motion-fast);

  &:hover {
    box-shadow: var(--haat-shadow-md);
  }
  &:focus-visible {
    ${focusRing};
  }
  &[data-featured='true'] {
    border-color: var(--haat-color-bg-accent);
  }

  /* One column on small phones: a compact row, thumbnail on the left. */
  ${media.xs} {
    flex-direction: row;
  }
`;

export const Media = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  background: var(--haat-color-bg-subtle);

  ${media.xs} {
    flex: none;
    width: 40%;
    min-height: 128px;
    aspect-ratio: auto;
  }

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const NoImage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--haat-space-1);
  width: 100%;
  height: 100%;
  font-size: var(--haat-font-size-xs);
  color: var(--haat-color-text-muted);
`;

export const FeaturedMark = styled.span`
  position: absolute;
  inset-block-start: var(--haat-space-2);
  inset-inline-start: var(--haat-space-2);
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  min-width: 0;
  flex-direction: column;
  gap: var(--haat-space-1);
  padding: var(--haat-space-3);
`;

export const Price = styled.p`
  margin: 0;
  font-size: var(--haat-font-size-xl);
  font-weight: var(--haat-font-weight-bold);
  line-height: var(--haat-line-height-tight);
`;

export const Title = styled.h3`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  font-size: var(--haat-font-size-md);
  font-weight: var(--haat-font-weight-regular);
  line-height: var(--haat-line-height-normal);
  color: var(--haat-color-text-default);
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow-wrap: anywhere;
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--haat-space-1) var(--haat-space-2);
  margin-block-start: auto;
  padding-block-start: var(--haat-space-2);
  font-size: var(--haat-font-size-xs);
  color: var(--haat-color-text-muted);
`;

export const Place = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  text-transform: uppercase;
`;

/** The area is dropped on extra-small screens; the city stays. */
export const Area = styled.span`
  ${media.xs} {
    display: none;
  }
`;

export const Posted = styled.time`
  white-space: nowrap;
`;

/** The card with a heart beside its link (a button cannot sit inside the card's one link). */
export const Frame = styled.div`
  position: relative;
  height: 100%;
`;

/** The heart: over the photo's top-right corner (its right edge on a phone's row layout). */
export const Heart = styled.button`
  position: absolute;
  inset-block-start: var(--haat-space-2);
  inset-inline-end: var(--haat-space-2);
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  padding: 0;
  color: var(--haat-color-text-danger);
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-subtle);
  border-radius: 50%;
  cursor: pointer;
  &:focus-visible {
    ${focusRing};
  }
  svg {
    width: 20px;
    height: 20px;
  }
  &[aria-pressed='false'] svg path {
    fill: none;
  }
  ${media.xs} {
    inset-inline-end: auto;
    inset-inline-start: calc(40% - 48px);
  }
`;
