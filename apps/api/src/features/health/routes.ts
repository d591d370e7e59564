import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/health', async () => {
    await ctx.db.query('SELECT 1');
    return { status: 'ok' as const, db: ctx.db.kind };
  });
}
