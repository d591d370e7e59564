import type { ComponentPropsWithRef } from 'react';
import { ChevronDownIcon } from '../icons/icons';
import { marketplaceStrings } from '../strings';
import { AccountButton, Avatar } from './Header.styles';

/** The avatar button that opens the account menu (the same before and after the menu's code loads). */
export function AccountTrigger({
  user,
  ...props
}: { user: { name: string } } & Omit<ComponentPropsWithRef<'button'>, 'children'>) {
  return (
    <AccountButton type="button" aria-label={`${marketplaceStrings.accountMenu}: ${user.name}`} {...props}>
      <Avatar aria-hidden="true" translate="no">
        {user.name.trim().charAt(0).toUpperCase()}
      </Avatar>
      <ChevronDownIcon />
    </AccountButton>
  );
}
