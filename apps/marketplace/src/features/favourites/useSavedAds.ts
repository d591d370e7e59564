import type { Ad as CardAd } from '@haat/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useApi } from '../../api/ApiProvider';
import * as favorites from '../../api/favorites';
import { HEARTS, SAVED } from '../../query/accountKeys';
import { useQuery, useQueryCache } from '../../query/useQuery';
import { useAppState } from '../../state/AppState';
import { loginRedirectPath } from '../redirect';
import { useAddressSearch } from '../addressSearch';

/** The most saved ads a card list marks (a person with more sees the newest 200 filled). */
const SAVED_LIMIT = 200;

/**
 * The hearts on ad cards: which ads the signed-in person saved, and a toggle that saves or unsaves
 * at once (put back if the server refuses). A visitor's heart asks to log in, then comes back here.
 */
export function useSavedAds(): { savedIds: ReadonlySet<CardAd['id']>; toggle: (ad: CardAd) => void } {
  const api = useApi();
  const { profile } = useAppState();
  const [path, navigate] = useLocation();
  const search = useAddressSearch();
  const cache = useQueryCache();
  const loaded = useQuery(profile ? HEARTS : null, (client, signal) =>
    favorites.list(client, { limit: SAVED_LIMIT }, { signal }).then((page) => page.results.map((a) => a.id)),
  );
  const [changes, setChanges] = useState<ReadonlyMap<CardAd['id'], boolean>>(new Map());
  const savedIds = new Set<CardAd['id']>(loaded.data ?? []);
  for (const [id, saved] of changes) {
    if (saved) savedIds.add(id);
    else savedIds.delete(id);
  }
  const set = (id: CardAd['id'], saved: boolean) => setChanges((m) => new Map(m).set(id, saved));

  const toggle = (ad: CardAd) => {
    if (!profile) {
      navigate(loginRedirectPath(`${path}${search ? `?${search}` : ''}`));
      return;
    }
    const next = !savedIds.has(ad.id);
    set(ad.id, next);
    const id = Number(ad.id);
    (next ? favorites.add(api, id) : favorites.remove(api, id)).then(
      // My Account's list and the ad page's heart catch up.
      () => cache.invalidate(SAVED),
      () => set(ad.id, !next),
    );
  };
  return { savedIds, toggle };
}
