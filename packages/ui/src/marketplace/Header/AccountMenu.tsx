import { defineText } from '../../locale/text';
import * as Popover from '@radix-ui/react-popover';
import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { formatPrice } from '../format/formatPrice';
import { SchemeSwitch, type Scheme } from '../SchemeSwitch/SchemeSwitch';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { marketplaceStrings } from '../strings';
import { AccountTrigger } from './AccountTrigger';
import { MenuButton, MenuHead, MenuLink, MenuList } from './Header.styles';
import type { HeaderLinks, HeaderUser } from './Header';
import { formatMobile } from './formatMobile';

const Menu = styled(Popover.Content)`
  z-index: var(--haat-z-dropdown);
  width: 260px;
  padding: var(--haat-space-2) 0;
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-subtle);
  border-radius: var(--haat-radius-md);
  box-shadow: var(--haat-shadow-lg);
  &:focus-visible {
    ${focusRing};
  }
`;

const SchemeRow = styled.div`
  padding-block: var(--haat-space-2) var(--haat-space-1);
  padding-inline: var(--haat-space-4);
  border-block-start: 1px solid var(--haat-color-border-subtle);
`;

/** The menu's own words (its chunk loads when the menu is first wanted). */
export const accountMenuText = defineText('ui.accountMenu', {
  /** The entry to the moderation screens, for admins only. */
  admin: 'Admin',
});

export interface AccountMenuProps {
  user: HeaderUser;
  links: HeaderLinks;
  onLogout?: () => void;
  /** The colour scheme chosen; with `onSchemeChange`, the menu offers System, Light and Dark. */
  scheme?: Scheme;
  onSchemeChange?: (next: Scheme) => void;
  /** The language in force; with `onLanguageChange`, the menu offers English and हिन्दी. */
  language?: string;
  onLanguageChange?: (next: string) => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The signed-in account menu (Radix Popover): name, +91 mobile, wallet and the five entries (an admin gets Admin too). Its
 * own chunk: the Header loads it when a signed-in user first reaches for it, so a visitor's first
 * page carries no popover code.
 */
export default function AccountMenu({
  user,
  links,
  onLogout,
  scheme = 'system',
  onSchemeChange,
  language = 'en',
  onLanguageChange,
  open,
  defaultOpen,
  onOpenChange,
}: AccountMenuProps) {
  return (
    <Popover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <AccountTrigger user={user} />
      </Popover.Trigger>
      <Popover.Portal>
        <Menu align="end" sideOffset={6} aria-label={marketplaceStrings.accountMenu}>
          <MenuHead>
            <strong>{user.name}</strong>
            <span>{formatMobile(user.mobile)}</span>
            <span>
              {marketplaceStrings.wallet}: {formatPrice(user.wallet)}
            </span>
          </MenuHead>
          <nav aria-label={marketplaceStrings.accountMenu}>
            <MenuList>
              {user.admin ? (
                <li>
                  <MenuLink href={links.admin}>{accountMenuText.admin}</MenuLink>
                </li>
              ) : null}
              <li>
                <MenuLink href={links.myAds}>{marketplaceStrings.myAds}</MenuLink>
              </li>
              <li>
                <MenuLink href={links.myAccount}>{marketplaceStrings.myAccount}</MenuLink>
              </li>
              <li>
                <MenuLink href={links.changePassword}>{marketplaceStrings.changePassword}</MenuLink>
              </li>
              <li>
                <MenuLink href={links.downloadApp}>{marketplaceStrings.downloadTheApp}</MenuLink>
              </li>
              <li>
                <MenuButton type="button" onClick={onLogout}>
                  {marketplaceStrings.logout}
                </MenuButton>
              </li>
            </MenuList>
          </nav>
          {onSchemeChange ? (
            <SchemeRow>
              <SchemeSwitch value={scheme} onChange={onSchemeChange} />
            </SchemeRow>
          ) : null}
          {onLanguageChange ? (
            <SchemeRow>
              <LanguageSwitch value={language} onChange={onLanguageChange} />
            </SchemeRow>
          ) : null}
        </Menu>
      </Popover.Portal>
    </Popover.Root>
  );
}
