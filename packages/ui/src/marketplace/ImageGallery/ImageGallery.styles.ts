import styled from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme/mixins';
import { media } from '../../theme/media';

export const Root = styled.section`
  display: grid;
  gap: var(--haat-space-2);
`;

export const Stage = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background: var(--haat-color-bg-inverse);
  border-radius: var(--haat-radius-lg);
  touch-action: pan-y;
  user-select: none;

  &:focus-visible {
    ${focusRing};
  }
`;

export const MainImage = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: contain;
  -webkit-user-drag: none;
`;

export const Placeholder = styled.div`
  display: grid;
  place-items: center;
  gap: var(--haat-space-2);
  aspect-ratio: 4 / 3;
  color: var(--haat-color-text-muted);
  background: var(--haat-color-bg-subtle);
  border-radius: var(--haat-radius-lg);
  font-weight: var(--haat-font-weight-semibold);

  svg {
    width: 56px;
    height: 56px;
  }
`;

export const NavButton = styled.button`
  position: absolute;
  inset-block-start: 50%;
  &[data-side='prev'] {
    inset-inline-start: 8px;
  }
  &[data-side='next'] {
    inset-inline-end: 8px;
  }
  transform: translateY(-50%);
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  padding: 0;
  color: var(--haat-color-text-default);
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-default);
  border-radius: var(--haat-radius-round);
  box-shadow: var(--haat-shadow-md);
  cursor: pointer;
  font-size: 22px;
  line-height: 1;

  &:focus-visible {
    ${focusRing};
  }
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;

export const Counter = styled.p`
  position: absolute;
  inset-inline-start: 8px;
  inset-block-end: 8px;
  margin: 0;
  padding: 2px var(--haat-space-2);
  color: var(--haat-color-text-inverse);
  background: var(--haat-color-bg-overlay);
  border-radius: var(--haat-radius-pill);
  font-size: var(--haat-font-size-xs);
`;

export const FullScreenButton = styled.button`
  position: absolute;
  inset-inline-end: 8px;
  inset-block-end: 8px;
  padding: var(--haat-space-1) var(--haat-space-3);
  color: var(--haat-color-text-default);
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-default);
  border-radius: var(--haat-radius-pill);
  font-size: var(--haat-font-size-sm);
  font-weight: var(--haat-font-weight-semibold);
  cursor: pointer;

  &:focus-visible {
    ${focusRing};
  }
`;

export const Thumbs = styled.ul`
  display: flex;
  gap: var(--haat-space-2);
  margin: 0;
  padding: 2px;
  list-style: none;
  overflow-x: auto;
`;

export const ThumbButton = styled.button`
  display: block;
  flex: none;
  width: 72px;
  height: 54px;
  padding: 0;
  overflow: hidden;
  background: var(--haat-color-bg-subtle);
  border: 2px solid transparent;
  border-radius: var(--haat-radius-md);
  cursor: pointer;

  &[aria-current='true'] {
    border-color: var(--haat-color-border-brand);
  }
  &:focus-visible {
    ${focusRing};
  }

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  ${media.tab} {
    width: 96px;
    height: 72px;
  }
`;

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: var(--haat-z-overlay);
  /* Opaque: the page behind a photo would compete with it (and its text would show through). */
  background: var(--haat-color-bg-inverse);
`;

export const FullScreenContent = styled.div`
  position: fixed;
  inset: 0;
  z-index: var(--haat-z-modal);
  display: flex;
  flex-direction: column;
  color: var(--haat-color-text-inverse);

  &:focus-visible {
    outline: none;
  }
`;

export const FullScreenBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--haat-space-3);
  padding: var(--haat-space-3) var(--haat-space-4);
`;

export const FullScreenTitle = styled.h2`
  margin: 0;
  font-size: var(--haat-font-size-lg);
  font-weight: var(--haat-font-weight-semibold);
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** "2 / 5" stays on one line however long the title beside it is. */
export const FullScreenCounter = styled.span`
  flex: none;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

export const CloseButton = styled.button`
  flex: none;
  padding: var(--haat-space-2) var(--haat-space-3);
  color: var(--haat-color-text-inverse);
  background: transparent;
  border: 1px solid currentColor;
  border-radius: var(--haat-radius-md);
  font-weight: var(--haat-font-weight-semibold);
  cursor: pointer;

  &:focus-visible {
    ${focusRing};
  }
`;

export const FullScreenStage = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  touch-action: pan-y;

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

export const Hidden = styled.span`
  ${visuallyHidden};
`;
