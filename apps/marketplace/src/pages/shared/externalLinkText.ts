import { defineText } from '@haat/ui';
/** The words of a link that leaves Haat, for a translated catalogue to replace. */
export const externalLinkText = defineText('externalLink', {
  /** Read by screen readers after the link's own text (sighted users see ↗). */
  newTab: '(external link, opens in a new tab)',
} as const);
