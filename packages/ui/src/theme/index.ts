export { theme } from './theme';
export type { HaatTheme } from './theme';
export { ThemeProvider } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';
export { GlobalStyle } from './GlobalStyle';
export { media } from './media';
export { focusRing, visuallyHidden, inputBase } from './mixins';
export { breakpoints } from './tokens';
