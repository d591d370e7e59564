import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

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

/**
 * styled-components names a component's class from a counter of the order modules run in, which
 * differs between the server (every page it has rendered) and the browser (the chunks it loaded):
 * the Babel plugin names each from its file and place instead, so hydration finds the same classes.
 */
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
    ? [styledIds(), react()]
    : [styledIds(), react(), preloadFonts(), renderedTemplate(), precompress()],
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
