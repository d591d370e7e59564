import { defineText } from '@haat/ui';
/** The words of a page that is still loading, for a translated catalogue to replace. */
export const pageLoadingText = defineText('pageLoading', {
  /** Names the empty space that holds the page's height while it loads. */
  loading: 'Loading',
} as const);
