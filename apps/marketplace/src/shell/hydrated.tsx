import { createContext, useContext, useEffect, type ReactNode } from 'react';

const OnHydrated = createContext<(() => void) | undefined>(undefined);

/** Gives the browser's "the page is hydrated" callback to the mark the routes render. */
export function HydratedProvider({ onHydrated, children }: { onHydrated?: () => void; children: ReactNode }) {
  return <OnHydrated.Provider value={onHydrated}>{children}</OnHydrated.Provider>;
}

/**
 * Rendered beside the page, inside the route's Suspense boundary: its effect runs once that boundary
 * is hydrated, which for a page whose code arrives late is after the app's first commit. Only then
 * do the page's fields have their handlers, so only then can what was typed or chosen be replayed.
 */
export function HydratedMark() {
  const onHydrated = useContext(OnHydrated);
  useEffect(() => {
    onHydrated?.();
  }, [onHydrated]);
  return null;
}
