import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { theme as defaultTheme, type HaatTheme } from './theme';

export interface ThemeProviderProps {
  /** The app, or the part of it that uses the kit. */
  children?: ReactNode;
  /** The theme every styled component below reads. @default the Haat theme */
  theme?: HaatTheme;
}

/** Provides the Haat theme to every styled component below it. */
export function ThemeProvider({ children, theme = defaultTheme }: ThemeProviderProps) {
  return <StyledThemeProvider theme={theme}>{children}</StyledThemeProvider>;
}
