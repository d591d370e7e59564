import { lazy } from 'react';

/** The amount's form (PriceInput, Field), loaded once someone counters or makes an offer, not with every chat. */
export const LazyOfferForm = lazy(() => import('./OfferForm').then((m) => ({ default: m.OfferForm })));
