import { PlanListSchema } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { declare, typed } from '../../http/route';
import { plansFrom, presentPlan } from './plans';

export async function plansRoutes(app: FastifyInstance, ctx: AppContext) {
  const plans = plansFrom(ctx.config);
  typed(app).get(
    '/api/plans/',
    declare(
      ctx,
      { operationId: 'listPlans', summary: 'Featured plans: price, days and cashback promise', tag: 'support' },
      { response: { 200: PlanListSchema } },
    ),
    // Presented per request: in its language.
    async (_request, reply) => {
      reply.header('vary', 'Accept-Language');
      return { count: plans.length, next: null, previous: null, results: plans.map(presentPlan) };
    },
  );
}
