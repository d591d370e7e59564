import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useApi } from '../api/ApiProvider';
import { useSsrStore } from '../api/ssr';
import { ACCOUNT } from '../query/accountKeys';
import { CATS_KEY, loadCats } from '../query/shellQueries';
import { useQuery, useQueryCache } from '../query/useQuery';
import { toCatalogue, type Catalogue } from './catalogue';
import { profileQuery } from './profileQuery';
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
  const [profile, setProfileState] = useState<Profile | null>(() =>
    !hydrating && readStorage('token') ? (readStorage('user') ?? null) : null,
  );
  // The categories a server render (or an earlier screen) left in the cache, else asked now.
  const cats = useQuery(CATS_KEY, loadCats);
  const catalogue = useMemo<Catalogue>(
    () =>
      Array.isArray(cats.data)
        ? toCatalogue(cats.data as Parameters<typeof toCatalogue>[0])
        : { cats: [], subCats: [], catMappings: {} },
    [cats.data],
  );
  const [location, setLocationState] = useState<StoredLocation | null>(() =>
    hydrating ? ((ssr.location as StoredLocation | null) ?? null) : (readStorage('location') ?? null),
  );
  const [sessionPending, setSessionPending] = useState(() => hydrating && ssr.signedIn);
  // The stored session's account, asked again when a session starts (My Account reads the same
  // answer). A token may be stored without its user (a session from before the user was kept).
  const session = profile !== null || (!sessionPending && Boolean(readStorage('token')));
  const me = useQuery(session ? profileQuery.key : null, profileQuery.load);
  const loading = cats.loading || me.loading;

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

  // The server's account becomes the app's (and the stored one) when it arrives.
  useEffect(() => {
    if (!me.data) return;
    writeStorage('user', me.data);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the answer of the profile read above
    setProfileState(me.data);
  }, [me.data]);
  // Load errors are only logged (spec section 8); a 401 has already ended the session.
  useEffect(() => {
    if (cats.error) console.error('categories load failed', cats.error);
  }, [cats.error]);
  useEffect(() => {
    if (me.error) console.error('profile load failed', me.error);
  }, [me.error]);

  const loadProfile = useCallback(
    (): Promise<void> =>
      readStorage('token')
        ? cache
            .fetch(profileQuery.key, (signal) => profileQuery.load(api, signal), { force: true })
            .then(() => undefined)
        : Promise.resolve(),
    [api, cache],
  );

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
