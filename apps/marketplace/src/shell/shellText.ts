import { defineText } from '@haat/ui';

/** The shell's own words (every page's frame), for a translated catalogue to replace. */
export const shellText = defineText('shell', {
  /** The first link on every page, for keyboards and screen readers. */
  skipToContent: 'Skip to content',
  /** A page whose code or data failed in a way the page itself could not handle. */
  pageFailed: {
    title: 'This page could not be loaded',
    hint: 'Check your connection, then try again.',
    retry: 'Try again',
  },
  /** The header's place when none is chosen. */
  allIndia: 'All India',
});
