import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** `GET /api/docs`: the OpenAPI document, generated from the routes' contract schemas. */
export async function docsRoutes(app: FastifyInstance, _ctx: AppContext) {
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}
