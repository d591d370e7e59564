// The faces the kit's theme names (tokens.ts: Inter, then Noto Sans Devanagari for Hindi). Import
// once at the app's entry: `import '@haat/ui/fonts';`. Each face is split by unicode-range, so a
// browser downloads only the files for the characters a page shows:
// - Inter as one variable file for the weights the kit uses, 400 to 700 (latin: 30 KB, where
//   fontsource's for every weight is 48 KB and three static weights were 72 KB); "₹" comes from a
//   one-glyph subset, not the latin-ext file (both in theme/fonts/subsets.css);
// - Noto Sans Devanagari only on a page that shows Hindi text (its faces carry their unicode-range;
//   the per-subset files of fontsource do not, and would download for any glyph Inter lacks); the logo "हाट" has its own inlined
//   subset ('Haat Logo');
// - until Inter arrives, a local Arial (or its Linux twins) or Android's Roboto scaled to Inter's
//   metrics (theme/fonts/fallbacks.css, written by scripts/font-fallbacks.ts): the swap moves nothing.
import '@fontsource-variable/inter/wght.css';
import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/600.css';
import '@fontsource/noto-sans-devanagari/700.css';
import './theme/fonts/subsets.css';
import './theme/fonts/fallbacks.css';
