import styled from 'styled-components';
import { media } from '../../theme/media';

export const Section = styled.section`
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space[4]};
`;

export const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[6]};
  margin: 0;

  ${media.tab} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
`;

export const Term = styled.dt`
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const Value = styled.dd`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: right;
  overflow-wrap: anywhere;
`;
