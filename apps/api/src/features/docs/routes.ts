import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Where people read the API: the reference page, served from this server (no CDN; the CSP stays strict). */
const REFERENCE_PATH = '/api/reference';

/**
 * `GET /api/docs`: the OpenAPI document, generated from the routes' contract schemas.
 * `GET /api/reference/`: the same document as a page to read and try.
 */
export async function docsRoutes(app: FastifyInstance, _ctx: AppContext) {
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: REFERENCE_PATH,
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    staticCSP: false,
  });
}
