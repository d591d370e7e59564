import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { focusRing } from '../../theme/mixins';
import { Badge } from '../Badge';
import { ChatIcon, ListIcon, PlusIcon, SearchIcon, UserIcon } from '../icons/icons';
import { Link } from '../link';
import { marketplaceStrings } from '../strings';
import { media } from '../../theme/media';

export type BottomBarItem = 'search' | 'inbox' | 'sell' | 'myAds' | 'account';

export interface MobileBottomBarProps {
  /** The section being shown (marked `aria-current="page"`). */
  active?: BottomBarItem;
  /** Unread chats, shown as a badge on Inbox. */
  unreadCount?: number;
  /** Where each item goes, by key (`search`, `inbox`, `sell`, `myAds`, `account`); defaults to the spec's routes. */
  hrefs?: Partial<Record<BottomBarItem, string>>;
}

const defaultHrefs: Record<BottomBarItem, string> = {
  search: '/search/',
  inbox: '/inbox/',
  sell: '/post-free-ad/',
  myAds: '/my-ads/',
  account: '/my-account/',
};

const Nav = styled.nav`
  position: fixed;
  inset: auto 0 0;
  z-index: var(--haat-z-sticky);
  height: var(--haat-size-bottom-bar);
  padding-block-end: env(safe-area-inset-bottom);
  background: var(--haat-color-bg-surface);
  border-block-start: 1px solid var(--haat-color-border-subtle);
  box-shadow: var(--haat-shadow-up);
  ${media.tab} {
    display: none;
  }
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  height: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(Link)`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  height: 100%;
  font-size: var(--haat-font-size-xs);
  color: var(--haat-color-text-muted);
  text-decoration: none;
  &[aria-current='page'] {
    font-weight: var(--haat-font-weight-semibold);
    color: var(--haat-color-text-link);
  }
  &[data-sell] > svg {
    width: 32px;
    height: 32px;
    padding: 5px;
    color: var(--haat-color-text-on-accent);
    background: var(--haat-color-bg-accent);
    border-radius: var(--haat-radius-round);
  }
  &:focus-visible {
    ${focusRing};
    outline-offset: -2px;
  }
`;

const Count = styled.span`
  position: absolute;
  inset-block-start: 4px;
  inset-inline-start: calc(50% + 4px);
`;

/** The phone-only bottom navigation: Search, Inbox (with unread count), Sell, My Ads, Account. */
export function MobileBottomBar({ active, unreadCount = 0, hrefs }: MobileBottomBarProps) {
  const href = { ...defaultHrefs, ...hrefs };
  const items: { key: BottomBarItem; label: string; icon: ReactNode }[] = [
    { key: 'search', label: marketplaceStrings.search, icon: <SearchIcon /> },
    { key: 'inbox', label: marketplaceStrings.inbox, icon: <ChatIcon /> },
    { key: 'sell', label: marketplaceStrings.sell, icon: <PlusIcon /> },
    { key: 'myAds', label: marketplaceStrings.myAds, icon: <ListIcon /> },
    { key: 'account', label: marketplaceStrings.account, icon: <UserIcon /> },
  ];
  return (
    <Nav aria-label={marketplaceStrings.quickLinks}>
      <List>
        {items.map((item) => (
          <li key={item.key}>
            <Item
              href={href[item.key]}
              aria-current={active === item.key ? 'page' : undefined}
              data-sell={item.key === 'sell' ? '' : undefined}
            >
              {item.icon}
              <span>{item.label}</span>
              {item.key === 'inbox' && unreadCount > 0 ? (
                <Count>
                  <Badge tone="count">
                    {unreadCount > 99 ? '99+' : unreadCount}
                    <VisuallyHidden> {marketplaceStrings.unread}</VisuallyHidden>
                  </Badge>
                </Count>
              ) : null}
            </Item>
          </li>
        ))}
      </List>
    </Nav>
  );
}
