import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useAddressSearch } from '../addressSearch';

/**
 * How long Back keeps trying to reach the old position while the page's content arrives: long
 * enough for a lazy page and its first answer, short enough never to hold a reader for long.
 */
const RESTORE_FOR_MS = 2000;

/** What the app remembers of the pages of this tab's history. */
export interface NavigationMemoryStore {
  /** The page on screen was reached with Back or Forward (not a link, a form or a redirect). */
  popped(): boolean;
  /** Whatever a page keeps to show itself again as it was on Back (a listing's loaded pages). */
  pages: Map<string, unknown>;
}

const MemoryContext = createContext<NavigationMemoryStore | null>(null);

/** The tab's navigation memory; null outside the app (a kit story, a page rendered alone). */
export function useNavigationMemory(): NavigationMemoryStore | null {
  return useContext(MemoryContext);
}

/**
 * The page an address shows: the login modal's parameters open a dialog over the same page, which
 * stays where it was scrolled.
 */
const pageAddress = (path: string, search: string) => `${path}?${search.replace(/(^|&)(login|redirect)=[^&]*/g, '')}`;

/**
 * The memory and its listeners: Back or Forward (`popstate`) against a link or a form (wouter's
 * `pushState` and `replaceState` events), each keeping where the page being left was scrolled.
 */
function createMemory() {
  let popped = false;
  let url: string | null = null;
  const positions = new Map<string, number>();
  return {
    popped: () => popped,
    pages: new Map<string, unknown>(),
    listen() {
      // Each fires before the next page renders: the window is still scrolled as the old page was.
      const leave = (pop: boolean) => () => {
        if (url !== null) positions.set(url, window.scrollY);
        popped = pop;
      };
      const all: [string, () => void][] = [
        ['popstate', leave(true)],
        ['pushState', leave(false)],
        ['replaceState', leave(false)],
      ];
      all.forEach(([type, fn]) => addEventListener(type, fn));
      return () => all.forEach(([type, fn]) => removeEventListener(type, fn));
    },
    /** A page is on screen: where to scroll (null for the first page or the same one again). */
    arrive(next: string): number | null {
      const first = url === null;
      if (url === next) return null;
      url = next;
      return first ? null : popped ? (positions.get(next) ?? 0) : 0;
    },
  };
}

/**
 * New pages start at the top; Back and Forward return to where the page was scrolled, waiting for
 * its content (a lazily loaded page, its listing) for a moment.
 */
export function NavigationMemory({ children }: { children: ReactNode }) {
  const [memory] = useState(createMemory);
  const [path] = useLocation();
  const url = pageAddress(path, useAddressSearch());

  // Before paint. The browser's own restoration would jump before the content is back; the app does it.
  useLayoutEffect(() => {
    history.scrollRestoration = 'manual';
    return memory.listen();
  }, [memory]);

  useLayoutEffect(() => {
    const y = memory.arrive(url);
    if (y === null) return;
    window.scrollTo(0, 0);
    if (!y) return;
    const until = Date.now() + RESTORE_FOR_MS;
    let frame = 0;
    const stop = () => cancelAnimationFrame(frame);
    const step = () => {
      const room = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo(0, Math.min(y, room));
      if (room >= y || Date.now() > until) stop();
      else frame = requestAnimationFrame(step);
    };
    step();
    return stop;
  }, [memory, url]);

  return <MemoryContext.Provider value={memory}>{children}</MemoryContext.Provider>;
}
