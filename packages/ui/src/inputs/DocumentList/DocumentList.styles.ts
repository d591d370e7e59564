import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 48px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg.surface};
`;

export const Name = styled.a`
  flex: 1;
  min-width: 0;
  color: ${({ theme }) => theme.colors.text.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
  &:focus-visible {
    ${focusRing};
  }
`;

export const Size = styled.span`
  flex: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const Remove = styled.button`
  flex: none;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
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

export const Failed = styled.p`
  flex: 1 0 100%;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.danger};
`;
