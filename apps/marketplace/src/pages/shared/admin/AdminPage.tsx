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
  ['/admin/reviews/', 'reviews'],
  ['/admin/banners/', 'banners'],
  ['/admin/audit/', 'audit'],
  ['/admin/settings/', 'settings'],
] as const;

const Nav = styled.nav`
  margin-block-end: var(--haat-space-4);
  border-block-end: 1px solid var(--haat-color-border-subtle);

  ul {
    display: flex;
    gap: var(--haat-space-1);
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
    padding: 0 var(--haat-space-2);
    font-weight: var(--haat-font-weight-medium);
    color: var(--haat-color-text-muted);
    text-decoration: none;
    white-space: nowrap;
    border-block-end: 3px solid transparent;

    ${media.tab} {
      padding: 0 var(--haat-space-3);
    }
  }
  a[aria-current='page'] {
    color: var(--haat-color-text-default);
    border-block-end-color: var(--haat-color-border-focus);
  }
`;

const Status = styled.p`
  min-height: 1.5em;
  margin: 0 0 var(--haat-space-3);
  font-weight: var(--haat-font-weight-medium);
  color: var(--haat-color-text-success);
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
