import {
  ContactInputSchema,
  ContactMessageListSchema,
  ContactSentSchema,
  PageQuerySchema,
  type ContactMessage,
} from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { tooMany } from '../../http/errors';
import { pageLinks } from '../../http/paging';
import { declare, typed } from '../../http/route';
import { take } from '../../http/throttle';

/** Messages one address may send per window. */
export const CONTACT_LIMIT = 5;
const CONTACT_WINDOW_MS = 60 * 60 * 1000;

export async function contactRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = typed(app);
  api.post(
    '/contact/',
    declare(
      ctx,
      {
        operationId: 'contactSupport',
        summary: 'Send a message to support (throttled per IP)',
        tag: 'support',
        throttled: true,
      },
      { body: ContactInputSchema, response: { 201: ContactSentSchema } },
    ),
    async (request, reply) => {
      const ip = request.ip;
      // In the database, in one atomic step: it holds across parallel requests and API processes.
      const sent = await take(ctx, [{ key: `contact-ip:${ip}`, windowMs: CONTACT_WINDOW_MS, limit: CONTACT_LIMIT }]);
      if (sent.wait > 0) throw tooMany(sent.wait);
      const body = request.body;
      const { rows } = await ctx.db.query<{ id: number }>(
        `INSERT INTO contact_messages (name, email, phone, message, ip, created_on)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::int AS id`,
        [body.name, body.email, body.phone, body.message, ip, ctx.now()],
      );
      return reply.code(201).send({ id: rows[0]!.id, detail: 'Thank you. We will get back to you soon.' });
    },
  );

  /** Admins read what was sent, newest first. */
  api.get(
    '/contact/',
    declare(
      ctx,
      {
        operationId: 'listContactMessages',
        summary: 'Messages sent to support, newest first',
        tag: 'admin',
        access: 'admin',
      },
      { querystring: PageQuerySchema, response: { 200: ContactMessageListSchema } },
    ),
    async (request) => {
      const page = request.query;
      const count = (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages')).rows[0]!.n;
      const { rows } = await ctx.db.query<ContactMessage & { created_on: Date }>(
        `SELECT id::int AS id, name, email, phone, message, created_on FROM contact_messages
        ORDER BY created_on DESC, id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
      );
      const results = rows.map((r) => ({ ...r, created_on: new Date(r.created_on).toISOString() }));
      return { count, ...pageLinks(ctx, request, page, count), results };
    },
  );
}
