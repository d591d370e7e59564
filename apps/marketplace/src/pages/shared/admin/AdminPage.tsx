import { Link, media } from '@haat/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { usePageMeta } from '../../../seo/usePageMeta';
import { PageTitle } from '../Page';
import { adminText } from './adminText';

/** The admin screens, in the order the nav lists them. */
export const ADMIN_SECTIONS = [
  ['/admin/users/', 'users'],
  ['/admin/products/', 'ads'],
  ['/admin/reports/', 'reports'],
  ['/admin/banners/', 'banners'],
  ['/admin/audit/', 'audit'],
  ['/admin/settings/', 'settings'],
] as const;

const Nav = styled.nav`
  margin-bottom: ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};

  ul {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding: 0;
    overflow-x: auto;
    list-style: none;
    scrollbar-width: thin;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.text.muted};
    text-decoration: none;
    white-space: nowrap;
    border-bottom: 3px solid transparent;

    ${media.tab} {
      padding: 0 ${({ theme }) => theme.space[3]};
    }
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text.default};
    border-bottom-color: ${({ theme }) => theme.colors.border.focus};
  }
`;

const Status = styled.p`
  min-height: 1.5em;
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text.success};
`;

/** The admin sections, the current one marked. */
function AdminNav() {
  const [path] = useLocation();
  const here = path.toLowerCase().replace(/\/?$/, '/');
  return (
    <Nav aria-label={adminText.navLabel}>
      <ul>
        {ADMIN_SECTIONS.map(([href, key]) => (
          <li key={href}>
            <Link href={href} aria-current={here === href ? 'page' : undefined}>
              {adminText.nav[key]}
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}

/** An admin screen: its title, the admin sections, the line that says what the last action did. */
export function AdminPage({ title, message, children }: { title: string; message: string; children: ReactNode }) {
  usePageMeta({ title });
  return (
    <section aria-labelledby="page-title">
      <meta name="robots" content="noindex" />
      <PageTitle id="page-title">{title}</PageTitle>
      <AdminNav />
      <Status role="status">{message}</Status>
      {children}
    </section>
  );
}
