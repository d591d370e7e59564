import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useApi } from '../api/ApiProvider';
import { isAbort } from '../api/client';
import { useSsrStore } from '../api/ssr';
import { ACCOUNT } from '../query/accountKeys';
import { CATS_KEY, loadCats } from '../query/shellQueries';
import { useQueryCache } from '../query/useQuery';
import * as profileApi from '../api/profile';
import { toCatalogue, type Catalogue } from './catalogue';
import {
  clearStorage,
  readStorage,
  syncSessionCookie,
  writeStorage,
  type StoredLocation,
  type StoredUser,
} from './storage';

export type Profile = StoredUser;

export interface AppState extends Catalogue {
  /** The signed-in account, or null for a visitor. */
  profile: Profile | null;
  /** True until the categories (and the profile, when a token is stored) have loaded once. */
  loading: boolean;
  /**
   * A page rendered on the server for a browser that holds a session, until the app has read it
   * (just after hydration): the account is neither a visitor's nor known yet.
   */
  sessionPending: boolean;
  /** The chosen location; null is all of India. Persisted under storage key `location`. */
  location: StoredLocation | null;
  setLocation(next: StoredLocation | null): void;
  /** Store the token and user of a successful sign-up or login. */
  signIn(token: string, user: Profile): void;
  /** Update the stored user after a profile change. */
  setProfile(user: Profile): void;
  /** The wallet's new balance (a top-up, a purchase, a cashback): the header shows it at once. */
  setWallet(balancePaise: number): void;
  /** Reload the account from the server. */
  reloadProfile(): Promise<void>;
  /** Clear all storage and forget the account (logout). */
  signOut(): void;
}

const AppStateContext = createContext<AppState | null>(null);

/** profile, cats, subCats and catMappings in one context, loaded once (ARCHITECTURE: client conventions). */
export function AppStateProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const ssr = useSsrStore();
  // A server-rendered page is rendered for a visitor: the browser's first render must be the same,
  // so the stored account and location are taken up just after hydration.
  const hydrating = ssr !== null;
  const cache = useQueryCache();
  // The categories a server render (or an earlier screen) left in the cache.
  const catsCached = cache.get(CATS_KEY);
  const [profile, setProfileState] = useState<Profile | null>(() =>
    !hydrating && readStorage('token') ? (readStorage('user') ?? null) : null,
  );
  const [catalogue, setCatalogue] = useState<Catalogue>(() =>
    Array.isArray(catsCached?.data)
      ? toCatalogue(catsCached.data as Parameters<typeof toCatalogue>[0])
      : { cats: [], subCats: [], catMappings: {} },
  );
  const [loading, setLoading] = useState(() => !Array.isArray(catsCached?.data));
  const [location, setLocationState] = useState<StoredLocation | null>(() =>
    hydrating ? ((ssr.location as StoredLocation | null) ?? null) : (readStorage('location') ?? null),
  );
  const catsInCache = useRef(Array.isArray(catsCached?.data));
  const [sessionPending, setSessionPending] = useState(() => hydrating && ssr.signedIn);

  useEffect(() => {
    syncSessionCookie();
    if (!hydrating) return;
    const stored = readStorage('location') ?? null;
    // The browser's own state, taken up on purpose one render after the server's (hydration).
    /* eslint-disable react-hooks/set-state-in-effect */
    if (JSON.stringify(stored) !== JSON.stringify(ssr.location ?? null)) setLocationState(stored);
    if (readStorage('token')) setProfileState(readStorage('user') ?? null);
    setSessionPending(false);
    /* eslint-enable react-hooks/set-state-in-effect */
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, []);

  const loadProfile = useCallback(
    (signal?: AbortSignal): Promise<void> => {
      if (!readStorage('token')) return Promise.resolve();
      return profileApi.get(api, { signal }).then(
        (next) => {
          if (signal?.aborted) return;
          writeStorage('user', next);
          setProfileState(next);
        },
        // Profile load errors are only logged (spec section 8); a 401 has already ended the session.
        (err: unknown) => {
          if (!isAbort(err)) console.error('profile load failed', err);
        },
      );
    },
    [api],
  );

  useEffect(() => {
    const controller = new AbortController();
    const cats = catsInCache.current
      ? Promise.resolve()
      : cache
          .fetch(CATS_KEY, (signal) => loadCats(api, signal))
          .then((answer) => {
            if (controller.signal.aborted) return;
            if (Array.isArray(answer.data)) setCatalogue(toCatalogue(answer.data as Parameters<typeof toCatalogue>[0]));
            else console.error('categories load failed', answer.error);
          });
    catsInCache.current = false;
    Promise.all([cats, loadProfile(controller.signal)]).then(
      () => {
        if (!controller.signal.aborted) setLoading(false);
      },
      () => {},
    );
    return () => controller.abort();
  }, [api, cache, loadProfile]);

  // A 401 anywhere has cleared storage: drop the account and the location with it.
  useEffect(
    () =>
      api.onSessionEnd(() => {
        cache.forget(ACCOUNT);
        setProfileState(null);
        setLocationState(null);
      }),
    [api, cache],
  );

  // Stable, so a socket's frame handler can hold it without restarting the socket.
  const setWallet = useCallback((balancePaise: number) => {
    setProfileState((p) => {
      if (!p) return p;
      const next = { ...p, wallet: balancePaise / 100 };
      writeStorage('user', next);
      return next;
    });
  }, []);

  const value = useMemo<AppState>(
    () => ({
      ...catalogue,
      profile,
      loading,
      sessionPending,
      location,
      setLocation(next) {
        writeStorage('location', next ?? undefined);
        setLocationState(next);
      },
      signIn(token, user) {
        // Nothing another account left in the cache is shown to this one.
        cache.forget(ACCOUNT);
        writeStorage('token', token);
        writeStorage('user', user);
        setProfileState(user);
      },
      setProfile(user) {
        writeStorage('user', user);
        setProfileState(user);
      },
      setWallet,
      reloadProfile: () => loadProfile(),
      signOut() {
        cache.forget(ACCOUNT);
        clearStorage();
        setProfileState(null);
        setLocationState(null);
      },
    }),
    [catalogue, profile, loading, sessionPending, location, loadProfile, setWallet, cache],
  );
  return <AppStateContext.Provider value={value}>{children}</AppStateContext.Provider>;
}

export function useAppState(): AppState {
  const ctx = useContext(AppStateContext);
  if (!ctx) throw new Error('useAppState must be used inside <AppStateProvider>');
  return ctx;
}
