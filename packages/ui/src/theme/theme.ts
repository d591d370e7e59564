import { breakpoints } from './tokens';
import { tokens, type Tokens } from './vars';

/**
 * The styled-components theme: the tokens as `var()` references (so a style that reads
 * `theme.colors.text.muted` follows the scheme like the kit's own static styles do), and the
 * breakpoints as numbers, for media queries, which cannot read custom properties.
 */
export type HaatTheme = Tokens & { readonly breakpoints: typeof breakpoints };

function withBreakpoints(values: Tokens): HaatTheme {
  return { ...values, breakpoints };
}

export const theme: HaatTheme = /* @__PURE__ */ withBreakpoints(tokens);
