import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: ${({ theme }) => theme.sizes.headerHeight};
  padding: 0 ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.bg.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
`;
const Logo = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text.link};
  text-decoration: none;
`;
const Main = styled.main`
  max-width: ${({ theme }) => theme.sizes.maxContent};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]};
  min-height: 60vh;
`;
const Foot = styled.footer`
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text.muted};
  background: ${({ theme }) => theme.colors.bg.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
`;

const Notice = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space[16]};
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndices.toast};
  &:not(:empty) {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.text.default};
    color: ${({ theme }) => theme.colors.text.inverse};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

export interface ShellProps {
  children: ReactNode;
  /** A non-blocking message from the fetch client (404, 405, 5xx). */
  toast?: string | null;
  onToastDismiss?: () => void;
}

/** The common shell of every route: header, main content, footer. */
export function Shell({ children, toast }: ShellProps) {
  return (
    <>
      <Bar>
        <Logo href="/" aria-label="Haat home">
          Haat
        </Logo>
      </Bar>
      <Main id="main">{children}</Main>
      <Foot>© Haat · हाट: free classifieds for India</Foot>
      <Notice role="status">{toast}</Notice>
    </>
  );
}
