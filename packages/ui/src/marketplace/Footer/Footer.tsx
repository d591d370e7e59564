import { useId } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { Link } from '../link';
import { categories as defaultCategories } from '../strings';

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterProps {
  /** Support e-mail shown in the footer. */
  supportEmail?: string;
  /** Support phone shown in the footer. */
  supportPhone?: string;
  /** The copyright year; passed in so renders do not depend on the current date. */
  year: number;
  /** Links under "Haat". */
  companyLinks?: readonly FooterLink[];
  /** Category shortcuts. @default the first 6 categories */
  categoryLinks?: readonly FooterLink[];
}

const defaultCompanyLinks: FooterLink[] = [
  { label: 'About', href: '/about' },
  { label: 'Pricing', href: '/pricing/' },
  { label: 'Mobile App', href: '/mobile-app' },
  { label: 'Contact Us', href: '/contact-us/' },
  { label: 'Terms & Conditions', href: '/Terms+Conditions/' },
  { label: 'Privacy Policy', href: '/PrivacyPolicy/' },
];

const Wrapper = styled.footer`
  margin-top: ${({ theme }) => theme.space[10]};
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]} calc(${theme.sizes.bottomBar} + ${theme.space[6]})`};
  color: ${({ theme }) => theme.colors.text.inverse};
  background: ${({ theme }) => theme.colors.bg.brandHover};
  @media (min-width: ${({ theme }) => theme.breakpoints.tab}px) {
    padding-bottom: ${({ theme }) => theme.space[8]};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  max-width: ${({ theme }) => theme.sizes.maxContent};
  margin: 0 auto;
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FooterAnchor = styled(Link)`
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    ${focusRing};
    outline-color: ${({ theme }) => theme.colors.text.inverse};
  }
`;

const Bottom = styled.p`
  max-width: ${({ theme }) => theme.sizes.maxContent};
  margin: ${({ theme }) => `${theme.space[8]} auto 0`};
  padding-top: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  border-top: 1px solid rgba(255, 255, 255, 0.25);
`;

/** Site footer: company pages, popular categories, support contact and copyright. */
export function Footer({
  supportEmail,
  supportPhone,
  year,
  companyLinks = defaultCompanyLinks,
  categoryLinks = defaultCategories.slice(0, 6).map((c) => ({ label: c.title, href: `/search/${c.key}/` })),
}: FooterProps) {
  const supportId = useId();
  return (
    <Wrapper>
      <Columns>
        <nav aria-label="Haat">
          <Heading>Haat</Heading>
          <List>
            {companyLinks.map((link) => (
              <li key={link.href}>
                <FooterAnchor href={link.href}>{link.label}</FooterAnchor>
              </li>
            ))}
          </List>
        </nav>
        <nav aria-label="Popular categories">
          <Heading>Popular categories</Heading>
          <List>
            {categoryLinks.map((link) => (
              <li key={link.href}>
                <FooterAnchor href={link.href}>{link.label}</FooterAnchor>
              </li>
            ))}
          </List>
        </nav>
        {supportEmail || supportPhone ? (
          <section aria-labelledby={supportId}>
            <Heading id={supportId}>Support</Heading>
            <List>
              {supportEmail ? (
                <li>
                  <FooterAnchor href={`mailto:${supportEmail}`}>{supportEmail}</FooterAnchor>
                </li>
              ) : null}
              {supportPhone ? (
                <li>
                  <FooterAnchor href={`tel:${supportPhone.replace(/\s/g, '')}`}>{supportPhone}</FooterAnchor>
                </li>
              ) : null}
            </List>
          </section>
        ) : null}
      </Columns>
      <Bottom>© {year} Haat · Free classifieds in India</Bottom>
    </Wrapper>
  );
}
