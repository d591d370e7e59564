import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { plansFrom, presentPlan } from './plans';

export async function plansRoutes(app: FastifyInstance, _ctx: AppContext, env: NodeJS.ProcessEnv = process.env) {
  const plans = plansFrom(env).map(presentPlan);
  app.get('/api/plans/', async () => ({ count: plans.length, next: null, previous: null, results: plans }));
}
