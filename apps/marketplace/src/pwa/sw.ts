/// <reference lib="webworker" />
/**
 * Haat's service worker (built by vite-plugin-pwa in injectManifest mode as `/sw.js`, scope `/`):
 * the build's app shell precached; pages network first with a short timeout and the last ad and
 * result pages kept for offline reading; an offline page for the rest; and Web Push (the server's
 * features/push): a notification per push, one per chat, that focuses an open Haat tab.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { isAdPage, isResultPage, offlinePageFor, type PushPayload } from './swRoutes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const DAY_S = 24 * 60 * 60;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new build waits until every tab of the old one has gone, or until a page asks for it (on its
// next navigation, see register.ts): never a page of one build running the chunks of another.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

const navigation = (test: (url: URL) => boolean) => (o: { request: Request; url: URL }) =>
  o.request.mode === 'navigate' && o.url.origin === self.location.origin && test(o.url);

// The last 30 ad pages and 10 result pages, readable offline for a week and a day (Flipkart Lite's
// LRU): the network's copy when it answers within 3 s.
registerRoute(
  navigation((url) => isAdPage(url.pathname)),
  new NetworkFirst({
    cacheName: 'haat-ad-pages',
    networkTimeoutSeconds: 3,
    plugins: [new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true })],
  }),
);
registerRoute(
  navigation((url) => isResultPage(url.pathname)),
  new NetworkFirst({
    cacheName: 'haat-result-pages',
    networkTimeoutSeconds: 3,
    plugins: [new ExpirationPlugin({ maxEntries: 10, maxAgeSeconds: DAY_S, purgeOnQuotaError: true })],
  }),
);
// The photos those pages show (the upload service's immutable files)
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' && url.origin === self.location.origin && url.pathname.startsWith('/uploads/'),
  new CacheFirst({
    cacheName: 'haat-photos',
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true })],
  }),
);

// Every other page from the network, never kept (signed-in screens among them)…
registerRoute(
  navigation(() => true),
  new NetworkOnly(),
);
// …and any page the network cannot give: the offline page, in Haat's words.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(await offlinePage())) ?? Response.error();
  return Response.error();
});

/** The offline page in the visitor's language: their `lang` cookie (Cookie Store API), else the phone's. */
async function offlinePage(): Promise<string> {
  const store = (self as unknown as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } })
    .cookieStore;
  const cookie = await store?.get('lang').catch(() => null);
  return offlinePageFor(cookie?.value, self.navigator.languages);
}

self.addEventListener('push', (event) => {
  let data: Partial<PushPayload> = {};
  try {
    data = (event.data?.json() ?? {}) as Partial<PushPayload>;
  } catch {
    data = { body: event.data?.text() };
  }
  event.waitUntil(
    self.registration.showNotification(data.title ?? 'Haat', {
      body: data.body ?? '',
      // One notification per chat: a newer push about it replaces the older
      tag: data.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: data.url ?? '/' },
      lang: 'en-IN',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', self.location.origin);
  // Only our own pages
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = tabs.find((tab) => new URL(tab.url).origin === self.location.origin);
      if (open) {
        // The open tab goes to the screen (the app navigates without a reload) and comes forward.
        open.postMessage({ type: 'haat:navigate', url: new URL(url).pathname + new URL(url).search });
        await open.focus();
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
