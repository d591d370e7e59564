import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { Link } from '../link';

export const CardLink = styled(Link)`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  color: inherit;
  text-decoration: none;
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: box-shadow ${({ theme }) => theme.motion.fast};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  &:focus-visible {
    ${focusRing};
  }
  &[data-featured='true'] {
    border-color: ${({ theme }) => theme.colors.bg.accent};
  }

  /* One column on small phones: a compact row, thumbnail on the left. */
  @media (max-width: ${({ theme }) => theme.breakpoints.xs + 39}px) {
    flex-direction: row;
  }
`;

export const Media = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.bg.subtle};

  @media (max-width: ${({ theme }) => theme.breakpoints.xs + 39}px) {
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
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
  height: 100%;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const FeaturedMark = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  min-width: 0;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
`;

export const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const Title = styled.h3`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.text.default};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow-wrap: anywhere;
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.text.muted};
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
  @media (max-width: ${({ theme }) => theme.breakpoints.xs + 39}px) {
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
  top: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  padding: 0;
  color: ${({ theme }) => theme.colors.text.danger};
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
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
  @media (max-width: ${({ theme }) => theme.breakpoints.xs + 39}px) {
    right: auto;
    left: calc(40% - 48px);
  }
`;
