import {
  colors,
  darkColors,
  darkShadows,
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

/** Token groups and the custom-property prefix each is written under: `--haat-{prefix}-{key}`. */
const values = {
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
  sizes,
} as const;
const PREFIX = {
  colors: 'color',
  space: 'space',
  radii: 'radius',
  fonts: 'font',
  fontSizes: 'font-size',
  fontWeights: 'font-weight',
  lineHeights: 'line-height',
  shadows: 'shadow',
  zIndices: 'z',
  motion: 'motion',
  sizes: 'size',
} as const satisfies Record<keyof typeof values, string>;

type Kebab<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `-${Lowercase<H>}`}${Kebab<T>}`
  : S;
type VarTree<T, P extends string> = {
  readonly [K in keyof T]: T[K] extends string | number
    ? `var(--haat-${P}-${Kebab<`${K & (string | number)}`>})`
    : VarTree<T[K], `${P}-${Kebab<`${K & (string | number)}`>}`>;
};
type Values = typeof values;
/** Every token as the `var()` that reads it, e.g. `tokens.colors.text.muted` is `'var(--haat-color-text-muted)'`. */
export type Tokens = { readonly [G in keyof Values]: VarTree<Values[G], (typeof PREFIX)[G]> };

type Tree = { readonly [key: string]: string | number | Tree };
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function walk(tree: Tree, prefix: string, leaf: (name: string, value: string | number) => void): void {
  for (const [key, value] of Object.entries(tree)) {
    const name = `${prefix}-${kebab(key)}`;
    if (typeof value === 'object') walk(value, name, leaf);
    else leaf(name, value);
  }
}

function varTree(tree: Tree, prefix: string): Tree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => {
      const name = `${prefix}-${kebab(key)}`;
      return [key, typeof value === 'object' ? varTree(value, name) : `var(--haat${name})`];
    }),
  );
}

function buildTokens(): Tokens {
  const out: Record<string, Tree> = {};
  for (const group of Object.keys(values) as (keyof Values)[]) out[group] = varTree(values[group], `-${PREFIX[group]}`);
  return out as unknown as Tokens;
}

/**
 * The design tokens as CSS custom properties, typed: style with `${tokens.colors.text.muted}` (or the
 * `var()` it stands for, written out) and the scheme in force picks the value. Define them by
 * importing `@haat/ui/tokens.css` once.
 */
export const tokens: Tokens = /* @__PURE__ */ buildTokens();

/**
 * `[--haat-name, value]` for the tokens of a scheme, what `tokens.css` declares: every token for
 * the light scheme, only those the dark one changes (colours and shadows) for the dark.
 */
export function declarations(scheme: 'light' | 'dark'): [string, string][] {
  const out: [string, string][] = [];
  const scoped = scheme === 'dark' ? { colors: darkColors, shadows: darkShadows } : values;
  for (const [group, tree] of Object.entries(scoped)) {
    walk(tree as Tree, `--haat-${PREFIX[group as keyof Values]}`, (name, value) => out.push([name, String(value)]));
  }
  return out;
}
