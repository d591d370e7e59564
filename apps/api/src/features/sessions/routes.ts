import { PageQuerySchema, SessionIdParamsSchema, SessionListSchema } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { pageLinks } from '../../http/paging';
import { declare, pathId, signedIn, typed } from '../../http/route';
import { endSession, listSessions } from './service';
import { sessionsText } from './sessionsText';

/** `GET /api/sessions/` and `DELETE /api/sessions/{id}/`: the signed-in devices of my account. */
export async function sessionsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = typed(app);
  api.get(
    '/api/sessions/',
    declare(
      ctx,
      {
        operationId: 'listSessions',
        summary: 'My signed-in devices, most recently used first (`current` marks this one)',
        tag: 'profile',
        access: 'user',
      },
      { querystring: PageQuerySchema, response: { 200: SessionListSchema } },
    ),
    async (request) => {
      const page = request.query;
      const { count, results } = await listSessions(ctx, signedIn(request), page);
      return { count, ...pageLinks(ctx, request, page, count), results };
    },
  );

  api.delete(
    '/api/sessions/:id/',
    declare(
      ctx,
      {
        operationId: 'endSession',
        summary: "Sign one of my devices out (its sockets close at once); another account's session is a 404",
        tag: 'profile',
        access: 'user',
        notFound: true,
      },
      { params: SessionIdParamsSchema, response: { 204: z.null() } },
    ),
    async (request, reply) => {
      const id = pathId(request.params.id);
      if (!(await endSession(ctx, signedIn(request).id, id))) throw notFound(sessionsText.noSession);
      return reply.code(204).send(null);
    },
  );
}
