import { createContext, useContext, useState, type ReactNode } from 'react';
import { createClock, type Clock } from './clock';

let pageClock: Clock | undefined;

/** The page-wide clock used when no `ClockProvider` is present (created on first use). */
function getPageClock(): Clock {
  pageClock ??= createClock();
  return pageClock;
}

const ClockContext = createContext<Clock | null>(null);

export interface ClockProviderProps {
  /** The clock every posted-time label below reads. @default a shared 1-second clock */
  clock?: Clock;
  /** The cards and labels that read the clock. */
  children?: ReactNode;
}

/** Gives every card below one clock; pass `createFixedClock(date)` for stories and screenshots. */
export function ClockProvider({ clock, children }: ClockProviderProps) {
  const [ownClock] = useState(() => clock ?? createClock());
  return <ClockContext.Provider value={clock ?? ownClock}>{children}</ClockContext.Provider>;
}

/** The clock from the nearest `ClockProvider`, else the page-wide one. */
export function useClock(): Clock {
  return useContext(ClockContext) ?? getPageClock();
}
