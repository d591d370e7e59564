import { DocumentInputSchema, type DocumentRecord } from '@haat/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { stat } from 'node:fs/promises';
import type { AppContext } from '../../context';
import { authenticate, requireUser } from '../../http/auth';
import { badRequest, forbidden, notFound, parse, unauthorized } from '../../http/errors';
import { pageLinks, parsePage } from '../ads/paging';
import { uploadsRoot } from '../../providers/storage/local';
import { UPLOAD_KEY, resolveInside } from '../../providers/storage/paths';
import { sendFile } from '../uploads/routes';

interface Row {
  id: number;
  owner_id: number;
  title: string;
  name: string;
  path: string;
  document_type: string;
  size: number;
  is_public: boolean;
  created_on: Date;
}
const COLUMNS =
  'id::int AS id, owner_id::int AS owner_id, title, name, path, document_type, size, is_public, created_on';

export async function documentsRoutes(app: FastifyInstance, ctx: AppContext) {
  const base = ctx.config.publicUrl.replace(/\/$/, '');
  const present = (r: Row): DocumentRecord => ({
    id: r.id,
    title: r.title,
    name: r.name,
    path: r.path,
    document_type: r.document_type,
    size: r.size,
    is_public: r.is_public,
    created_on: new Date(r.created_on).toISOString(),
    url: `${base}/api/document/${r.id}/file/`,
  });

  /** The document, for its owner; anyone may read a public one. 401 anonymous, 403 others. */
  const readable = async (request: FastifyRequest, rawId: string): Promise<Row> => {
    if (!/^[1-9]\d{0,15}$/.test(rawId)) throw notFound();
    const { rows } = await ctx.db.query<Row>(`SELECT ${COLUMNS} FROM documents WHERE id = $1`, [Number(rawId)]);
    const doc = rows[0];
    if (!doc) throw notFound();
    if (doc.is_public) return doc;
    const user = await authenticate(ctx, request);
    if (!user) throw unauthorized();
    if (user.id !== doc.owner_id) throw forbidden('This document is private.');
    return doc;
  };

  /** Record an uploaded file as a document (private unless `is_public`). Only your own uploads. */
  app.post('/api/document/', async (request, reply) => {
    const user = await requireUser(ctx, request);
    const body = parse(DocumentInputSchema, request.body);
    const key = body.path.replace(/^\/?uploads\//, '').replace(`${base}/uploads/`, '');
    if (!UPLOAD_KEY.test(key) || key.split('/')[1] !== String(user.id)) {
      throw badRequest({ path: ['Use the path of a file you uploaded.'] });
    }
    const file = resolveInside(uploadsRoot(ctx), key);
    const info = file ? await stat(file).catch(() => null) : null;
    if (!info?.isFile()) throw badRequest({ path: ['This file has not been uploaded yet.'] });
    const name = key.split('/')[2]!.replace(/^[^-]*-/, '');
    const { rows } = await ctx.db.query<Row>(
      `INSERT INTO documents (owner_id, title, name, path, document_type, size, is_public, created_on)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
      [user.id, body.title, name, key, body.document_type, info.size, body.is_public, ctx.now()],
    );
    return reply.code(201).send(present(rows[0]!));
  });

  app.get('/api/document/', async (request) => {
    const user = await requireUser(ctx, request);
    const page = parsePage(request.query);
    const count = (
      await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM documents WHERE owner_id = $1', [user.id])
    ).rows[0]!.n;
    const { rows } = await ctx.db.query<Row>(
      `SELECT ${COLUMNS} FROM documents WHERE owner_id = $1 ORDER BY created_on DESC, id DESC
        LIMIT ${page.limit} OFFSET ${page.offset}`,
      [user.id],
    );
    return { count, ...pageLinks(ctx, request, page, count), results: rows.map(present) };
  });

  app.get<{ Params: { id: string } }>('/api/document/:id/', async (request) =>
    present(await readable(request, request.params.id)),
  );

  app.get<{ Params: { id: string } }>('/api/document/:id/file/', async (request, reply) => {
    const doc = await readable(request, request.params.id);
    const file = resolveInside(uploadsRoot(ctx), doc.path);
    if (!file) throw notFound();
    return sendFile(reply, file, 'attachment', doc.is_public ? 'public, max-age=3600' : 'private, no-store');
  });

  app.delete<{ Params: { id: string } }>('/api/document/:id/', async (request, reply) => {
    const user = await requireUser(ctx, request);
    const doc = await readable(request, request.params.id);
    if (doc.owner_id !== user.id) throw forbidden();
    await ctx.db.query('DELETE FROM documents WHERE id = $1', [doc.id]);
    return reply.code(204).send();
  });
}
