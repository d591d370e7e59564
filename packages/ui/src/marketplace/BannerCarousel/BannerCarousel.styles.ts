import styled from 'styled-components';
import { media } from '../../theme/media';
import { focusRing } from '../../theme/mixins';

export const Root = styled.section`
  position: relative;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.bg.muted};
  border-radius: ${({ theme }) => theme.radii.lg};
  /* On phones the picture is too small to carry controls over it: they sit in a row beneath. */
  ${media.mobile} {
    padding-bottom: 40px;
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
  top: 50%;
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  padding: 0;
  color: ${({ theme }) => theme.colors.text.default};
  background: rgba(255, 255, 255, 0.92);
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transform: translateY(-50%);
  cursor: pointer;
  &[data-side='prev'] {
    left: ${({ theme }) => theme.space[2]};
  }
  &[data-side='next'] {
    right: ${({ theme }) => theme.space[2]};
  }
  &:focus-visible {
    ${focusRing};
  }
  ${media.mobile} {
    top: auto;
    bottom: 4px;
    width: 32px;
    height: 32px;
    transform: none;
  }
`;

export const Controls = styled.div`
  position: absolute;
  left: 50%;
  bottom: ${({ theme }) => theme.space[2]};
  display: flex;
  align-items: center;
  gap: 2px;
  padding: 0 4px;
  background: rgba(255, 255, 255, 0.92);
  border-radius: ${({ theme }) => theme.radii.pill};
  transform: translateX(-50%);
  ${media.mobile} {
    bottom: 4px;
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
  border-radius: ${({ theme }) => theme.radii.round};
  cursor: pointer;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    background: ${({ theme }) => theme.colors.border.strong};
    border-radius: ${({ theme }) => theme.radii.round};
    opacity: 0.45;
  }
  &[aria-current='true']::before {
    width: 10px;
    height: 10px;
    background: ${({ theme }) => theme.colors.bg.brand};
    opacity: 1;
  }
  &:focus-visible {
    ${focusRing};
    outline-offset: -2px;
  }
`;

export const PlayPause = styled(Dot)`
  color: ${({ theme }) => theme.colors.text.default};
  &::before {
    display: none;
  }
`;
