import { defineText } from '@haat/ui';
/** Every string of the 404 page, for a translated catalogue to replace. `{…}` are replaced. */
export const notFoundText = defineText('notFound', {
  title: 'Page not found',
  description: 'This page does not exist on Haat.',
  body: 'We could not find that page. It may have moved, or the ad may have been removed.',
  /** `{home}` and `{search}` are the links `home` and `search`. */
  next: '{home} or {search}.',
  home: 'Go to the home page',
  search: 'browse all ads',
} as const);
