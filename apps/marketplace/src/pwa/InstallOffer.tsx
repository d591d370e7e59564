import { lazy, Suspense, useSyncExternalStore } from 'react';
import { installOffer } from './install';

// The offer's look (the kit's InstallPrompt) loads only when a moment calls for it
const InstallDock = lazy(() => import('./InstallDock'));

/** The install offer, over the page's foot, once a moment has called `offerInstall`. */
export function InstallOffer() {
  const shown = useSyncExternalStore(installOffer.subscribe, installOffer.shown, installOffer.serverShown);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <InstallDock />
    </Suspense>
  );
}
