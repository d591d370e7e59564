import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
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
      ].map((p) => [p, 'http://127.0.0.1:3000']),
    ),
  },
});
