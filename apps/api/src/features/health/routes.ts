import { HealthSchema } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { declare, typed } from '../../http/route';
import { checkDatabase } from './service';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  typed(app).get(
    '/api/health',
    declare(
      ctx,
      { operationId: 'getHealth', summary: 'Liveness and database engine', tag: 'system' },
      {
        response: { 200: HealthSchema },
      },
    ),
    async () => {
      await checkDatabase(ctx);
      return { status: 'ok' as const, db: ctx.db.kind };
    },
  );
}
