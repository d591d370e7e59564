import styled from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme/mixins';

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
  }
`;

export const Row = styled.a`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  color: inherit;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.bg.subtle};
  }
  &:focus-visible {
    ${focusRing};
    outline-offset: -2px;
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.bg.brandSubtle};
  }
`;

export const Avatar = styled.span`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text.inverse};
  background: ${({ theme }) => theme.colors.bg.brand};
  border-radius: ${({ theme }) => theme.radii.round};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Body = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
`;

export const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  [data-unread='true'] & {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const AdTitle = styled.span`
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Preview = styled.span`
  color: ${({ theme }) => theme.colors.text.muted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  [data-unread='true'] & {
    color: ${({ theme }) => theme.colors.text.default};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const Side = styled.span`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const Count = styled.span`
  display: grid;
  place-items: center;
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  color: ${({ theme }) => theme.colors.text.inverse};
  background: ${({ theme }) => theme.colors.bg.brand};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Hidden = styled.span`
  ${visuallyHidden};
`;
