import type { Site } from '../../api/types';

/** Every string the operator's details are shown with, for a translated catalogue to replace. */
export const siteText = {
  /** An unset server setting, named so whoever runs the site knows what to set. */
  notSet: 'Not set: {setting}',
  loading: 'Loading…',
  unavailable: 'not available right now',
  /** After a store badge that has no link yet. */
  storeNotSet: '(link not set)',
};

/** The server setting (environment variable, README: Settings) behind each of the operator's details. */
export const siteSettings: Record<keyof Site, string> = {
  support_email: 'SUPPORT_EMAIL',
  support_phone: 'SUPPORT_PHONE',
  play_store_url: 'PLAY_STORE_URL',
  app_store_url: 'APP_STORE_URL',
  grievance_officer_name: 'GRIEVANCE_OFFICER_NAME',
  grievance_officer_email: 'GRIEVANCE_OFFICER_EMAIL',
  operator_legal_name: 'OPERATOR_LEGAL_NAME',
  operator_address: 'OPERATOR_ADDRESS',
};
