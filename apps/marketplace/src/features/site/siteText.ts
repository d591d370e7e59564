import { defineText } from '@haat/ui';
/** Every string the operator's details are shown with, for a translated catalogue to replace. */
export const siteText = defineText('site', {
  loading: 'Loading…',
  unavailable: 'not available right now',
});
