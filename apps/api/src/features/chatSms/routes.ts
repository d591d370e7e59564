import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { chatSmsTarget } from './service';

/** `/m/{chat}`: the short link a chat SMS carries (a page, not an API operation). */
export async function chatSmsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { id: string } }>('/m/:id', { schema: { hide: true } }, async (request, reply) => {
    const id = /^[1-9]\d{0,15}$/.test(request.params.id) ? Number(request.params.id) : null;
    const target = id === null ? null : await chatSmsTarget(ctx, id);
    // The chat page itself asks its reader to sign in, and refuses anyone else.
    return reply.redirect(target ?? '/inbox/', 302);
  });
}
