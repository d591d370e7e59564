import { ToasterContext } from './toasterContext';
import {
  CategoryBar,
  Footer,
  Header,
  media,
  MobileBottomBar,
  Toaster,
  visuallyHidden,
  type BottomBarItem,
  type ToasterStore,
} from '@haat/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { useApi } from '../api/ApiProvider';
import * as auth from '../api/auth';
import { useChat } from '../features/chat/ChatProvider';
import { useLoginParam } from '../features/login/useLoginParam';
import { useSite } from '../features/site/useSite';
import { useAppState } from '../state/AppState';
import { useAddressSearch } from '../features/addressSearch';
import { useServiceWorker } from '../pwa/useServiceWorker';
import { InstallOffer } from '../pwa/InstallOffer';
import { useScheme } from '../state/scheme';
import { shellText } from './shellText';
import { chooseLanguage, currentLang, langOf } from '../i18n/language';

// The dialogs (Radix, the kit's inputs) load only when opened, keeping them off the home route's first load.
const LoginDialog = lazy(() => import('./LoginDialog').then((m) => ({ default: m.LoginDialog })));
const LocationDialog = lazy(() => import('./LocationDialog').then((m) => ({ default: m.LocationDialog })));

const SkipLink = styled.a`
  ${visuallyHidden}
  &:focus {
    position: fixed;
    inset-block-start: var(--haat-space-2);
    inset-inline-start: var(--haat-space-2);
    z-index: var(--haat-z-toast);
    width: auto;
    height: auto;
    clip: auto;
    padding: var(--haat-space-2) var(--haat-space-3);
    background: var(--haat-color-bg-surface);
    color: var(--haat-color-text-link);
  }
`;
/**
 * Room under the footer for the fixed bottom bar on phones, so nothing hides behind it. A
 * full-screen route (a chat) is exactly one screen tall on phones: the header, then the page
 * filling the rest, with no category bar, footer or bottom bar (its `nav` and `footer` children).
 */
const Page = styled.div`
  ${media.mobile} {
    padding-block-end: calc(var(--haat-size-bottom-bar) + env(safe-area-inset-bottom, 0px));
    &[data-screen='full'] {
      display: flex;
      flex-direction: column;
      height: 100vh;
      height: 100dvh;
      padding-block-end: env(safe-area-inset-bottom, 0px);
      overflow: hidden;
      & > main {
        flex: 1;
        width: 100%;
        min-height: 0;
        padding: 0;
      }
      & > nav,
      & > footer {
        display: none;
      }
    }
  }
`;
const Main = styled.main`
  max-width: var(--haat-size-max-content);
  margin: 0 auto;
  padding: var(--haat-space-4);
  /* The footer starts below the first screen, so content arriving late never pushes it (CLS). */
  min-height: 100vh;
`;

/** Routes that are one full screen on phones, like a messaging app's conversation. */
const isFullScreen = (path: string) => path.startsWith('/chat/');

function bottomItem(path: string): BottomBarItem | undefined {
  if (path.startsWith('/search')) return 'search';
  if (path.startsWith('/inbox') || path.startsWith('/chat')) return 'inbox';
  if (path.startsWith('/post-free-ad')) return 'sell';
  if (path.startsWith('/my-ads')) return 'myAds';
  if (path.startsWith('/my-account')) return 'account';
  return undefined;
}

export interface ShellProps {
  children: ReactNode;
  /** Non-blocking messages from the fetch client (404, 405, 5xx). */
  toaster: ToasterStore;
}

/** The common shell of every route: header, category bar, footer, bottom bar, location and login dialogs. */
export function Shell({ children, toaster }: ShellProps) {
  const api = useApi();
  const app = useAppState();
  const chat = useChat();
  const site = useSite().data;
  const login = useLoginParam();
  const [path, navigate] = useLocation();
  const query = new URLSearchParams(useAddressSearch());
  const [locationOpen, setLocationOpen] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);
  const category = /^\/search\/([^/?]+)/.exec(path)?.[1];
  useServiceWorker(toaster);
  const [scheme, setScheme] = useScheme();
  const lang = currentLang();

  const logout = () => {
    // Revoke the token on the server too; the session ends here whatever it answers.
    void auth.logout(api, { expected: [401, 404, 405, 500] }).catch(() => undefined);
    app.signOut();
    navigate('/');
  };

  return (
    <Page data-screen={isFullScreen(path) ? 'full' : undefined}>
      <SkipLink href="#main">{shellText.skipToContent}</SkipLink>
      <Header
        user={
          app.profile
            ? {
                name: app.profile.name,
                mobile: app.profile.mobile,
                wallet: Number(app.profile.wallet ?? 0),
                admin: app.profile.user_type === 'ADMIN',
              }
            : null
        }
        accountPending={app.sessionPending}
        locationName={app.location?.name ?? shellText.allIndia}
        onLocationClick={() => setLocationOpen(true)}
        searchValue={typed ?? query.get('search') ?? ''}
        onSearchChange={setTyped}
        onSearch={(text) => {
          setTyped(null);
          navigate(text ? `/search/?search=${encodeURIComponent(text)}` : '/search/');
        }}
        onLoginClick={login.show}
        onLogout={logout}
        scheme={scheme}
        onSchemeChange={setScheme}
        language={lang}
        onLanguageChange={(next) => chooseLanguage(langOf(next))}
        inboxUnread={chat.unread}
        notificationsUnread={chat.notificationsUnread}
      />
      <CategoryBar
        categories={app.cats.length ? app.cats.map((c) => ({ key: c.slug, title: c.title })) : undefined}
        active={category}
      />
      <Main id="main" tabIndex={-1}>
        <ToasterContext.Provider value={toaster}>{children}</ToasterContext.Provider>
      </Main>
      {/* An unset contact (development) leaves the footer's Support column out; the pages name the setting. */}
      <Footer
        year={new Date().getFullYear()}
        supportEmail={site?.support_email ?? undefined}
        supportPhone={site?.support_phone ?? undefined}
        language={lang}
        onLanguageChange={(next) => chooseLanguage(langOf(next))}
      />
      <MobileBottomBar active={bottomItem(path)} unreadCount={chat.unread} />
      {login.open ? (
        <Suspense fallback={null}>
          <LoginDialog />
        </Suspense>
      ) : null}
      {locationOpen ? (
        <Suspense fallback={null}>
          <LocationDialog open onOpenChange={setLocationOpen} />
        </Suspense>
      ) : null}
      <InstallOffer />
      <Toaster toaster={toaster} />
    </Page>
  );
}
