import {
  ClockProvider,
  createClock,
  createToaster,
  GlobalStyle,
  LinkProvider,
  SaveDataProvider,
  type LinkProps,
} from '@haat/ui';
import { useMemo } from 'react';
import { Link as RouterLink, Router, type BaseLocationHook, type BaseSearchHook } from 'wouter';
import { ApiProvider } from './api/ApiProvider';
import { createApiClient } from './api/client';
import { SsrProvider, type SsrStore } from './api/ssr';
import { QueryCache } from './query/queryCache';
import { QueryCacheProvider } from './query/useQuery';
import { ChatProvider, type RealtimeSocket } from './features/chat/ChatProvider';
import { NavigationMemory } from './features/navigation/NavigationMemory';
import { AppRoutes } from './routes';
import { HydratedProvider } from './shell/hydrated';
import { Shell } from './shell/Shell';
import { AppStateProvider } from './state/AppState';

export interface AppProps {
  /** The network, replaceable in tests. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** The location hooks, replaceable in tests (wouter's memoryLocation). @default the browser's */
  location?: { hook: BaseLocationHook; searchHook: BaseSearchHook };
  /** The chat socket, replaceable in tests (null: none). @default a socket to `/ws` */
  socket?: RealtimeSocket | null;
  /** Server rendering: the render's data store (server or hydrating browser). @default none */
  ssr?: SsrStore;
  /** The server: the path and query string being rendered. */
  url?: { path: string; search: string };
  /** The data cache: the server's, filled by the route's loaders, or the browser's from the page. @default an empty one */
  cache?: QueryCache;
  /** The browser: called once the server-rendered page, its route's page too, is hydrated (to give back what was typed). */
  onHydrated?: () => void;
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

export function App({ fetch, location, socket, ssr, url, cache: givenCache, onHydrated }: AppProps) {
  const toaster = useMemo(() => createToaster(), []);
  const cache = useMemo(() => givenCache ?? new QueryCache(), [givenCache]);
  // Posted times on a server-rendered page hydrate as of its render, then tick on.
  const clock = useMemo(() => (ssr ? createClock({ renderedAt: ssr.renderedAt }) : undefined), [ssr]);
  const client = useMemo(
    () => createApiClient({ fetch, notify: (message) => toaster.show({ message, tone: 'error' }) }),
    [fetch, toaster],
  );
  const app = (
    <SaveDataProvider initial={ssr?.saveData}>
      <Router hook={location?.hook} searchHook={location?.searchHook} ssrPath={url?.path} ssrSearch={url?.search}>
        <LinkProvider component={KitLink}>
          <NavigationMemory>
            <ApiProvider client={client}>
              <SsrProvider store={ssr ?? null}>
                <QueryCacheProvider cache={cache}>
                  <AppStateProvider>
                    <ChatProvider socket={socket}>
                      <Shell toaster={toaster}>
                        <HydratedProvider onHydrated={onHydrated}>
                          <AppRoutes />
                        </HydratedProvider>
                      </Shell>
                    </ChatProvider>
                  </AppStateProvider>
                </QueryCacheProvider>
              </SsrProvider>
            </ApiProvider>
          </NavigationMemory>
        </LinkProvider>
      </Router>
    </SaveDataProvider>
  );
  // No ThemeProvider: every style reads the tokens as CSS custom properties (@haat/ui/tokens.css).
  return (
    <>
      <GlobalStyle />
      {/* Only a server-rendered page brings its own clock; otherwise an outer one (a story's) counts. */}
      {clock ? <ClockProvider clock={clock}>{app}</ClockProvider> : app}
    </>
  );
}
