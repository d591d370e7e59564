/**
 * A text constant read at build time (vite.config.ts: the manifest, the offline page), where no
 * language is active: its English, as written. `lingui extract` still takes its messages
 * (scripts/i18n/textMessages.mjs reads `buildText` calls as it reads `defineText` ones).
 */
const buildText = <T extends object>(_namespace: string, source: T): T => source;

/** The installable app's words at build time: its manifest and the offline page (vite.config.ts). */
export const pwaText = buildText('pwa', {
  name: 'Haat: free classifieds in India',
  shortName: 'Haat',
  description: 'Buy and sell near you: free ads for mobiles, cars, bikes, homes, jobs and more across India.',
  shortcuts: {
    post: { name: 'Post a free ad', shortName: 'Post' },
    inbox: { name: 'Inbox', shortName: 'Inbox' },
    myAds: { name: 'My ads', shortName: 'My ads' },
  },
  offline: {
    title: 'You are offline',
    body: 'This page is not saved on this phone. Ads and searches you opened before still open without a network.',
    retry: 'Try again',
    home: 'Go to the home page',
  },
} as const);

/** Set across the reload that hands a page to a new build (register.ts), read by the page after it. */
export const UPDATED_KEY = 'haat:updated';
