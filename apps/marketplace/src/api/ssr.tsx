import { createContext, useContext, type ReactNode } from 'react';
import type { CachedValue } from '../query/queryCache';

/**
 * Server rendering's facts about one render. The server runs the route's loaders into the app's
 * data cache, renders once, and leaves the cache's answers in the page with these facts; in the
 * browser, hydration starts from them, so the first client render equals the server's HTML and
 * asks for nothing.
 */

/** What the server leaves in the page for hydration (`<script type="application/json" id="haat-ssr">`). */
export interface SsrSnapshot {
  /** The data cache's answers by key, as the page was rendered from them. */
  data: Record<string, CachedValue>;
  /** The location the page was rendered for (the `haat_location` cookie), null for all of India. */
  location: unknown;
  /** When the page was rendered (ms since the epoch): posted times hydrate as of then. */
  renderedAt: number;
  /** The request asked to save data (`Save-Data: on`, or a 2G/3G `ECT`). */
  saveData?: boolean;
  /** The browser holds a session (the `haat_session` cookie): its account is read after hydration. */
  signedIn?: boolean;
}

export interface SsrStore {
  /** True while rendering on the server. */
  readonly server: boolean;
  /** The location the page was rendered for. */
  readonly location: unknown;
  /** When the page was rendered. */
  readonly renderedAt: number;
  /** The request asked to save data. */
  readonly saveData: boolean;
  /** The browser holds a session the page was rendered without. */
  readonly signedIn: boolean;
  /** The server: the page rendered says nothing is here, so the answer's status is 404. */
  markNotFound(): void;
  /** The server: the HTTP status the rendered page calls for (200, or 404 once marked). */
  status(): 200 | 404;
}

/** The facts of one server render. */
export function serverStore({
  location = null,
  renderedAt = Date.now(),
  saveData = false,
  signedIn = false,
}: Partial<Omit<SsrSnapshot, 'data'>> = {}): SsrStore {
  let notFound = false;
  return {
    server: true,
    location,
    renderedAt,
    saveData,
    signedIn,
    markNotFound() {
      notFound = true;
    },
    status: () => (notFound ? 404 : 200),
  };
}

/** The browser's facts while it hydrates a server-rendered page, from the server's snapshot. */
export function clientStore(snapshot: Omit<SsrSnapshot, 'data'>): SsrStore {
  return {
    server: false,
    location: snapshot.location,
    renderedAt: snapshot.renderedAt,
    saveData: snapshot.saveData ?? false,
    signedIn: snapshot.signedIn ?? false,
    markNotFound() {},
    status: () => 200,
  };
}

const SsrContext = createContext<SsrStore | null>(null);

export function SsrProvider({ store, children }: { store: SsrStore | null; children: ReactNode }) {
  return <SsrContext.Provider value={store}>{children}</SsrContext.Provider>;
}

/** The render's facts: null for a page the browser renders alone. */
export function useSsrStore(): SsrStore | null {
  return useContext(SsrContext);
}
