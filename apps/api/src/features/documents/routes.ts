import {
  DetailSchema,
  DocumentIdParamsSchema,
  DocumentInputSchema,
  DocumentListSchema,
  DocumentRecordSchema,
  PageQuerySchema,
  type DocumentRecord,
} from '@haat/contract';
import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { stat } from 'node:fs/promises';
import type { AppContext } from '../../context';
import { authenticate } from '../../http/auth';
import { badRequest, forbidden, notFound, unauthorized } from '../../http/errors';
import { pageLinks } from '../../http/paging';
import { declare, pathId, signedIn, typed } from '../../http/route';
import { UPLOAD_KEY } from '../../providers/storage/paths';
import { sendFile } from '../../http/sendFile';
import { buyerMayReadDocument, documentUrl } from '../ads/documents';
import { createDocument, deleteDocument, findDocument, listDocuments, type DocumentRow } from './service';
import { documentsText } from './documentsText';

export async function documentsRoutes(app: FastifyInstance, ctx: AppContext) {
  const base = ctx.config.publicUrl.replace(/\/$/, '');
  // Documents are files of the embedded store; with an S3 bucket none is found here.
  const storedFile = (key: string) => (ctx.storage.kind === 'local' ? ctx.storage.file(key) : null);
  const present = (r: DocumentRow): DocumentRecord => ({
    id: r.id,
    title: r.title,
    name: r.name,
    path: r.path,
    document_type: r.document_type,
    size: r.size,
    is_public: r.is_public,
    created_on: new Date(r.created_on).toISOString(),
    url: documentUrl(ctx, r.id),
  });

  /**
   * The document, for its owner or a buyer with a chat about an ad carrying it; anyone may read a
   * public one. 401 anonymous, 403 others.
   */
  const readable = async (request: FastifyRequest, rawId: string): Promise<DocumentRow> => {
    const id = pathId(rawId);
    const doc = await findDocument(ctx, id);
    if (!doc) throw notFound();
    if (doc.is_public) return doc;
    const user = await authenticate(ctx, request);
    if (!user) throw unauthorized();
    if (user.id === doc.owner_id) return doc;
    if (await buyerMayReadDocument(ctx.db, doc.id, user.id)) return doc;
    throw forbidden(documentsText.private);
  };

  /** Record an uploaded file as a document (private unless `is_public`). Only your own uploads. */
  const api = typed(app);
  const docs = (operationId: string, summary: string, access: 'optional' | 'user' = 'user') =>
    ({ operationId, summary, tag: 'uploads', access, notFound: true }) as const;
  api.post(
    '/api/document/',
    declare(ctx, docs('createDocument', 'Record an uploaded file as a document (private unless is_public)'), {
      body: DocumentInputSchema,
      response: { 201: DocumentRecordSchema },
    }),
    async (request, reply) => {
      const user = signedIn(request);
      const body = request.body;
      const key = body.path.replace(/^\/?uploads\//, '').replace(`${base}/uploads/`, '');
      if (!UPLOAD_KEY.test(key) || key.split('/')[1] !== String(user.id)) {
        throw badRequest({ path: [documentsText.usePath] });
      }
      const file = storedFile(key);
      const info = file ? await stat(file).catch(() => null) : null;
      if (!info?.isFile()) throw badRequest({ path: [documentsText.notUploaded] });
      const name = key.split('/')[2]!.replace(/^[^-]*-/, '');
      const doc = await createDocument(ctx, {
        owner_id: user.id,
        title: body.title,
        name,
        path: key,
        document_type: body.document_type,
        size: info.size,
        is_public: body.is_public,
      });
      return reply.code(201).send(present(doc));
    },
  );

  api.get(
    '/api/document/',
    declare(ctx, docs('listDocuments', 'My documents, newest first'), {
      querystring: PageQuerySchema,
      response: { 200: DocumentListSchema },
    }),
    async (request) => {
      const user = signedIn(request);
      const page = request.query;
      const { count, rows } = await listDocuments(ctx, user.id, page);
      return { count, ...pageLinks(ctx, request, page, count), results: rows.map(present) };
    },
  );

  // Public documents are readable by anyone: the owner check is `readable`'s, after the lookup.
  api.get(
    '/api/document/:id/',
    declare(ctx, docs('getDocument', "A document: the owner's, or any public one", 'optional'), {
      params: DocumentIdParamsSchema,
      response: { 200: DocumentRecordSchema, 401: DetailSchema, 403: DetailSchema },
    }),
    async (request) => present(await readable(request, request.params.id)),
  );

  api.get(
    '/api/document/:id/file/',
    declare(ctx, docs('downloadDocument', "A document's file: the owner's, or any public one", 'optional'), {
      params: DocumentIdParamsSchema,
      response: {
        200: { description: 'The file', content: { 'application/octet-stream': { schema: z.string() } } },
        401: DetailSchema,
        403: DetailSchema,
      },
    }),
    async (request, reply) => {
      const doc = await readable(request, request.params.id);
      const file = storedFile(doc.path);
      if (!file) throw notFound();
      return sendFile(reply, file, 'attachment', doc.is_public ? 'public, max-age=3600' : 'private, no-store');
    },
  );

  api.delete(
    '/api/document/:id/',
    declare(
      ctx,
      { ...docs('removeDocument', 'Remove my document'), access: 'user' },
      {
        params: DocumentIdParamsSchema,
        response: { 204: z.null(), 403: DetailSchema },
      },
    ),
    async (request, reply) => {
      const user = signedIn(request);
      const doc = await readable(request, request.params.id);
      if (doc.owner_id !== user.id) throw forbidden();
      await deleteDocument(ctx, doc.id);
      return reply.code(204).send(null);
    },
  );
}
