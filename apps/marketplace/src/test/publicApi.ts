import { emptyPage, SITE, type Routes } from './fakeApi';
import { PLANS } from './walletApi';

/** The fake API behind the public information pages (pricing, about, contact, legal, app). */
export function publicRoutes(): Routes {
  return {
    '/api/site/': { body: SITE },
    '/api/search-product/': { body: emptyPage },
    'GET /api/plans/': { body: { count: PLANS.length, next: null, previous: null, results: PLANS } },
    'GET /api/banner/pricing/': {
      body: { price_per_day_paise: 4900, max_days: 60, max_lead_days: 90, min_width: 1200, min_height: 300 },
    },
  };
}
