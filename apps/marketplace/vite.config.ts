import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Preload the Latin Inter faces the first screen uses, so text does not re-flow when they arrive.
 * Their names are hashed at build time, so the links are written from the bundle.
 */
function preloadFonts(): Plugin {
  return {
    name: 'haat-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {}).filter((f) => /inter-latin-(400|600)-normal-[^/]*\.woff2$/.test(f));
        return fonts.map((href) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${href}`, crossorigin: '' },
          injectTo: 'head',
        }));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadFonts()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
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
});
