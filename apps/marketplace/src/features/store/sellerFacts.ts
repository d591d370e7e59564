import type { AdOwner } from '../../api/types';
import type { SellerFactsData } from '@haat/ui';

/**
 * The kit's SellerFacts from the API's seller: a store's seller, or an ad's owner on that ad's own
 * answer. Undefined where the answer carries no figures (an ad in a list).
 */
export function sellerFacts(seller: AdOwner): SellerFactsData | undefined {
  if (seller.last_active_day === undefined) return undefined;
  return {
    mobileVerified: seller.mobile_verified ?? true,
    emailVerified: seller.email_verified ?? false,
    city: seller.city,
    responseRate: seller.response_rate ?? null,
    responseMinutes: seller.response_minutes ?? null,
    lastActiveDay: seller.last_active_day,
    adsLive: seller.ads_live,
    adsSold: seller.ads_sold,
  };
}
