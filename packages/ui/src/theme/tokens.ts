/**
 * Design tokens: the only place raw values live. Components read them through `theme.*`.
 * Colour pairs are chosen for WCAG AA contrast on their intended background.
 */
const palette = {
  white: '#ffffff',
  ink900: '#14181f',
  ink700: '#344054',
  ink600: '#475467',
  ink500: '#5b6675',
  ink300: '#d0d5dd',
  ink200: '#e4e7ec',
  ink100: '#f2f4f7',
  ink50: '#f8f9fb',
  teal800: '#0b4a5e',
  teal700: '#0c5d75',
  teal600: '#0e6e8a',
  teal100: '#d9eef4',
  teal50: '#eef8fb',
  saffron500: '#f5a524',
  saffron100: '#fdf0d8',
  saffron800: '#7a4a00',
  red700: '#b42318',
  red50: '#fef3f2',
  green700: '#067647',
  green50: '#ecfdf3',
  amber700: '#935f00',
  amber50: '#fffaeb',
  blue600: '#1570ef',
} as const;

export const colors = {
  text: {
    default: palette.ink900,
    muted: palette.ink600,
    subtle: palette.ink500,
    inverse: palette.white,
    link: palette.teal700,
    danger: palette.red700,
    success: palette.green700,
    warning: palette.amber700,
    onAccent: palette.ink900,
  },
  bg: {
    page: palette.ink50,
    surface: palette.white,
    subtle: palette.ink100,
    muted: palette.ink200,
    brand: palette.teal700,
    brandHover: palette.teal800,
    brandSubtle: palette.teal50,
    accent: palette.saffron500,
    accentSubtle: palette.saffron100,
    danger: palette.red50,
    success: palette.green50,
    warning: palette.amber50,
    overlay: 'rgba(16, 24, 40, 0.55)',
  },
  border: {
    default: palette.ink300,
    subtle: palette.ink200,
    strong: palette.ink600,
    focus: palette.blue600,
    danger: palette.red700,
    brand: palette.teal600,
  },
} as const;

export const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
} as const;

export const radii = { sm: '4px', md: '8px', lg: '12px', xl: '16px', pill: '999px', round: '50%' } as const;

export const fonts = {
  body: "'Inter Variable', 'Inter', 'Inter Fallback Arial', 'Inter Fallback Roboto', 'Noto Sans Devanagari', system-ui, sans-serif",
  heading:
    "'Inter Variable', 'Inter', 'Inter Fallback Arial', 'Inter Fallback Roboto', 'Noto Sans Devanagari', system-ui, sans-serif",
} as const;

export const fontSizes = {
  xs: '12px',
  sm: '13px',
  md: '14px',
  lg: '16px',
  xl: '20px',
  xxl: '24px',
  display: '32px',
} as const;
export const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;
export const lineHeights = { tight: 1.2, normal: 1.45, relaxed: 1.6 } as const;

export const shadows = {
  sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
  md: '0 4px 12px rgba(16, 24, 40, 0.12)',
  lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
} as const;

export const zIndices = {
  base: 0,
  sticky: 100,
  header: 200,
  dropdown: 300,
  overlay: 400,
  modal: 500,
  toast: 600,
} as const;

export const motion = {
  fast: '120ms',
  normal: '200ms',
  slow: '320ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/** Device widths from the spec (section 9): tab 768, maxTab 1025, desktop 1224. */
export const breakpoints = { xs: 360, tab: 768, maxTab: 1025, desktop: 1224 } as const;

/** Control sizes from the spec: inputs 46 px high, textarea 100 px. */
export const sizes = {
  control: '46px',
  textarea: '100px',
  headerHeight: '64px',
  bottomBar: '60px',
  maxContent: '1280px',
} as const;
