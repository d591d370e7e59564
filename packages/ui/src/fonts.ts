// The faces the kit's theme names (tokens.ts: Inter, then Noto Sans Devanagari for Hindi). Import
// once at the app's entry: `import '@haat/ui/fonts';`. Each face is split by unicode-range, so a
// browser downloads only the files for the characters a page shows:
// - Inter as one variable file for every weight (latin: 48 KB, where three static weights were
//   72 KB); "₹" comes from a one-glyph subset (theme/fonts/subsets.css), not the latin-ext file;
// - Noto Sans Devanagari only on a page that shows Hindi text (its faces carry their unicode-range;
//   the per-subset files of fontsource do not, and would download for any glyph Inter lacks); the logo "हाट" has its own inlined
//   subset ('Haat Logo').
import '@fontsource-variable/inter/wght.css';
import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/600.css';
import '@fontsource/noto-sans-devanagari/700.css';
import './theme/fonts/subsets.css';
