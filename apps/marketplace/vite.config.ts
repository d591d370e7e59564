import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { lingui } from '@lingui/vite-plugin';
import PO from 'pofile';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { compileText } from '../../scripts/i18n/compileText.mjs';
import { pwaText } from './src/pwa/pwaText';

/**
 * Compress once at build time, as hard as the formats allow (brotli 11, gzip 9), so the server
 * sends files instead of compressing each response at a low level. Fonts and images are already
 * compressed and are left alone.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'haat-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * Preload Inter's variable latin file (weights 400 to 700, packages/ui/src/theme/fonts), so text
 * does not re-flow when it arrives.
 * Their names are hashed at build time, so the links are written from the bundle.
 */
function preloadFonts(): Plugin {
  return {
    name: 'haat-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {}).filter((f) => /inter-latin-wght-400-700-[^/]*\.woff2$/.test(f));
        return fonts.map((href) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${href}`, crossorigin: '' },
          injectTo: 'head',
        }));
      },
    },
  };
}

/**
 * `dist/index.rendered.html`: the page the server fills with a server-rendered first screen. Such a
 * page shows itself without JavaScript, so its scripts only hydrate it: they are fetched at low
 * priority, after the styles, the fonts and the largest image, instead of competing with them for a
 * slow connection; and the app's stylesheet is written in, not linked (a few KB that would hold the
 * first paint for another round trip). `index.html` stays as it is for the pages the browser draws.
 * Written once here, at build time, so the server only fills the page's slots.
 */
function renderedTemplate(): Plugin {
  let outDir = 'dist';
  return {
    name: 'haat-rendered-template',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const html = readFileSync(path.join(outDir, 'index.html'), 'utf8')
        .replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"')
        .replace(/<link rel="stylesheet"[^>]* href="\/(assets\/[\w.-]+\.css)"[^>]*>/g, (tag, file: string) => {
          const css = readFileSync(path.join(outDir, file), 'utf8');
          // Left linked when it could end the element
          return /<\/style/i.test(css) ? tag : `<style>${css}</style>`;
        });
      writeFileSync(path.join(outDir, 'index.rendered.html'), html);
    },
  };
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type PwaText = typeof pwaText;

/**
 * The installable app's words in Hindi, from the Hindi catalogue (locales/hi.po, ids `pwa.…`): a
 * build-time text has no language active, so its translation is looked up here; a message with no
 * Hindi keeps its English (`lingui compile --strict` in CI fails on one anyway).
 */
function hindiPwaText(): PwaText {
  const po = PO.parse(readFileSync(path.resolve(import.meta.dirname, 'locales/hi.po'), 'utf8'));
  const hindi = new Map(po.items.map((item) => [item.msgid, item.msgstr.join('')]));
  const translate = (value: unknown, id: string): unknown =>
    typeof value === 'string'
      ? hindi.get(id) || value
      : Object.fromEntries(
          Object.entries(value as object).map(([key, inner]) => [key, translate(inner, `${id}.${key}`)]),
        );
  return translate(pwaText, 'pwa') as PwaText;
}

/**
 * `offline.html`: what the service worker shows for a page it has not kept when there is no
 * network, in Haat's words (src/pwa/pwaText.ts) and colours, with no script or stylesheet to fetch.
 */
function offlinePage(text: PwaText, lang: 'en-IN' | 'hi-IN'): string {
  const t = text.offline;
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#0c5d75" />
    <title>${escape(t.title)} · Haat</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <style>
      body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1f2933; background: #f7f9fa; }
      main { max-width: 28rem; margin: 15vh auto 0; padding: 0 1.25rem; text-align: center; }
      img { width: 64px; height: 64px; }
      h1 { font-size: 1.5rem; margin: 1rem 0 0.5rem; }
      a { display: inline-block; margin: 0.5rem; padding: 0.75rem 1.25rem; border-radius: 8px; font-weight: 600;
          min-height: 24px; color: #fff; background: #0c5d75; text-decoration: none; }
      a + a { color: #0c5d75; background: transparent; }
      a:focus-visible { outline: 3px solid #f5a524; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <img src="/icons/icon-192.png" alt="" />
      <h1>${escape(t.title)}</h1>
      <p>${escape(t.body)}</p>
      <a href="">${escape(t.retry)}</a><a href="/">${escape(t.home)}</a>
    </main>
  </body>
</html>
`;
}

/**
 * The app's words for a Hindi reader: `offline.hi.html` (the service worker shows it when the
 * visitor chose हिन्दी) and `manifest.hi.webmanifest` (a Hindi page links it, so the installed app
 * and its shortcuts are named in Hindi; its `id` is the English one's, so it is the same app).
 */
function pwaFiles(): Plugin {
  return {
    name: 'haat-pwa-files',
    apply: 'build',
    generateBundle() {
      const hindi = hindiPwaText();
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: offlinePage(pwaText, 'en-IN') });
      this.emitFile({ type: 'asset', fileName: 'offline.hi.html', source: offlinePage(hindi, 'hi-IN') });
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.hi.webmanifest',
        source: JSON.stringify(appManifest(hindi, 'hi-IN')),
      });
    },
  };
}

/** The web app manifest in a language. */
function appManifest(text: PwaText, lang: 'en-IN' | 'hi-IN'): Partial<ManifestOptions> {
  return {
    id: '/',
    name: text.name,
    short_name: text.shortName,
    description: text.description,
    lang,
    start_url: '/?source=pwa',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#0c5d75',
    background_color: '#ffffff',
    categories: ['shopping', 'lifestyle'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { ...text.shortcuts.post, url: '/post-free-ad/' },
      { ...text.shortcuts.inbox, url: '/inbox/' },
      { ...text.shortcuts.myAds, url: '/my-ads/' },
    ].map(({ name, shortName, url }) => ({
      name,
      short_name: shortName,
      url,
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    })),
    screenshots: [
      {
        src: '/icons/screenshot-narrow.png',
        sizes: '720x1280',
        type: 'image/png',
        form_factor: 'narrow',
        label: text.name,
      },
      {
        src: '/icons/screenshot-wide.png',
        sizes: '1280x720',
        type: 'image/png',
        form_factor: 'wide',
        label: text.name,
      },
    ],
  };
}

/**
 * The installable app: its manifest (`/manifest.webmanifest`, linked from index.html) and its
 * service worker (`/sw.js`, src/pwa/sw.ts, Workbox in injectManifest mode so push has our own
 * handler), which precaches this build's shell, route chunks and fonts.
 */
const pwa = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/pwa',
    filename: 'sw.ts',
    // Registered by src/pwa/register.ts, when the page is idle
    injectRegister: false,
    manifest: appManifest(pwaText, 'en-IN'),
    injectManifest: {
      // The shell and every customer's route chunk, Inter (latin) and the Devanagari font; not the
      // admin screens, the other scripts' fonts, the pages (server-rendered: network first) or the
      // precompressed copies.
      globPatterns: [
        'assets/*.{js,css}',
        'assets/inter-latin-wght-400-700-*.woff2',
        'assets/noto-sans-devanagari-*.woff2',
        'offline.html',
        'offline.hi.html',
        'favicon.svg',
        'icons/icon-192.png',
        'icons/badge-96.png',
      ],
      globIgnores: ['assets/Admin*.js'],
      maximumFileSizeToCacheInBytes: 512 * 1024,
    },
  });

/**
 * styled-components names a component's class from a counter of the order modules run in, which
 * differs between the server (every page it has rendered) and the browser (the chunks it loaded):
 * the Babel plugin names each from its file and place instead, so hydration finds the same classes.
 */
// The Hindi catalogue: `import('../locales/hi.po')` is compiled by Lingui at build time, and a
// message missing from it fails the build (lingui.config.ts at the repository's root).
const catalogues = () =>
  lingui({
    configPath: path.resolve(import.meta.dirname, '../../lingui.config.ts'),
    failOnMissing: true,
    failOnCompileError: true,
  });

const styledIds = () =>
  babel({
    include: /\.tsx?$/,
    exclude: /[/\\]node_modules[/\\]/,
    sourceMap: false,
    plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true }]],
  });

// `vite build` makes the browser's files in dist/ (with a manifest: the server preloads a page's
// chunk); `vite build --ssr src/entry-server.tsx` the server's renderer in dist-server/.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [compileText(), catalogues(), styledIds(), react()]
    : [
        compileText(),
        catalogues(),
        styledIds(),
        react(),
        preloadFonts(),
        pwaFiles(),
        pwa(),
        renderedTemplate(),
        precompress(),
      ],
  publicDir: isSsrBuild ? false : 'public',
  // Node runs styled-components' CommonJS build, whose default export is not `styled`: bundle its ESM build.
  ssr: { noExternal: ['styled-components'] },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, sourcemap: false, target: 'node20' }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        target: 'es2022',
        manifest: true,
        rolldownOptions: {
          output: {
            // Each route's loader (pages/X/xData.ts) in a small chunk of its own, not inside its page's
            // chunk: a navigation then fetches the page's code and its data side by side.
            codeSplitting: {
              groups: [
                {
                  debugName: 'route-data',
                  includeDependenciesRecursively: false,
                  name: (id: string) => /[\\/]src[\\/]pages[\\/]\w+[\\/](\w+Data)\.ts$/.exec(id)?.[1] ?? null,
                },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      [
        '/api',
        '/otp',
        '/verify-otp',
        '/signup',
        '/login',
        '/logout',
        '/change-password',
        '/forgot-password',
        '/check-password',
        '/reset-password',
        '/contact',
        '/uploads',
        '/sitemap.xml',
        '/robots.txt',
      ]
        .map((p): [string, string | { target: string; ws?: boolean }] => [p, 'http://127.0.0.1:3000'])
        // GET /chat/{id} (no trailing slash: /chat/{adId}/ is a page of the app) and the chat socket.
        .concat([
          ['^/chat/\\d+$', 'http://127.0.0.1:3000'],
          ['/ws', { target: 'ws://127.0.0.1:3000', ws: true }],
        ]),
    ),
  },
}));
