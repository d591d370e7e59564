import { z } from 'zod';

/**
 * `GET /api/site/`: the operator's details the pages show (support contacts, app-store links, the
 * grievance officer and the operator's legal identity). Each is a server setting, named beside it;
 * `null` when the setting is unset (as in development): the pages then leave it out, never naming
 * the setting to a visitor; `GET /api/admin/settings/` lists the unset ones for admins.
 */
export const SiteSchema = z.object({
  /** SUPPORT_EMAIL */
  support_email: z.string().nullable(),
  /** SUPPORT_PHONE, as written: "+91 80 1234 5678". */
  support_phone: z.string().nullable(),
  /** PLAY_STORE_URL: the app's Google Play page. */
  play_store_url: z.string().nullable(),
  /** APP_STORE_URL: the app's App Store page. */
  app_store_url: z.string().nullable(),
  /** GRIEVANCE_OFFICER_NAME: the Grievance Officer under the IT Rules, 2021. */
  grievance_officer_name: z.string().nullable(),
  /** GRIEVANCE_OFFICER_EMAIL */
  grievance_officer_email: z.string().nullable(),
  /** OPERATOR_LEGAL_NAME: the company or person that runs the marketplace. */
  operator_legal_name: z.string().nullable(),
  /** OPERATOR_ADDRESS: its registered address. */
  operator_address: z.string().nullable(),
  /**
   * AD_NETWORK and its ids: the network that fills the ad slots (home, search results, ad page), or
   * null when none is set and the slots show a house promotion. A slot without its id stays a promotion.
   */
  ads: z
    .object({
      network: z.literal('adsense'),
      client: z.string(),
      slots: z.object({ home: z.string().nullable(), search: z.string().nullable(), ad: z.string().nullable() }),
    })
    .nullable(),
});
export type Site = z.infer<typeof SiteSchema>;

/** `GET /api/admin/settings/` (admins): the operator's settings that are unset, and what each one fills. */
export const UnsetSettingsSchema = z.object({
  unset: z.array(
    z.object({
      /** The environment variable, as in the README's Settings: "SUPPORT_EMAIL". */
      name: z.string(),
      /** Where visitors would see it. */
      shows: z.string(),
    }),
  ),
});
export type UnsetSettings = z.infer<typeof UnsetSettingsSchema>;
