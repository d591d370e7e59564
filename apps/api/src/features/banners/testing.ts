import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';

/**
 * Test helper (not a test file): a plain-colour PNG of `width × height` uploaded by the holder of
 * `auth` through a signed upload address; answers its key for a banner's `image`.
 */
export async function uploadBannerImage(
  app: FastifyInstance,
  auth: Record<string, string>,
  width = 1600,
  height = 400,
): Promise<string> {
  const signed = await app.inject({
    method: 'POST',
    url: '/api/get-signed-url/',
    headers: auth,
    payload: { file_name: 'banner.png', file_type: 'image/png', public: true },
  });
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  const u = new URL(signed.json<{ url: string }>().url);
  const put = await app.inject({
    method: 'PUT',
    url: u.pathname + u.search,
    headers: { 'content-type': 'image/png' },
    payload: bytes,
  });
  expect(put.statusCode, put.body).toBe(201);
  return signed.json<{ path: string }>().path;
}
