import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { theme as defaultTheme, type HaatTheme } from './theme';

export interface ThemeProviderProps {
  children?: ReactNode;
  /** @default the Haat theme */
  theme?: HaatTheme;
}

/** Provides the Haat theme to every styled component below it. */
export function ThemeProvider({ children, theme = defaultTheme }: ThemeProviderProps) {
  return <StyledThemeProvider theme={theme}>{children}</StyledThemeProvider>;
}
