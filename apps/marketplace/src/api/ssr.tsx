import { createContext, useContext, useEffect, useId, type ReactNode } from 'react';
import { ApiError } from './client';

/**
 * Server rendering's data. The server renders a page in passes: the loads a pass starts run while
 * it finishes (the pass shows them loading), and the next pass renders with their answers, until a
 * pass starts nothing new. The answers go into the page; in the browser, hydration reads them back,
 * so the first client render equals the server's HTML and asks for nothing.
 *
 * Not React's `use`: a component that suspends is replayed with the same `useId` for each of its
 * later calls, and the id is what tells two loads of one component apart.
 */

/** A settled load as the server rendered it: the answer, or the error's status and fields. */
export interface SsrValue {
  data?: unknown;
  error?: { status: number; fields: Record<string, string>; detail?: string };
}

/** What the server leaves in the page for hydration (`<script type="application/json" id="haat-ssr">`). */
export interface SsrSnapshot {
  /** The loads' answers by key (the caller's React id and deps). */
  data: Record<string, SsrValue>;
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
  /**
   * The server: the answer of `load` for `key` once settled; the first call starts it.
   * The browser: what the server rendered for `key`, until `forget`.
   */
  read(key: string, load: () => Promise<unknown>): SsrValue | undefined;
  /**
   * The server: wait for the loads started since the last call (false when there were none), and
   * begin the next pass.
   */
  settle(): Promise<boolean>;
  /** The browser: a mounted component has taken its answer; later mounts load afresh. */
  forget(key: string): void;
  /** The server: the answers this pass rendered with, for the page. */
  snapshot(): SsrSnapshot;
  /** The server: the page rendered says nothing is here, so the answer's status is 404. */
  markNotFound(): void;
  /** The server: the HTTP status the rendered page calls for (200, or 404 once marked). */
  status(): 200 | 404;
}

interface Entry {
  promise: Promise<SsrValue>;
  value?: SsrValue;
}

function plainError(err: unknown): SsrValue['error'] {
  if (err instanceof ApiError) return { status: err.status, fields: err.fields, detail: err.detail };
  return { status: 0, fields: {}, detail: err instanceof Error ? err.message : String(err) };
}

/** The store of one server render. */
export function serverStore({
  location = null,
  renderedAt = Date.now(),
  saveData = false,
  signedIn = false,
}: Partial<Omit<SsrSnapshot, 'data'>> = {}): SsrStore {
  const entries = new Map<string, Entry>();
  let started: Promise<SsrValue>[] = [];
  // The answers the current pass rendered: only those may go into the page, since an answer that
  // arrived after its component rendered "loading" would not match the HTML.
  let served = new Map<string, SsrValue>();
  let notFound = false;
  return {
    server: true,
    location,
    renderedAt,
    saveData,
    signedIn,
    read(key, load) {
      const entry = entries.get(key);
      if (entry?.value) served.set(key, entry.value);
      if (entry) return entry.value;
      const promise = load().then(
        (data): SsrValue => ({ data }),
        (err: unknown): SsrValue => ({ error: plainError(err) }),
      );
      const created: Entry = { promise };
      started.push(
        promise.then((value) => {
          created.value = value;
          return value;
        }),
      );
      entries.set(key, created);
      return undefined;
    },
    async settle() {
      const waiting = started;
      started = [];
      served = new Map();
      await Promise.all(waiting);
      return waiting.length > 0;
    },
    forget() {},
    snapshot: () => ({ data: Object.fromEntries(served), location, renderedAt, saveData, signedIn }),
    markNotFound() {
      notFound = true;
    },
    status: () => (notFound ? 404 : 200),
  };
}

/** The browser's store, from the server's snapshot. */
export function clientStore(snapshot: SsrSnapshot): SsrStore {
  const data = { ...snapshot.data };
  return {
    server: false,
    location: snapshot.location,
    renderedAt: snapshot.renderedAt,
    saveData: snapshot.saveData ?? false,
    signedIn: snapshot.signedIn ?? false,
    read: (key) => data[key],
    forget(key) {
      delete data[key];
    },
    settle: () => Promise.resolve(false),
    snapshot: () => ({ ...snapshot, data }),
    markNotFound() {},
    status: () => 200,
  };
}

const SsrContext = createContext<SsrStore | null>(null);

export function SsrProvider({ store, children }: { store: SsrStore | null; children: ReactNode }) {
  return <SsrContext.Provider value={store}>{children}</SsrContext.Provider>;
}

/** The render's store: null for a page the browser renders alone. */
export function useSsrStore(): SsrStore | null {
  return useContext(SsrContext);
}

/** An answer taken back from the server, as the caller's error type. */
export function restoreError(error: SsrValue['error']): ApiError | undefined {
  return error ? new ApiError(error.status, error.fields, error.detail) : undefined;
}

/**
 * The server-rendered answer of this caller's load for `deps` (keyed by the caller's place in the
 * tree and its deps), or undefined: in the browser once hydration is over, or when `load` is null.
 * Use it only for initial state.
 */
export function useSsrValue(deps: string, load: (() => Promise<unknown>) | null): SsrValue | undefined {
  const store = useSsrStore();
  const key = useId() + deps;
  const value = store && load ? store.read(key, load) : undefined;
  useEffect(() => {
    if (store && !store.server) store.forget(key);
  }, [store, key]);
  return value;
}
