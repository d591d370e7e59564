import * as Popover from '@radix-ui/react-popover';
import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { formatPrice } from '../format/formatPrice';
import { marketplaceStrings } from '../strings';
import { AccountTrigger } from './AccountTrigger';
import { MenuButton, MenuHead, MenuLink, MenuList } from './Header.styles';
import type { HeaderLinks, HeaderUser } from './Header';
import { formatMobile } from './formatMobile';

const Menu = styled(Popover.Content)`
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  width: 260px;
  padding: ${({ theme }) => theme.space[2]} 0;
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &:focus-visible {
    ${focusRing};
  }
`;

/** The menu's own words (its chunk loads when the menu is first wanted). */
export const accountMenuText = {
  /** The entry to the moderation screens, for admins only. */
  admin: 'Admin',
};

export interface AccountMenuProps {
  user: HeaderUser;
  links: HeaderLinks;
  onLogout?: () => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The signed-in account menu (Radix Popover): name, +91 mobile, wallet and the five entries (an admin gets Admin too). Its
 * own chunk: the Header loads it when a signed-in user first reaches for it, so a visitor's first
 * page carries no popover code.
 */
export default function AccountMenu({ user, links, onLogout, open, defaultOpen, onOpenChange }: AccountMenuProps) {
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
        </Menu>
      </Popover.Portal>
    </Popover.Root>
  );
}
