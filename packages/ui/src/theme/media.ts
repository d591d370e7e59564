import { breakpoints } from './tokens';

/** Media queries for the spec's device widths, mobile first. */
export const media = {
  /** 768 px and up */
  tab: `@media (min-width: ${breakpoints.tab}px)`,
  /** 1025 px and up */
  maxTab: `@media (min-width: ${breakpoints.maxTab}px)`,
  /** 1224 px and up */
  desktop: `@media (min-width: ${breakpoints.desktop}px)`,
  /** below 768 px */
  mobile: `@media (max-width: ${breakpoints.tab - 1}px)`,
  /** below 400 px: phones such as the 360 px class */
  xs: `@media (max-width: ${breakpoints.xs + 39}px)`,
  /** 400 px and up: every phone wider than the 360 px class */
  sm: `@media (min-width: ${breakpoints.xs + 40}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
