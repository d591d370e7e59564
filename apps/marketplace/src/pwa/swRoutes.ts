/** Which pages the service worker keeps for offline reading (sw.ts), as plain functions tests can run. */

/** The offline page (written at build time from pwaText, see vite.config.ts). */
export const OFFLINE_PAGE = '/offline.html';

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
