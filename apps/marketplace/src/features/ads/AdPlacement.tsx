import { AdSlot, HousePromo, type AdSlotSize } from '@haat/ui';
import { useEffect } from 'react';
import type { Site } from '../../api/types';
import { useSite } from '../site/useSite';

/** Where the pages put an ad slot, and the size each reserves (IAB sizes: nothing shifts when it fills). */
const PLACEMENTS = {
  home: 'leaderboard',
  search: 'leaderboard',
  ad: 'mediumRectangle',
} as const satisfies Record<string, AdSlotSize>;

export type Placement = keyof typeof PLACEMENTS;

const ADSENSE_SRC = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

/** AdSense's script, added once, after the page has painted (never in the way of first paint). */
function loadAdsense(client: string): void {
  if (document.querySelector(`script[src^="${ADSENSE_SRC}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = `${ADSENSE_SRC}?client=${encodeURIComponent(client)}`;
  script.crossOrigin = 'anonymous';
  document.head.appendChild(script);
}

/** One AdSense unit in its reserved box; the network's script loads once the browser is idle. */
function AdsenseUnit({ client, slot, width, height }: { client: string; slot: string; width: number; height: number }) {
  useEffect(() => {
    const start = () => {
      loadAdsense(client);
      (window.adsbygoogle ??= []).push({});
    };
    // After first paint: when the browser is idle, or on the next tick where it has no idle callback.
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(start, 1);
    return () => clearTimeout(timer);
  }, [client]);
  return (
    <ins
      className="adsbygoogle"
      style={{ display: 'block', width, height }}
      data-ad-client={client}
      data-ad-slot={slot}
    />
  );
}

/** The network's unit id for a placement, or null when the site has none (a house promotion). */
function unitFor(site: Site | undefined, placement: Placement): { client: string; slot: string } | null {
  const ads = site?.ads;
  const slot = ads?.slots[placement];
  return ads && slot ? { client: ads.client, slot } : null;
}

/**
 * An ad slot of a page (`data-ad-slot` names the placement): the configured network's unit, or while
 * none is set, Haat's own "Advertise on Haat" promotion. Its size is reserved from the first render.
 */
export function AdPlacement({ placement }: { placement: Placement }) {
  const site = useSite();
  const unit = unitFor(site.data, placement);
  return (
    <AdSlot
      name={placement}
      size={PLACEMENTS[placement]}
      render={({ width, height }) =>
        unit ? <AdsenseUnit client={unit.client} slot={unit.slot} width={width} height={height} /> : <HousePromo />
      }
    />
  );
}
