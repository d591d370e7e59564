import type { ApiClient, CallOptions } from './client';
import type { BannerPool, BannerPoolQuery } from './types';

/** `GET /api/banner-pool/`: the active banners of a pool, each with its images and links. */
export function pool(client: ApiClient, query: BannerPoolQuery, opts: CallOptions = {}): Promise<BannerPool> {
  return client.get<BannerPool>('/api/banner-pool/', query, opts);
}
