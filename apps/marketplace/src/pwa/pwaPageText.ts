import { defineText } from '@haat/ui';
/** The page's words about the app (the update toast): small, as they ship with every page. */
export const pwaPageText = defineText('pwaPage', {
  updated: 'Haat was updated.',
} as const);
