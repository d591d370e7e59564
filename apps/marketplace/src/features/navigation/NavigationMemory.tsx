import { createContext, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useAddressSearch } from '../addressSearch';

/** How long Back keeps trying to reach the old position while the page's content arrives. */
const RESTORE_FOR_MS = 3000;

/** What the app remembers of the pages of this tab's history. */
export class NavigationMemoryStore {
  /** The page on screen was reached with Back or Forward (not a link, a form or a redirect). */
  popped = false;
  /** Where each address was scrolled to when it was last on screen. */
  readonly positions = new Map<string, number>();
  /** Whatever a page keeps to show itself again as it was on Back (a listing's loaded pages). */
  readonly pages = new Map<string, unknown>();
  /** The page address on screen; null before the first. */
  private url: string | null = null;

  setPopped(popped: boolean): void {
    this.popped = popped;
  }

  /** The window scrolled: remember where, for the page on screen. */
  saveScroll(): void {
    if (this.url !== null) this.positions.set(this.url, window.scrollY);
  }

  /**
   * A page address is now on screen: where it should scroll to (its old place after Back, the top
   * otherwise), or null for the first page and for the same page again.
   */
  arrive(url: string): { y: number; restore: boolean } | null {
    const first = this.url === null;
    if (this.url === url) return null;
    this.url = url;
    if (first) return null;
    return this.popped ? { y: this.positions.get(url) ?? 0, restore: true } : { y: 0, restore: false };
  }
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
export function pageAddress(path: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete('login');
  query.delete('redirect');
  return `${path}?${query.toString()}`;
}

// The browser's own restoration would jump before the page's content is back; the app does it.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * New pages start at the top; Back and Forward return to where the page was scrolled, waiting for
 * its content (a lazily loaded page, its listing) for a moment, and giving up as soon as the user
 * scrolls, types or taps.
 */
export function NavigationMemory({ children }: { children: ReactNode }) {
  const [memory] = useState(() => new NavigationMemoryStore());
  const [path] = useLocation();
  const url = pageAddress(path, useAddressSearch());
  const [restoring, setRestoring] = useState<{ url: string; y: number } | null>(null);

  useIsomorphicLayoutEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const popped = () => memory.setPopped(true);
    const pushed = () => memory.setPopped(false);
    addEventListener('popstate', popped);
    addEventListener('pushState', pushed);
    addEventListener('replaceState', pushed);
    const save = () => memory.saveScroll();
    addEventListener('scroll', save, { passive: true });
    return () => {
      removeEventListener('popstate', popped);
      removeEventListener('pushState', pushed);
      removeEventListener('replaceState', pushed);
      removeEventListener('scroll', save);
    };
  }, [memory]);

  useIsomorphicLayoutEffect(() => {
    const to = memory.arrive(url);
    if (!to) return;
    if (to.restore) setRestoring({ url, y: to.y });
    else {
      setRestoring(null);
      window.scrollTo(0, 0);
    }
  }, [memory, url]);

  useEffect(() => {
    if (!restoring || restoring.url !== url) return;
    const until = Date.now() + RESTORE_FOR_MS;
    let frame = 0;
    const stop = () => {
      cancelAnimationFrame(frame);
      setRestoring(null);
    };
    const step = () => {
      const room = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo(0, Math.min(restoring.y, room));
      if (room >= restoring.y || Date.now() > until) stop();
      else frame = requestAnimationFrame(step);
    };
    step();
    const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    inputs.forEach((type) => addEventListener(type, stop, { passive: true }));
    return () => {
      cancelAnimationFrame(frame);
      inputs.forEach((type) => removeEventListener(type, stop));
    };
  }, [restoring, url]);

  return <MemoryContext.Provider value={memory}>{children}</MemoryContext.Provider>;
}
