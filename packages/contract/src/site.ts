import { z } from 'zod';

/**
 * `GET /api/site/`: the operator's details the pages show (support contacts, app-store links, the
 * grievance officer and the operator's legal identity). Each is a server setting, named beside it;
 * `null` when the setting is unset (as in development), and the pages then say so instead of
 * showing an invented value.
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
});
export type Site = z.infer<typeof SiteSchema>;
