import { SiteSchema, UnsetSettingsSchema, type Site, type UnsetSettings } from '@haat/contract';
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
    ads:
      config.AD_NETWORK === 'adsense' && config.ADSENSE_CLIENT
        ? {
            network: 'adsense',
            client: config.ADSENSE_CLIENT,
            slots: {
              home: config.ADSENSE_SLOT_HOME ?? null,
              search: config.ADSENSE_SLOT_SEARCH ?? null,
              ad: config.ADSENSE_SLOT_AD ?? null,
            },
          }
        : null,
  };
}

/** Each of the operator's settings, with where visitors see it. */
const SETTINGS: Record<Exclude<keyof Site, 'ads'>, { name: string; shows: string }> = {
  support_email: { name: 'SUPPORT_EMAIL', shows: 'Contact, About and Terms pages; the footer' },
  support_phone: { name: 'SUPPORT_PHONE', shows: 'Contact, About and Terms pages; the footer' },
  play_store_url: { name: 'PLAY_STORE_URL', shows: 'Home page app block and /mobile-app/' },
  app_store_url: { name: 'APP_STORE_URL', shows: 'Home page app block and /mobile-app/' },
  grievance_officer_name: {
    name: 'GRIEVANCE_OFFICER_NAME',
    shows: 'Terms and Privacy (required by the IT Rules, 2021)',
  },
  grievance_officer_email: {
    name: 'GRIEVANCE_OFFICER_EMAIL',
    shows: 'Terms and Privacy (required by the IT Rules, 2021)',
  },
  operator_legal_name: { name: 'OPERATOR_LEGAL_NAME', shows: 'Terms and Privacy' },
  operator_address: { name: 'OPERATOR_ADDRESS', shows: 'Terms and Privacy' },
};

/** The operator's settings that are unset: the pages leave them out, `npm start` and admins are told. */
export function unsetSettings(config: Config): UnsetSettings['unset'] {
  const site = siteFrom(config);
  return (Object.keys(SETTINGS) as (keyof typeof SETTINGS)[])
    .filter((key) => site[key] === null)
    .map((key) => SETTINGS[key]);
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

  typed(app).get(
    '/api/admin/settings/',
    declare(
      ctx,
      {
        operationId: 'listUnsetSettings',
        summary: "The operator's settings that are unset (hidden from visitors), for admins",
        tag: 'admin',
        access: 'admin',
      },
      { response: { 200: UnsetSettingsSchema } },
    ),
    async () => ({ unset: unsetSettings(ctx.config) }),
  );
}
