import { fileTypeFromFile } from 'file-type';
import type { FastifyReply } from 'fastify';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { notFound } from './errors';

/** Stream a stored file with its sniffed type; anything not an image or video downloads. */
export async function sendFile(
  reply: FastifyReply,
  file: string,
  disposition: 'inline' | 'attachment',
  cacheControl = 'public, max-age=31536000, immutable',
) {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw notFound();
  const type = file.endsWith('.webp') ? { mime: 'image/webp' } : await fileTypeFromFile(file);
  const mime = type?.mime ?? 'application/octet-stream';
  const inline =
    disposition === 'inline' && (mime.startsWith('image/') || mime.startsWith('video/') || mime === 'application/pdf');
  return reply
    .header('content-type', mime)
    .header('content-length', info.size)
    .header('cache-control', cacheControl)
    .header(
      'content-disposition',
      inline ? 'inline' : `attachment; filename="${path.basename(file).replace(/^[^-]*-/, '')}"`,
    )
    .send(createReadStream(file));
}
