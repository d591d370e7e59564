import { useId } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { Link } from '../link';
import { categories as defaultCategories } from '../strings';
import { media } from '../../theme/media';
import { useText } from '../../locale/LocaleProvider';
import { fillTemplate } from '../../locale/text';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { defaultFooterText, type FooterText } from './footerText';

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
  /** The language in force (`en`, `hi`). @default 'en' */
  language?: string;
  /** A language was chosen: with it, the footer offers English and हिन्दी (where phones find it). */
  onLanguageChange?: (next: string) => void;
  /** The footer's words; a translated catalogue replaces them. @default defaultFooterText */
  text?: Partial<FooterText>;
}

const companyLinksOf = (text: FooterText): FooterLink[] => [
  { label: text.about, href: '/about' },
  { label: text.pricing, href: '/pricing/' },
  { label: text.mobileApp, href: '/mobile-app' },
  { label: text.contact, href: '/contact-us/' },
  { label: text.terms, href: '/Terms+Conditions/' },
  { label: text.privacy, href: '/PrivacyPolicy/' },
];

const LanguageRow = styled.div`
  max-width: var(--haat-size-max-content);
  margin: var(--haat-space-6) auto 0;
  color: var(--haat-color-text-default);
  & > fieldset {
    max-inline-size: 260px;
  }
  legend {
    color: var(--haat-color-text-inverse);
  }
`;

const Wrapper = styled.footer`
  margin-block-start: var(--haat-space-10);
  padding: var(--haat-space-8) var(--haat-space-4) calc(var(--haat-size-bottom-bar) + var(--haat-space-6));
  color: var(--haat-color-text-inverse);
  background: var(--haat-color-bg-brand-hover);
  ${media.tab} {
    padding-block-end: var(--haat-space-8);
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: var(--haat-space-6);
  max-width: var(--haat-size-max-content);
  margin: 0 auto;
`;

const Heading = styled.h2`
  margin: 0 0 var(--haat-space-3);
  font-size: var(--haat-font-size-md);
  font-weight: var(--haat-font-weight-bold);
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const List = styled.ul`
  display: grid;
  gap: var(--haat-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FooterAnchor = styled(Link)`
  color: inherit;
  text-decoration: none;
  border-radius: var(--haat-radius-sm);
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    ${focusRing};
    outline-color: var(--haat-color-text-inverse);
  }
`;

const Bottom = styled.p`
  max-width: var(--haat-size-max-content);
  margin: var(--haat-space-8) auto 0;
  padding-block-start: var(--haat-space-4);
  font-size: var(--haat-font-size-sm);
  border-block-start: 1px solid color-mix(in srgb, var(--haat-color-text-inverse) 25%, transparent);
`;

/** Site footer: company pages, popular categories, support contact and copyright. */
export function Footer({
  supportEmail,
  supportPhone,
  year,
  companyLinks,
  categoryLinks = defaultCategories.slice(0, 6).map((c) => ({ label: c.title, href: `/search/${c.key}/` })),
  language = 'en',
  onLanguageChange,
  text: overrides,
}: FooterProps) {
  const text = useText(defaultFooterText, overrides);
  const supportId = useId();
  return (
    <Wrapper>
      <Columns>
        <nav aria-label={text.company}>
          <Heading>{text.company}</Heading>
          <List>
            {(companyLinks ?? companyLinksOf(text)).map((link) => (
              <li key={link.href}>
                <FooterAnchor href={link.href}>{link.label}</FooterAnchor>
              </li>
            ))}
          </List>
        </nav>
        <nav aria-label={text.categories}>
          <Heading>{text.categories}</Heading>
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
            <Heading id={supportId}>{text.support}</Heading>
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
      {onLanguageChange ? (
        <LanguageRow>
          <LanguageSwitch value={language} onChange={onLanguageChange} />
        </LanguageRow>
      ) : null}
      <Bottom>{fillTemplate(text.bottom, { year })}</Bottom>
    </Wrapper>
  );
}
