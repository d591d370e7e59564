import styled from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme/mixins';
import { media } from '../../theme/media';

export const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Stage = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.text.default};
  border-radius: ${({ theme }) => theme.radii.lg};
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
  gap: ${({ theme }) => theme.space[2]};
  aspect-ratio: 4 / 3;
  color: ${({ theme }) => theme.colors.text.muted};
  background: ${({ theme }) => theme.colors.bg.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  svg {
    width: 56px;
    height: 56px;
  }
`;

export const NavButton = styled.button<{ $side: 'prev' | 'next' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => ($side === 'prev' ? 'left: 8px;' : 'right: 8px;')}
  transform: translateY(-50%);
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  padding: 0;
  color: ${({ theme }) => theme.colors.text.default};
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.round};
  box-shadow: ${({ theme }) => theme.shadows.md};
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
  left: 8px;
  bottom: 8px;
  margin: 0;
  padding: 2px ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text.inverse};
  background: ${({ theme }) => theme.colors.bg.overlay};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const FullScreenButton = styled.button`
  position: absolute;
  right: 8px;
  bottom: 8px;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.default};
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:focus-visible {
    ${focusRing};
  }
`;

export const Thumbs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
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
  background: ${({ theme }) => theme.colors.bg.subtle};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.border.brand};
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
  z-index: ${({ theme }) => theme.zIndices.overlay};
  /* Opaque: the page behind a photo would compete with it (and its text would show through). */
  background: ${({ theme }) => theme.colors.text.default};
`;

export const FullScreenContent = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  flex-direction: column;
  color: ${({ theme }) => theme.colors.text.inverse};

  &:focus-visible {
    outline: none;
  }
`;

export const FullScreenBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
`;

export const FullScreenTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
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
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.inverse};
  background: transparent;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
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
