import {
  breakpoints,
  colors,
  fontSizes,
  fontWeights,
  fonts,
  lineHeights,
  motion,
  radii,
  shadows,
  sizes,
  space,
  zIndices,
} from './tokens';

export const theme = {
  colors,
  space,
  radii,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  shadows,
  zIndices,
  motion,
  breakpoints,
  sizes,
} as const;

export type HaatTheme = typeof theme;
