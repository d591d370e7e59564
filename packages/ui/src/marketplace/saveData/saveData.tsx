import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

/** The Network Information API's part we read (Chromium browsers; absent elsewhere). */
interface Connection extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

/** Connections slow enough to save data on, as the browser measures them. */
const SLOW = new Set(['slow-2g', '2g', '3g']);

function connection(): Connection | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: Connection }).connection;
}

/** Whether a visitor's browser asks to save data: Save-Data on, or a 2G/3G effective connection. */
function browserSavesData(): boolean {
  const c = connection();
  return !!c && (c.saveData === true || SLOW.has(c.effectiveType ?? ''));
}

function subscribe(onChange: () => void): () => void {
  const c = connection();
  c?.addEventListener('change', onChange);
  return () => c?.removeEventListener('change', onChange);
}

const SaveDataContext = createContext<boolean | undefined>(undefined);

export interface SaveDataProviderProps {
  /**
   * What the server knew when it rendered the page (the request's `Save-Data: on` or `ECT`
   * header): hydration starts from it, then follows the browser.
   */
  initial?: boolean;
  /** The components that lighten their load. */
  children?: ReactNode;
}

/** Tells the components below what a server-rendered page was rendered with. */
export function SaveDataProvider({ initial, children }: SaveDataProviderProps) {
  return <SaveDataContext.Provider value={initial}>{children}</SaveDataContext.Provider>;
}

/**
 * True when the page should save data (no auto-playing carousel, only the smallest images, nothing
 * below the fold until it is scrolled near); follows the connection as it changes.
 */
export function useSaveData(): boolean {
  const initial = useContext(SaveDataContext);
  return useSyncExternalStore(subscribe, browserSavesData, () => initial ?? false);
}
