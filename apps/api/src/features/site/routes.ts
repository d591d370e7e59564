import { SiteSchema, type Site } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { declare, typed } from '../../http/route';

/** The operator's details from the settings; `null` for each one that is unset. */
function siteFrom(config: Config): Site {
  return {
    support_email: config.SUPPORT_EMAIL ?? null,
    support_phone: config.SUPPORT_PHONE ?? null,
    play_store_url: config.PLAY_STORE_URL ?? null,
    app_store_url: config.APP_STORE_URL ?? null,
    grievance_officer_name: config.GRIEVANCE_OFFICER_NAME ?? null,
    grievance_officer_email: config.GRIEVANCE_OFFICER_EMAIL ?? null,
    operator_legal_name: config.OPERATOR_LEGAL_NAME ?? null,
    operator_address: config.OPERATOR_ADDRESS ?? null,
  };
}

export async function siteRoutes(app: FastifyInstance, ctx: AppContext) {
  const site = siteFrom(ctx.config);
  typed(app).get(
    '/api/site/',
    declare(
      ctx,
      {
        operationId: 'getSite',
        summary: "The operator's details: support contacts, app links, grievance officer",
        tag: 'support',
      },
      { response: { 200: SiteSchema } },
    ),
    async (_request, reply) => {
      // Settings change only with a restart: browsers and proxies may keep the answer a while.
      reply.header('cache-control', 'public, max-age=300');
      return site;
    },
  );
}
