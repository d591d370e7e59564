import { defineText } from '@haat/ui';
/** Every string of /admin/settings/, for a translated catalogue to replace. */
export const adminSettingsText = defineText('adminSettings', {
  title: 'Site settings',
  intro:
    "The operator's details below are unset. Visitors never see these names: the pages leave each one out. Set them as environment variables (README: Settings) and restart the server.",
  caption: 'Unset settings',
  columns: { name: 'Setting', shows: 'Shown on' },
  allSet: 'Every operator setting is set: visitors see your support contacts, app links and grievance officer.',
  loading: 'Loading…',
  failed: "We couldn't load the settings. Please try again.",
} as const);
