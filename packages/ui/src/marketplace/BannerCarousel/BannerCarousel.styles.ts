import styled from 'styled-components';
import { media } from '../../theme/media';
import { focusRing } from '../../theme/mixins';

export const Root = styled.section`
  position: relative;
  overflow: hidden;
  background: var(--haat-color-bg-muted);
  border-radius: var(--haat-radius-lg);
  /* On phones the picture is too small to carry controls over it: they sit in a row beneath. */
  ${media.mobile} {
    padding-block-end: 40px;
  }
`;

export const Slide = styled.div`
  aspect-ratio: var(--banner-ratio, 4 / 1);
  &[hidden] {
    display: none;
  }
  a {
    display: block;
    height: 100%;
    border-radius: inherit;
  }
  a:focus-visible {
    ${focusRing};
    outline-offset: -3px;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Arrow = styled.button`
  position: absolute;
  inset-block-start: 50%;
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  padding: 0;
  color: var(--haat-color-text-default);
  background: color-mix(in srgb, var(--haat-color-bg-surface) 92%, transparent);
  border: 0;
  border-radius: var(--haat-radius-round);
  box-shadow: var(--haat-shadow-sm);
  transform: translateY(-50%);
  cursor: pointer;
  &[data-side='prev'] {
    inset-inline-start: var(--haat-space-2);
  }
  &[data-side='next'] {
    inset-inline-end: var(--haat-space-2);
  }
  &:focus-visible {
    ${focusRing};
  }
  ${media.mobile} {
    inset-block-start: auto;
    inset-block-end: 4px;
    width: 32px;
    height: 32px;
    transform: none;
  }
`;

export const Controls = styled.div`
  position: absolute;
  inset-inline-start: 50%;
  inset-block-end: var(--haat-space-2);
  display: flex;
  align-items: center;
  gap: 2px;
  padding: 0 4px;
  background: color-mix(in srgb, var(--haat-color-bg-surface) 92%, transparent);
  border-radius: var(--haat-radius-pill);
  transform: translateX(-50%);
  ${media.mobile} {
    inset-block-end: 4px;
  }
`;

export const Dot = styled.button`
  display: inline-grid;
  place-items: center;
  width: 24px;
  height: 24px;
  padding: 0;
  background: transparent;
  border: 0;
  border-radius: var(--haat-radius-round);
  cursor: pointer;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    background: var(--haat-color-border-strong);
    border-radius: var(--haat-radius-round);
    opacity: 0.45;
  }
  &[aria-current='true']::before {
    width: 10px;
    height: 10px;
    background: var(--haat-color-bg-brand);
    opacity: 1;
  }
  &:focus-visible {
    ${focusRing};
    outline-offset: -2px;
  }
`;

export const PlayPause = styled(Dot)`
  color: var(--haat-color-text-default);
  &::before {
    display: none;
  }
`;
