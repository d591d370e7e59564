import { SignedUrlRequestSchema, SignedUrlSchema, type Uploaded } from '@haat/contract';
import { fileTypeFromFile } from 'file-type';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context';
import { HttpError, notFound } from '../../http/errors';
import { declare, signedIn, typed } from '../../http/route';
import { SIGNED_URL_TTL_SECONDS, UPLOAD_MAX_BYTES, storageFor } from '../../providers/storage';
import { signature, signatureMatches, uploadSecret, uploadsRoot } from '../../providers/storage/local';
import { CARD_SUFFIX, DETAIL_SUFFIX, resolveInside, safeName } from '../../providers/storage/paths';
import { processImage } from './images';
import { isImage, sniffAs } from './sniff';

const refused = (status: number, detail: string) => new HttpError(status, { detail });

/** Write atomically: a reader never sees half a file. */
async function put(file: string, bytes: Buffer) {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${randomBytes(4).toString('hex')}.part`;
  await writeFile(tmp, bytes);
  await rename(tmp, file);
}

export async function uploadsRoutes(app: FastifyInstance, ctx: AppContext) {
  /** A signed address to PUT one file to. Public files go under assets/, private ones under documents/. */
  typed(app).post(
    '/api/get-signed-url/',
    declare(
      ctx,
      { operationId: 'signUpload', summary: 'A signed address to PUT one file to', tag: 'uploads', access: 'user' },
      {
        body: SignedUrlRequestSchema,
        response: { 200: SignedUrlSchema },
      },
    ),
    async (request) => {
      const user = signedIn(request);
      const body = request.body;
      const folder = body.public && body.type !== 'documents' ? 'assets' : 'documents';
      const key = `${folder}/${user.id}/${randomBytes(8).toString('hex')}-${safeName(body.file_name)}`;
      const storage = storageFor(ctx);
      return {
        url: await storage.signPut(key, body.file_type, SIGNED_URL_TTL_SECONDS),
        method: 'PUT' as const,
        path: key,
        public_url: folder === 'assets' ? storage.publicUrl(key) : null,
        expires_in: SIGNED_URL_TTL_SECONDS,
        headers: { 'content-type': body.file_type },
      };
    },
  );

  // The embedded store. Its own scope: every body arrives as raw bytes, up to 10 MB. Its addresses
  // are what get-signed-url answers (an S3 store has its own), so they are not API operations.
  const storeRoute = { schema: { hide: true } };
  await app.register(async (store) => {
    store.removeAllContentTypeParsers();
    store.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    const root = uploadsRoot(ctx);

    store.put<{ Params: { '*': string }; Querystring: Record<string, string | undefined> }>(
      '/uploads/*',
      storeRoute,
      async (request, reply): Promise<Uploaded> => {
        const key = request.params['*'];
        const { expires, type, sig } = request.query;
        const file = resolveInside(root, key);
        if (!file || key.endsWith(CARD_SUFFIX) || key.endsWith(DETAIL_SUFFIX)) {
          throw refused(403, 'This is not a valid upload address.');
        }
        if (!expires || !type || !sig || !/^\d{1,12}$/.test(expires)) {
          throw refused(403, 'This upload address is not signed.');
        }
        if (!signatureMatches(signature(uploadSecret(ctx), key, type, Number(expires)), sig)) {
          throw refused(403, 'The upload signature does not match.');
        }
        if (Number(expires) * 1000 < ctx.now().getTime()) throw refused(403, 'This upload address has expired.');
        const declared = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (declared !== type) throw refused(415, `Send the file with Content-Type: ${type}.`);
        const bytes = request.body as Buffer | undefined;
        if (!bytes || bytes.length === 0) throw refused(400, 'The file is empty.');
        const real = await sniffAs(bytes, type);
        if (!real) throw refused(415, `The file's contents are not ${type}.`);
        if (isImage(real)) {
          let processed;
          try {
            processed = await processImage(bytes, real);
          } catch {
            throw refused(415, 'The image could not be read.');
          }
          await put(file + CARD_SUFFIX, processed.card);
          await put(file + DETAIL_SUFFIX, processed.detail);
          await put(file, processed.original);
          const urls = key.startsWith('assets/') ? storageFor(ctx).imageUrls(key) : null;
          return reply.code(201).send({
            path: key,
            content_type: real,
            size: processed.original.length,
            url: urls?.url ?? null,
            ...(urls ? { card: urls.card, detail: urls.detail } : {}),
          });
        }
        await put(file, bytes);
        const url = key.startsWith('assets/') ? storageFor(ctx).publicUrl(key) : null;
        return reply.code(201).send({ path: key, content_type: real, size: bytes.length, url });
      },
    );

    /** Public files only; private documents are read through /api/document/{id}/file/. */
    store.get<{ Params: { '*': string } }>('/uploads/*', storeRoute, async (request, reply) => {
      const key = request.params['*'];
      const file = key.startsWith('assets/') ? resolveInside(root, key) : null;
      if (!file) throw notFound();
      return sendFile(reply, file, 'inline');
    });
  });
}

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
