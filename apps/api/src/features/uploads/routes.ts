import { SignedUrlRequestSchema, SignedUrlSchema, type Uploaded } from '@haat/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import { HttpError, notFound, tooMany } from '../../http/errors';
import { take } from '../../http/throttle';
import { declare, signedIn, typed } from '../../http/route';
import { sendFile } from '../../http/sendFile';
import { SIGNED_URL_TTL_SECONDS, UPLOAD_MAX_BYTES } from '../../providers/storage';
import type { LocalStore, SignedPut } from '../../providers/storage/local';
import { CARD_SUFFIX, DETAIL_SUFFIX, safeName } from '../../providers/storage/paths';
import { processImage } from './images';
import { isImage, sniffAs } from './sniff';
import { uploadsText } from './uploadsText';
import { say } from '../../http/language';
import { rememberPhoto } from '../moderation/photos';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An address is claimed for longer than it can be used (its signature expires before). */
const SINGLE_USE_MS = 2 * SIGNED_URL_TTL_SECONDS * 1000;
const refused = (status: number, detail: string) => new HttpError(status, { detail });

export async function uploadsRoutes(app: FastifyInstance, ctx: AppContext) {
  /** A signed address to PUT one file to. Public files go under assets/, private ones under documents/. */
  typed(app).post(
    '/api/get-signed-url/',
    declare(
      ctx,
      {
        operationId: 'signUpload',
        summary: 'A signed address to PUT one file to (UPLOADS_PER_DAY a day per account)',
        tag: 'uploads',
        access: 'user',
        throttled: true,
      },
      {
        body: SignedUrlRequestSchema,
        response: { 200: SignedUrlSchema },
      },
    ),
    async (request) => {
      const user = signedIn(request);
      const body = request.body;
      const limit = ctx.config.UPLOADS_PER_DAY;
      const quota = await take(ctx, [{ key: `uploads-user:${user.id}`, windowMs: DAY_MS, limit }]);
      if (quota.wait > 0) throw tooMany(quota.wait, say(uploadsText.filesPerDay, { limit }));
      const folder = body.public && body.type !== 'documents' ? 'assets' : 'documents';
      const key = `${folder}/${user.id}/${randomBytes(8).toString('hex')}-${safeName(body.file_name)}`;
      const storage = ctx.storage;
      const signed = await storage.signPut(key, body.file_type, SIGNED_URL_TTL_SECONDS);
      return {
        url: signed.url,
        method: 'PUT' as const,
        path: key,
        public_url: folder === 'assets' ? storage.publicUrl(key) : null,
        expires_in: SIGNED_URL_TTL_SECONDS,
        headers: signed.headers,
      };
    },
  );

  if (ctx.storage.kind === 'local') {
    const files = ctx.storage;
    await app.register(async (scope) => embeddedStore(scope, ctx, files));
  }
}

/**
 * The embedded store's own addresses: what get-signed-url answers when no S3 bucket is set. Its
 * own scope: every body arrives as raw bytes, up to 10 MB. Not API operations (an S3 store has
 * its own addresses), so they are left out of /api/docs.
 */
async function embeddedStore(store: FastifyInstance, ctx: AppContext, files: LocalStore) {
  const hidden = { schema: { hide: true } };
  store.removeAllContentTypeParsers();
  store.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES }, (_req, body, done) =>
    done(null, body),
  );

  store.put<{ Params: { '*': string }; Querystring: SignedPut }>(
    '/uploads/*',
    hidden,
    async (request, reply): Promise<Uploaded> => {
      const key = request.params['*'];
      const refusal = files.refusePut(key, request.query);
      if (refusal) throw refused(403, refusal);
      const type = request.query.type!;
      const declared = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (declared !== type) throw refused(415, say(uploadsText.sendAsType, { type }));
      const bytes = request.body as Buffer | undefined;
      if (!bytes || bytes.length === 0) throw refused(400, uploadsText.empty);
      // Single use: the first PUT to an address claims it, atomically across requests and processes,
      // so a leaked or replayed address can never replace a photo an ad, banner or message shows. A
      // PUT that is then refused gives the claim back, so the uploader can try the same address again.
      const claim = await take(ctx, [{ key: `upload-put:${key}`, windowMs: SINGLE_USE_MS, limit: 1 }]);
      if (claim.wait > 0 || (await files.exists(key))) throw refused(409, uploadsText.usedAddress);
      try {
        return await storeUpload(ctx, files, key, type, bytes, reply);
      } catch (err) {
        await claim.refund();
        throw err;
      }
    },
  );

  /** Public files only; private documents are read through /api/document/{id}/file/. */
  store.get<{ Params: { '*': string } }>('/uploads/*', hidden, async (request, reply) => {
    const key = request.params['*'];
    const file = key.startsWith('assets/') ? files.file(key) : null;
    if (!file) throw notFound();
    return sendFile(reply, file, 'inline');
  });
}

/** Count the bytes against the uploader's day, check what they are, and write them (and thumbnails). */
async function storeUpload(
  ctx: AppContext,
  files: LocalStore,
  key: string,
  type: string,
  bytes: Buffer,
  reply: FastifyReply,
): Promise<FastifyReply> {
  // The bytes count against the uploader's day (the key names them: assets/{userId}/…).
  const limit = ctx.config.UPLOAD_MB_PER_DAY * 1024 * 1024;
  const owner = key.split('/')[1];
  const quota = await take(ctx, [{ key: `upload-bytes:${owner}`, windowMs: DAY_MS, limit, weight: bytes.length }]);
  if (quota.wait === Infinity) throw refused(413, uploadsText.largerThanDay);
  if (quota.wait > 0) {
    throw tooMany(quota.wait, say(uploadsText.mbPerDay, { mb: ctx.config.UPLOAD_MB_PER_DAY }));
  }
  const real = await sniffAs(bytes, type);
  if (!real) throw refused(415, say(uploadsText.notType, { type }));
  const isPublic = key.startsWith('assets/');
  if (isImage(real)) {
    let processed;
    try {
      processed = await processImage(bytes, real);
    } catch {
      throw refused(415, uploadsText.unreadable);
    }
    await files.write(key + CARD_SUFFIX, processed.card);
    await files.write(key + DETAIL_SUFFIX, processed.detail);
    await files.write(key, processed.original);
    // An ad photo's perceptual hash, for the same-photo checks at posting (features/moderation).
    if (isPublic) await rememberPhoto(ctx, key, Number(owner), bytes);
    const urls = isPublic ? files.imageUrls(key) : null;
    return reply.code(201).send({
      path: key,
      content_type: real,
      size: processed.original.length,
      url: urls?.url ?? null,
      ...(urls ? { card: urls.card, detail: urls.detail } : {}),
    });
  }
  await files.write(key, bytes);
  return reply
    .code(201)
    .send({ path: key, content_type: real, size: bytes.length, url: isPublic ? files.publicUrl(key) : null });
}
