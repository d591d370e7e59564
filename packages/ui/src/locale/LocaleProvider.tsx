import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { currentLanguage, type Locale } from './text';

export type Direction = 'ltr' | 'rtl';

const DirectionContext = createContext<Direction>('ltr');

export interface LocaleProviderProps {
  /** Reading direction, for components that lay out by side. @default 'ltr' */
  direction?: Direction;
  /** The part of the page laid out in that direction. */
  children: ReactNode;
}

/**
 * Gives a reading direction to every component below it. The language itself is the one
 * `activateLanguage` set (or, on a server, the request's): text constants and formatters read it.
 */
export function LocaleProvider({ direction = 'ltr', children }: LocaleProviderProps) {
  return <DirectionContext.Provider value={direction}>{children}</DirectionContext.Provider>;
}

/** The language being rendered in and the nearest `LocaleProvider`'s direction (`ltr` without one). */
export function useLocale(): { locale: Locale; direction: Direction } {
  const direction = useContext(DirectionContext);
  const { locale } = currentLanguage();
  return useMemo(() => ({ locale, direction }), [locale, direction]);
}

/**
 * A component's words: its text constant (made with `defineText`, so in the current language) with
 * the `text` prop's overrides on top: `const text = useText(topUpFormText, props.text)`.
 */
export function useText<T extends object>(source: T, overrides?: Partial<T>): T {
  return overrides ? { ...source, ...overrides } : source;
}
