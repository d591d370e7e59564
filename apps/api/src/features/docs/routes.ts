import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { buildOpenApi } from './openapi';

/** `GET /api/docs`: the OpenAPI document, built once. */
export async function docsRoutes(app: FastifyInstance, ctx: AppContext) {
  let doc: ReturnType<typeof buildOpenApi> | undefined;
  app.get('/api/docs', async () => (doc ??= buildOpenApi(ctx.config.publicUrl)));
}
