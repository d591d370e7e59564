import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { plansFrom, presentPlan } from './plans';

export async function plansRoutes(app: FastifyInstance, ctx: AppContext) {
  const plans = plansFrom(ctx.config).map(presentPlan);
  app.get('/api/plans/', async () => ({ count: plans.length, next: null, previous: null, results: plans }));
}
