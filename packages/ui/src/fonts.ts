// The faces the kit's theme names (tokens.ts: Inter, then Noto Sans Devanagari for Hindi), in the
// weights it uses. Import once at the app's entry: `import '@haat/ui/fonts';`. Each file is an
// @font-face list split by unicode-range, so a browser only downloads the subsets a page shows.
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/500.css';
import '@fontsource/noto-sans-devanagari/600.css';
import '@fontsource/noto-sans-devanagari/700.css';
