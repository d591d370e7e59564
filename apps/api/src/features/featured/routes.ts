import { AdIdParamsSchema, FeatureInputSchema, FeaturedSchema, ShortfallSchema } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { declare, pathId, signedIn, typed } from '../../http/route';
import { featureAd } from './service';

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
}
