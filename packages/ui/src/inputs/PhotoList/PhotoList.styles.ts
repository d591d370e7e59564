import styled from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme/mixins';

export const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(148px, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg.surface};
  cursor: grab;

  &[data-cover='true'] {
    border-color: ${({ theme }) => theme.colors.border.brand};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.border.brand};
  }
  &[data-dragging='true'] {
    opacity: 0.5;
  }
  &[data-drop-target='true'] {
    border-style: dashed;
    border-color: ${({ theme }) => theme.colors.border.focus};
  }
`;

export const Figure = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.bg.subtle};

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

export const CoverBadge = styled.span`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space[1]};
  inset-inline-start: ${({ theme }) => theme.space[1]};
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.inverse};
  background: ${({ theme }) => theme.colors.bg.brand};
`;

export const Caption = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Tool = styled.button`
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space[2]};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.link};
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.bg.brandSubtle};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.text.subtle};
    cursor: not-allowed;
  }
  &:focus-visible {
    ${focusRing};
  }
`;

export const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const Live = styled.p`
  ${visuallyHidden};
`;
