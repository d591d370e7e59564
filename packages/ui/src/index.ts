// The public API of @haat/ui, written out by hand (no `export *`) so tree-shaking stays honest.

// theme
export { theme, ThemeProvider, GlobalStyle, media, focusRing, visuallyHidden, inputBase, breakpoints } from './theme';
export type { HaatTheme, ThemeProviderProps } from './theme';

// inputs
export { Button } from './inputs/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './inputs/Button';

// validation and dates (input kit)

// marketplace components
