import '@haat/ui/fonts';
import '@haat/ui/tokens.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { startLanguage } from './i18n/language';
import { clientStore, type SsrSnapshot } from './api/ssr';
import { QueryCache } from './query/queryCache';
import { listenForInstall } from './pwa/install';
import { replayTyped, typedFields } from './shell/typedBeforeHydration';
import { holdClicks } from './shell/clickedBeforeHydration';

/** The answers a server-rendered page was rendered from (apps/api's page rendering), if it was. */
function serverSnapshot(): SsrSnapshot | undefined {
  const text = document.getElementById('haat-ssr')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SsrSnapshot;
  } catch {
    return undefined;
  }
}

// The browser's install offer arrives early: kept for a moment that makes sense (pwa/install.ts)
listenForInstall();

// A button of the page pressed before its code has taken the page over is pressed again once it has.
const clicks = holdClicks(() => document.getElementById('main'));

function boot() {
  const root = document.getElementById('root');
  const snapshot = serverSnapshot();
  if (root && snapshot && root.firstElementChild) {
    // The server rendered this page: take it over where it stands instead of painting it again, once
    // the browser has painted it (hydration would otherwise hold the first paint for its whole run).
    const hydrate = () => {
      // What the visitor has typed already goes back into the fields once the app has them.
      const typed = typedFields(root);
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <App
              ssr={clientStore(snapshot)}
              cache={new QueryCache(snapshot.data)}
              onHydrated={() => {
                // Once: the mark that calls it sits in the route's boundary, which may mount again.
                if ('hydrated' in document.documentElement.dataset) return;
                // What was typed or chosen before hydration (React may have written over it since),
                // and every field as it is now where it differs from the server's: one typed into or
                // changed while the page's own code was still on its way (after `typed` was read)
                // kept its text or choice, but React heard nothing of it. A field React did hear
                // has its `value` attribute kept in step, so it is not among them.
                const now = typedFields(root);
                replayTyped([...typed.filter(({ field }) => !now.some((later) => later.field === field)), ...now]);
                clicks.replay();
                // Marks the page as the app's from now on (e2e waits for it).
                document.documentElement.dataset.hydrated = '';
              }}
            />
          </StrictMode>,
          {
            onRecoverableError(error) {
              console.warn('hydration', error);
            },
          },
        );
      });
    };
    if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(hydrate, 0));
    else hydrate();
  } else if (root) {
    clicks.replay();
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
}

// The page's language first (the server rendered it in it): Hindi's catalogue arrives before the
// first render, so hydration finds the same words. English has none to wait for.
void startLanguage().then(boot);

// The installable app's service worker (src/pwa/sw.ts): a built app only, once the page is idle.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./pwa/register').then((m) => m.registerServiceWorker()).catch(() => undefined);
  if (typeof requestIdleCallback === 'function')
    window.addEventListener('load', () => requestIdleCallback(register, { timeout: 10_000 }));
  else window.addEventListener('load', () => setTimeout(register, 3000));
}
