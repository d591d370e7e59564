import { Toaster, type ToasterStore } from '@haat/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { useLoginParam } from '../features/login/useLoginParam';

// The login dialog (Radix, the kit's inputs) loads only when it is opened, keeping it off the home route's first load.
const LoginDialog = lazy(() => import('./LoginDialog').then((m) => ({ default: m.LoginDialog })));
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

export interface ShellProps {
  children: ReactNode;
  /** Non-blocking messages from the fetch client (404, 405, 5xx). */
  toaster: ToasterStore;
}

/** The common shell of every route: header, main content, footer. */
export function Shell({ children, toaster }: ShellProps) {
  const login = useLoginParam();
  return (
    <>
      <Bar>
        <Logo href="/" aria-label="Haat home">
          Haat
        </Logo>
      </Bar>
      <Main id="main">{children}</Main>
      <Foot>© Haat · हाट: free classifieds for India</Foot>
      {login.open ? (
        <Suspense fallback={null}>
          <LoginDialog />
        </Suspense>
      ) : null}
      <Toaster toaster={toaster} />
    </>
  );
}
