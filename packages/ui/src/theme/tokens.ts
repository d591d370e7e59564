/**
 * Design tokens: the only place raw values live. Components never read these: they read the CSS
 * custom properties `tokens.css` declares from them (`var(--haat-color-text-muted)`), so a scheme
 * is chosen by the browser and costs no render. `vars.ts` names them; `sheet.ts` writes the sheet.
 * Colour pairs are chosen for WCAG AA contrast on their intended background, in both schemes.
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

/** The dark scheme's own inks: surfaces step up in lightness, text steps down. */
const night = {
  ink950: '#0b0f14',
  ink900: '#121821',
  ink850: '#18202b',
  ink800: '#202a36',
  ink700: '#2c3846',
  ink600: '#3d4a5a',
  ink400: '#8d99a8',
  ink300: '#a9b3c1',
  ink200: '#c9d1dc',
  ink100: '#e8ecf1',
  teal300: '#6cc6df',
  teal200: '#9ad8ea',
  teal900: '#0d2f3a',
  saffron900: '#3a2a0c',
  red300: '#ff9c92',
  red950: '#3b1512',
  green300: '#6fd9a0',
  green950: '#0e2e20',
  amber300: '#f3c260',
  amber950: '#33260a',
  blue400: '#6aa8ff',
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
    /** A dark band in the light scheme (the footer): text on it is `text.inverse`. */
    inverse: palette.ink900,
    /** A filled danger control or mark: `text.inverse` on it. */
    dangerStrong: palette.red700,
    /** A filled warning mark: `text.inverse` on it. */
    warningStrong: palette.amber700,
    /** A filled neutral mark (a file's kind): `text.inverse` on it. */
    neutralStrong: palette.ink600,
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

type ColorRoles = { readonly [G in keyof typeof colors]: { readonly [R in keyof (typeof colors)[G]]: string } };

/**
 * The dark scheme: the same roles as `colors`. Filled controls (brand, accent, danger) keep their
 * light-scheme fills and their white or ink text, so a button reads the same in both.
 */
export const darkColors: ColorRoles = {
  text: {
    default: night.ink100,
    muted: night.ink300,
    subtle: night.ink400,
    inverse: palette.white,
    link: night.teal300,
    danger: night.red300,
    success: night.green300,
    warning: night.amber300,
    onAccent: palette.ink900,
  },
  bg: {
    page: night.ink950,
    surface: night.ink900,
    subtle: night.ink850,
    muted: night.ink800,
    brand: palette.teal700,
    brandHover: palette.teal600,
    brandSubtle: night.teal900,
    accent: palette.saffron500,
    accentSubtle: night.saffron900,
    danger: night.red950,
    success: night.green950,
    warning: night.amber950,
    overlay: 'rgba(0, 0, 0, 0.7)',
    inverse: '#05080b',
    dangerStrong: palette.red700,
    warningStrong: palette.amber700,
    neutralStrong: palette.ink600,
  },
  border: {
    default: night.ink600,
    subtle: night.ink700,
    strong: night.ink300,
    focus: night.blue400,
    danger: night.red300,
    brand: night.teal300,
  },
};

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
  /** A sheet floating over the page (the install offer). */
  float: '0 8px 24px rgb(0 0 0 / 12%)',
  /** A bar fixed to the bottom of the screen casts upwards. */
  up: '0 -2px 8px rgba(16, 24, 40, 0.06)',
} as const;

/** On a dark page a shadow must be deeper to show at all. */
export const darkShadows: { readonly [K in keyof typeof shadows]: string } = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
  md: '0 4px 12px rgba(0, 0, 0, 0.55)',
  lg: '0 12px 32px rgba(0, 0, 0, 0.65)',
  float: '0 8px 24px rgb(0 0 0 / 55%)',
  up: '0 -2px 8px rgba(0, 0, 0, 0.5)',
};

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
