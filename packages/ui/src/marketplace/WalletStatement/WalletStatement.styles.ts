import styled from 'styled-components';
import { media } from '../../theme/media';

export const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.bg.brandSubtle};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};

  ${media.tab} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

export const BalanceHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const Balance = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  min-height: 1.2em;
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text.default};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const ListHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};

  & > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
  }
`;

export const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};

  ${media.tab} {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  }
`;

export const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const Description = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.text.link};
  }
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.space[3]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const Figures = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  justify-items: end;
  text-align: end;
`;

/** The sign is always written out; colour only repeats it (credits green). */
export const Amount = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text.default};

  &[data-direction='credit'] {
    color: ${({ theme }) => theme.colors.text.success};
  }
`;

export const After = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const Notice = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text.muted};
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};

  p {
    margin: 0;
  }
  &[data-tone='danger'] {
    color: ${({ theme }) => theme.colors.text.danger};
    background: ${({ theme }) => theme.colors.bg.danger};
    border-color: ${({ theme }) => theme.colors.border.danger};
  }
`;

export const Placeholder = styled.div`
  justify-self: stretch;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const More = styled.div`
  display: flex;
  justify-content: center;
`;
