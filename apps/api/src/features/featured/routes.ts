import { AdIdParamsSchema, FeatureInputSchema, FeaturedSchema, ShortfallSchema } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { declare, pathId, signedIn, typed } from '../../http/route';
import { featureAd, notifyFeaturingEnded } from './service';

/** How often the "featuring ended" notices are looked for. */
const ENDED_SWEEP_EVERY_MS = 60 * 60 * 1000;

export async function featuredRoutes(app: FastifyInstance, ctx: AppContext) {
  typed(app).post(
    '/api/product/:id/feature/',
    declare(
      ctx,
      {
        operationId: 'featureMyAd',
        summary: 'Make my live ad featured with a plan, paid from the wallet (402 with the shortfall when short)',
        tag: 'wallet',
        access: 'user',
        notFound: true,
      },
      {
        params: AdIdParamsSchema,
        body: FeatureInputSchema,
        response: { 200: FeaturedSchema, 402: ShortfallSchema },
      },
    ),
    async (request) => featureAd(ctx, signedIn(request), pathId(request.params.id), request.body),
  );

  const timer = setInterval(() => {
    notifyFeaturingEnded(ctx).catch((err: unknown) => ctx.log.error({ err }, 'featuring-ended notices failed'));
  }, ENDED_SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
