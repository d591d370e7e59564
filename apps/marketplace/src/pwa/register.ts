/**
 * The service worker's registration (sw.ts), run once the page is idle, in a built app only. A new
 * build's worker waits; the next navigation hands over to it with a reload to that address (never a
 * page of one build with the chunks of another), and the page then says "Haat was updated."
 */
import { UPDATED_KEY } from './pwaText';

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });

  const takeOverOnNextNavigation = () => {
    const go = () => {
      window.removeEventListener('pushState', go);
      window.removeEventListener('popstate', go);
      const waiting = registration.waiting;
      if (!waiting) return;
      navigator.serviceWorker.addEventListener(
        'controllerchange',
        () => {
          sessionStorage.setItem(UPDATED_KEY, '1');
          window.location.reload();
        },
        { once: true },
      );
      waiting.postMessage({ type: 'SKIP_WAITING' });
    };
    // wouter announces its navigations on window ('pushState'); Back and Forward are 'popstate'
    window.addEventListener('pushState', go);
    window.addEventListener('popstate', go);
  };

  if (registration.waiting && navigator.serviceWorker.controller) takeOverOnNextNavigation();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // A first install takes no page over; an update waits for the next navigation
      if (installing.state === 'installed' && navigator.serviceWorker.controller) takeOverOnNextNavigation();
    });
  });
}
