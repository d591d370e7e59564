import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeApp, testConfig } from '../test/harness';

// The built app as the server serves it: compressed files made at build time, a year's cache for
// hashed assets, no-cache for the page, a 404 for a missing chunk, HEAD like GET.
describe('the built app', () => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let dir: string;
  const script = `export const greeting = ${JSON.stringify('namaste '.repeat(400))};\n`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'haat-static-'));
    mkdirSync(path.join(dir, 'assets'));
    // A page big enough to be worth compressing, as a rendered page is
    writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html><title>Haat</title><div id="root"></div><!-- ${'haat '.repeat(400)} -->`,
    );
    writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), script);
    writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(Buffer.from(script)));
    writeFileSync(path.join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(Buffer.from(script)));
    writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("push", () => {});');
    writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Haat"}');
    h = await makeApp('pglite', { config: testConfig({ STATIC_DIR: dir }) });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a hashed asset is sent as its brotli file, cached for a year', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    const gz = await h.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await h.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  test('the service worker and its manifest are asked for again each time; the manifest is one', async () => {
    const sw = await h.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await h.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  test('a missing chunk is a 404, not the page', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/text\/html/);
  });

  test('the page is never cached stale, and HEAD answers like GET', async () => {
    for (const url of ['/', '/my-ads/', '/pricing/']) {
      const get = await h.app.inject({ method: 'GET', url });
      expect(get.statusCode).toBe(200);
      expect(get.headers['cache-control']).toBe('no-cache');
      expect(get.body).toContain('<div id="root">');
      const head = await h.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toMatch(/text\/html/);
      expect(head.headers['cache-control']).toBe('no-cache');
      // a rendered page's length is known only by rendering it, which HEAD does not
      expect(head.headers['content-length']).toBeUndefined();
      expect(head.body).toBe('');
    }
    expect((await h.app.inject({ method: 'GET', url: '/favicon.svg' })).headers['cache-control']).toBe(
      'public, max-age=3600',
    );
  });

  test('every page is sent compressed, and unknown API paths stay JSON 404s', async () => {
    for (const url of ['/', '/about', '/my-ads/', '/search/']) {
      const res = await h.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
    }
    for (const url of ['/api/no-such-thing/', '/uploads/none.webp', '/assets/none.css']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
    expect((await h.app.inject({ method: 'DELETE', url: '/about' })).statusCode).toBe(404);
  });
});
