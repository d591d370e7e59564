/** Which pages the service worker keeps for offline reading (sw.ts), as plain functions tests can run. */

/** The offline page (written at build time from pwaText, see vite.config.ts). */
export const OFFLINE_PAGE = '/offline.html';
/** The offline page in Hindi (the same, from the Hindi catalogue). */
export const HINDI_OFFLINE_PAGE = '/offline.hi.html';

/**
 * The offline page in the visitor's language: the `lang` cookie they chose (`hi` | `en`), else
 * the phone's languages, as the server picks a page's (apps/api http/language.ts).
 */
export function offlinePageFor(langCookie: string | undefined, languages: readonly string[]): string {
  if (langCookie === 'hi') return HINDI_OFFLINE_PAGE;
  if (langCookie === 'en') return OFFLINE_PAGE;
  const first = languages.find((tag) => /^(hi|en)\b/i.test(tag));
  return first && /^hi\b/i.test(first) ? HINDI_OFFLINE_PAGE : OFFLINE_PAGE;
}

/** `/view/{id}/`: an ad. */
export const isAdPage = (path: string) => /^\/view\/\d+\/?$/.test(path);

/** Signed-in screens and pages that read a token from their link: never kept. */
const PRIVATE =
  /^\/(my-account|post-free-ad|my-listing|my-ads|my-banners|banner|make-featured|chat|inbox|admin|forgot-password|verify-email|m)\b/;

/** Home, a search or category, a place's page: results worth reading again offline. */
export const isResultPage = (path: string) =>
  path === '/' ||
  /^\/search\//.test(path) ||
  (/^\/[^/.]+\/?$/.test(path) && !PRIVATE.test(path) && !/^\/(view|store)\//.test(path));

/** What a push carries (apps/api features/push: `payloadOf`). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  kind: string;
}
