import { lazy, Suspense, useId, useState, type ComponentPropsWithRef, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../inputs/Button';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { Badge } from '../Badge';
import { BellIcon, ChatIcon, ChevronDownIcon, PinIcon, SearchIcon } from '../icons/icons';
import { AccountTrigger } from './AccountTrigger';
import type { Scheme } from '../SchemeSwitch/SchemeSwitch';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { Link } from '../link';
import { marketplaceStrings } from '../strings';
import { useText } from '../../locale/LocaleProvider';
import { defaultHeaderText, type HeaderText } from './headerText';
import {
  AccountPlaceholder,
  Bar,
  DesktopOnly,
  IconLink,
  Inner,
  LocationButton,
  Logo,
  SearchForm,
  SearchInput,
  SearchSubmit,
  Spacer,
  Suggestions,
  TextLink,
  WideOnly,
} from './Header.styles';

/** An icon link with its name for screen readers and a count badge ("99+" past 99). */
function CountLink({ href, name, count, icon }: { href: string; name: string; count: number; icon: ReactNode }) {
  return (
    <IconLink href={href}>
      {icon}
      <VisuallyHidden>{name}</VisuallyHidden>
      {count > 0 ? (
        <Badge tone="count" data-count="">
          {count > 99 ? '99+' : count}
          <VisuallyHidden> {marketplaceStrings.unread}</VisuallyHidden>
        </Badge>
      ) : null}
    </IconLink>
  );
}

export interface HeaderUser {
  name: string;
  /** Ten digits; shown as `+91 98765 43210`. */
  mobile: string;
  /** Wallet balance in rupees. */
  wallet: number;
  /** An admin's menu also leads to the admin screens. */
  admin?: boolean;
}

export interface HeaderLinks {
  home: string;
  myAds: string;
  postAd: string;
  myAccount: string;
  changePassword: string;
  downloadApp: string;
  inbox: string;
  notifications: string;
  admin: string;
}

export const defaultHeaderLinks: HeaderLinks = {
  home: '/',
  myAds: '/my-ads/',
  postAd: '/post-free-ad/',
  myAccount: '/my-account/',
  changePassword: '/my-account/?change-password=true',
  downloadApp: '/mobile-app',
  inbox: '/inbox/',
  notifications: '/my-account/#notifications',
  admin: '/admin/users/',
};

export interface HeaderProps {
  /** The signed-in user, or null for an anonymous visitor (LOGIN). */
  user?: HeaderUser | null;
  /** The chosen place's name, e.g. `Koramangala, Bengaluru`. @default text.allIndia ('All India') */
  locationName?: string;
  /** Opens the location modal. */
  onLocationClick?: () => void;
  /** Search box text (controlled). */
  searchValue?: string;
  /** Called with the search box's text on every change. */
  onSearchChange?: (value: string) => void;
  /** The search box was submitted. */
  onSearch?: (query: string) => void;
  /** A suggestions list rendered under the search box (e.g. a listbox the app fills). */
  suggestions?: ReactNode;
  /** Props for the search input, e.g. `aria-controls`/`aria-activedescendant` of the suggestions. */
  searchInputProps?: Omit<ComponentPropsWithRef<'input'>, 'value' | 'onChange'>;
  /**
   * The browser holds a session the page does not know yet (a page rendered on the server, before
   * the app has read it): the account's place is kept empty, showing neither LOGIN nor the menu.
   */
  accountPending?: boolean;
  /** LOGIN was pressed (anonymous visitor): open the login modal. */
  onLoginClick?: () => void;
  /** Logout was chosen in the account menu. */
  onLogout?: () => void;
  /** The colour scheme chosen (System, Light or Dark), shown in the account menu. @default 'system' */
  scheme?: Scheme;
  /** A scheme was chosen in the account menu; without it the menu offers no choice. */
  onSchemeChange?: (next: Scheme) => void;
  /** The language the page is in (`en`, `hi`): the bar offers the other, the account menu all. */
  language?: string;
  /** A language was chosen; without it neither the bar nor the menu offers one. */
  onLanguageChange?: (next: string) => void;
  /** Account menu open state (controlled, optional). */
  menuOpen?: boolean;
  /** Called with the account menu's next open state. */
  onMenuOpenChange?: (open: boolean) => void;
  /** Where the logo, MY ADS, Post Free Ad, the menu entries, Inbox and the bell lead. @default defaultHeaderLinks */
  links?: Partial<HeaderLinks>;
  /** Unread chat messages, on the Inbox link (signed-in, wide screens; phones have the bottom bar). */
  inboxUnread?: number;
  /** Unread notifications, on the bell (signed-in). */
  notificationsUnread?: number;
  /** The bar's own words (All India, LOGIN, Post Free Ad …); a translated catalogue replaces them. @default defaultHeaderText */
  text?: Partial<HeaderText>;
}

export { formatMobile } from './formatMobile';

const loadAccountMenu = () => import('./AccountMenu');
const AccountMenu = lazy(loadAccountMenu);

/** The top bar of every page: logo, location, search (desktop), MY ADS, Post Free Ad and the account. */
export function Header({
  user = null,
  locationName,
  onLocationClick,
  searchValue,
  onSearchChange,
  onSearch,
  suggestions,
  searchInputProps,
  accountPending = false,
  onLoginClick,
  onLogout,
  scheme,
  onSchemeChange,
  language = 'en',
  onLanguageChange,
  menuOpen,
  onMenuOpenChange,
  links: linkOverrides,
  inboxUnread = 0,
  notificationsUnread = 0,
  text: overrides,
}: HeaderProps) {
  const text = useText(defaultHeaderText, overrides);
  const links = { ...defaultHeaderLinks, ...linkOverrides };
  // The menu's code (Radix Popover) loads when first wanted: hovered, focused or opened.
  const [menuWanted, setMenuWanted] = useState(menuOpen === true);
  if (menuOpen === true && !menuWanted) setMenuWanted(true);
  const searchId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('q') as HTMLInputElement | null;
    onSearch?.((searchValue ?? input?.value ?? '').trim());
  };

  return (
    <Bar>
      <Inner>
        <Logo href={links.home}>
          Haat<span aria-hidden="true">हाट</span>
        </Logo>
        <LocationButton type="button" onClick={onLocationClick}>
          <PinIcon />
          <VisuallyHidden data-hidden="">{`${text.location}:`}</VisuallyHidden>{' '}
          <span translate="no">{locationName ?? text.allIndia}</span>
          <ChevronDownIcon />
        </LocationButton>

        <SearchForm role="search" onSubmit={submit}>
          <label htmlFor={searchId}>
            <VisuallyHidden>{marketplaceStrings.search}</VisuallyHidden>
          </label>
          <SearchInput
            id={searchId}
            name="q"
            type="search"
            autoComplete="off"
            placeholder={text.searchPlaceholder}
            {...searchInputProps}
            {...(searchValue !== undefined
              ? { value: searchValue, onChange: (event) => onSearchChange?.(event.target.value) }
              : { onChange: (event) => onSearchChange?.(event.target.value) })}
          />
          <SearchSubmit type="submit" aria-label={marketplaceStrings.search}>
            <SearchIcon />
          </SearchSubmit>
          {suggestions ? <Suggestions>{suggestions}</Suggestions> : null}
        </SearchForm>
        <Spacer />

        <DesktopOnly>
          {onLanguageChange ? <LanguageSwitch variant="compact" value={language} onChange={onLanguageChange} /> : null}
          <TextLink href={links.myAds}>{text.myAdsUpper}</TextLink>
          <Button as={Link} href={links.postAd} variant="accent">
            {text.postFreeAd}
          </Button>
        </DesktopOnly>

        {user ? (
          <>
            <WideOnly>
              <CountLink href={links.inbox} name={marketplaceStrings.inbox} count={inboxUnread} icon={<ChatIcon />} />
            </WideOnly>
            <CountLink
              href={links.notifications}
              name={text.notifications}
              count={notificationsUnread}
              icon={<BellIcon />}
            />
            {menuWanted ? (
              <Suspense fallback={<AccountTrigger user={user} aria-busy="true" />}>
                <AccountMenu
                  user={user}
                  links={links}
                  onLogout={onLogout}
                  scheme={scheme}
                  onSchemeChange={onSchemeChange}
                  language={language}
                  onLanguageChange={onLanguageChange}
                  open={menuOpen}
                  defaultOpen={menuOpen === undefined}
                  onOpenChange={onMenuOpenChange}
                />
              </Suspense>
            ) : (
              <AccountTrigger
                user={user}
                onPointerEnter={loadAccountMenu}
                onFocus={loadAccountMenu}
                onClick={() => {
                  setMenuWanted(true);
                  onMenuOpenChange?.(true);
                }}
              />
            )}
          </>
        ) : accountPending ? (
          <AccountPlaceholder aria-hidden="true" data-account-pending="" />
        ) : (
          <Button variant="secondary" onClick={onLoginClick}>
            {text.login}
          </Button>
        )}
      </Inner>
    </Bar>
  );
}
