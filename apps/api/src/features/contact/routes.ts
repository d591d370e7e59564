import { ContactInputSchema, ContactMessageListSchema, ContactSentSchema, PageQuerySchema } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { tooMany } from '../../http/errors';
import { pageLinks } from '../../http/paging';
import { declare, typed } from '../../http/route';
import { take } from '../../http/throttle';
import { listContactMessages, storeContactMessage } from './service';
import { contactText } from './contactText';

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
      const id = await storeContactMessage(ctx, request.body, ip);
      return reply.code(201).send({ id, detail: contactText.thanks });
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
      const { count, results } = await listContactMessages(ctx, page);
      return { count, ...pageLinks(ctx, request, page, count), results };
    },
  );
}
