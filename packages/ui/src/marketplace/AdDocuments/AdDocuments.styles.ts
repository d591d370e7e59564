import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space[4]};
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Name, size and link in columns: a long name wraps in its own, the link stays at the end. */
export const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
  &:last-child {
    border-bottom: 0;
  }
`;

export const Name = styled.span`
  overflow-wrap: anywhere;
`;

export const Size = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const Download = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.text.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &:focus-visible {
    ${focusRing};
  }
`;

export const Locked = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const Failed = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.danger};
`;
