import { createToaster, GlobalStyle, LinkProvider, ThemeProvider, type LinkProps } from '@haat/ui';
import { useMemo } from 'react';
import { Link as RouterLink, Router, type BaseLocationHook, type BaseSearchHook } from 'wouter';
import { ApiProvider } from './api/ApiProvider';
import { createApiClient } from './api/client';
import { ChatProvider, type RealtimeSocket } from './features/chat/ChatProvider';
import { AppRoutes } from './routes';
import { Shell } from './shell/Shell';
import { AppStateProvider } from './state/AppState';

export interface AppProps {
  /** The network, replaceable in tests. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** The location hooks, replaceable in tests (wouter's memoryLocation). @default the browser's */
  location?: { hook: BaseLocationHook; searchHook: BaseSearchHook };
  /** The chat socket, replaceable in tests (null: none). @default a socket to `/ws` */
  socket?: RealtimeSocket | null;
}

/** Kit links go through the router when they stay on the site, and stay plain anchors otherwise. */
function KitLink({ href, children, ...rest }: LinkProps) {
  if (/^(https?:|mailto:|tel:)/i.test(href))
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  return (
    <RouterLink href={href} {...rest}>
      {children}
    </RouterLink>
  );
}

export function App({ fetch, location, socket }: AppProps) {
  const toaster = useMemo(() => createToaster(), []);
  const client = useMemo(
    () => createApiClient({ fetch, notify: (message) => toaster.show({ message, tone: 'error' }) }),
    [fetch, toaster],
  );
  return (
    <ThemeProvider>
      <GlobalStyle />
      <Router hook={location?.hook} searchHook={location?.searchHook}>
        <LinkProvider component={KitLink}>
          <ApiProvider client={client}>
            <AppStateProvider>
              <ChatProvider socket={socket}>
                <Shell toaster={toaster}>
                  <AppRoutes />
                </Shell>
              </ChatProvider>
            </AppStateProvider>
          </ApiProvider>
        </LinkProvider>
      </Router>
    </ThemeProvider>
  );
}
