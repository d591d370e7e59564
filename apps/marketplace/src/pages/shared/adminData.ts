import type { BannerStatus, ReportStatus, ReviewListQuery } from '@haat/contract';
import * as admin from '../../api/admin';
import type { ApiClient, PageOptions } from '../../api/client';
import type { Paginated } from '../../api/types';
import { ADMIN } from '../../query/accountKeys';
import type { LoadContext } from '../../routing/loadContext';

/** An admin list's first page under its cache key; `load` with `next` gives the page after. */
export interface AdminListQuery<T> {
  key: string;
  load: (api: ApiClient, opts: PageOptions) => Promise<Paginated<T>>;
}

const list = <T>(name: string, deps: unknown, load: AdminListQuery<T>['load']): AdminListQuery<T> => ({
  key: `${ADMIN}${name}:${JSON.stringify(deps)}`,
  load,
});

/** Each admin screen's list for its filters (the route's loader asks for the unfiltered one). */
export const adminQueries = {
  users: (search: string) => list('users', search, (api, opts) => admin.users(api, search, opts)),
  ads: (filters: admin.AdminAdFilters) => list('ads', filters, (api, opts) => admin.ads(api, filters, opts)),
  reports: (status: ReportStatus) => list('reports', status, (api, opts) => admin.reports(api, status, opts)),
  reviews: (status: NonNullable<ReviewListQuery['status']>) =>
    list('reviews', status, (api, opts) => admin.reviews(api, status, opts)),
  banners: (status: BannerStatus | '') =>
    list('banners', status, (api, opts) => admin.banners(api, status || undefined, opts)),
  audit: (filters: admin.AuditFilters) => list('audit', filters, (api, opts) => admin.audit(api, filters, opts)),
  settings: {
    key: `${ADMIN}settings`,
    load: (api: ApiClient, signal: AbortSignal) => admin.unsetSettings(api, { signal }),
  },
};

/** What each admin route shows at first paint: its list without filters. */
const firstPaint: Record<string, AdminListQuery<unknown>> = {
  users: adminQueries.users(''),
  ads: adminQueries.ads({}),
  reports: adminQueries.reports('open'),
  reviews: adminQueries.reviews('open'),
  banners: adminQueries.banners(''),
  audit: adminQueries.audit({}),
};

/** `/admin/{section}/`: that screen's first page (the settings screen's unset settings). */
export const loadAdmin =
  (section: keyof typeof firstPaint | 'settings') =>
  ({ api, cache }: LoadContext): Promise<unknown> => {
    if (section === 'settings')
      return cache.fetch(adminQueries.settings.key, (signal) => adminQueries.settings.load(api, signal));
    const q = firstPaint[section]!;
    return cache.fetch(q.key, (signal) => q.load(api, { signal }));
  };
