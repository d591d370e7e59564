import type {
  AdminAd,
  AdminAdListQuery,
  AdminBanner,
  AdminReport,
  AdminUser,
  AdModerationAction,
  AuditEntry,
  AuditListQuery,
  BannerStatus,
  ReportStatus,
  Review,
  ReviewDecision,
  ReviewList,
  ReviewListQuery,
  UnsetSettings,
  UserBlocked,
  WalletAdjusted,
} from '@haat/contract';
import { nextPath, type ApiClient, type CallOptions, type PageOptions, type Query } from './client';
import type { Paginated } from './types';

/** The admin lists load 50 rows at a time; Load more follows `next`. */
const ADMIN_PAGE_SIZE = 50;

function page<T>(client: ApiClient, path: string, query: Query, { next, ...opts }: PageOptions) {
  if (next) return client.get<Paginated<T>>(nextPath(next), undefined, opts);
  return client.get<Paginated<T>>(path, { limit: ADMIN_PAGE_SIZE, ...query }, opts);
}

// --- Accounts ---------------------------------------------------------------------------------

/** `GET /api/user/?search=`: accounts whose mobile digits or name match, newest first. */
export function users(client: ApiClient, search: string, opts: PageOptions = {}): Promise<Paginated<AdminUser>> {
  return page<AdminUser>(client, '/api/user/', { search: search.trim() }, opts);
}

/** `PUT /api/user/{id}/`: block (sessions end, live ads leave search) or unblock, saying why. */
export function setBlocked(
  client: ApiClient,
  id: number,
  blocked: boolean,
  reason: string,
  opts: CallOptions = {},
): Promise<UserBlocked> {
  return client.put<UserBlocked>(`/api/user/${id}/`, { blocked, reason }, opts);
}

/**
 * `POST /api/user/{id}/wallet/`: credit (positive) or debit (negative) paise, saying why. The same
 * `idempotencyKey` sent twice moves the money once.
 */
export function adjustWallet(
  client: ApiClient,
  id: number,
  input: { amountPaise: number; reason: string; idempotencyKey: string },
  opts: CallOptions = {},
): Promise<WalletAdjusted> {
  return client.post<WalletAdjusted>(
    `/api/user/${id}/wallet/`,
    { amount_paise: input.amountPaise, reason: input.reason, idempotency_key: input.idempotencyKey },
    opts,
  );
}

// --- Ads --------------------------------------------------------------------------------------

/** The admin filters of the ads list; empty values are left out. */
export type AdminAdFilters = Pick<AdminAdListQuery, 'status' | 'city' | 'category' | 'search'> & {
  reported?: boolean;
  featured?: boolean;
  owner?: number;
};

/** `GET /api/products/`: every ad, newest first, filtered. */
export function ads(client: ApiClient, filters: AdminAdFilters, opts: PageOptions = {}): Promise<Paginated<AdminAd>> {
  return page<AdminAd>(client, '/api/products/', { ...filters }, opts);
}

/** `PUT /api/products/{id}/`: remove, restore or unfeature an ad, saying why (its owner sees it). */
export function moderateAd(
  client: ApiClient,
  id: number,
  action: AdModerationAction,
  reason: string,
  opts: CallOptions = {},
): Promise<AdminAd> {
  return client.put<AdminAd>(`/api/products/${id}/`, { action, reason }, opts);
}

// --- Reports ----------------------------------------------------------------------------------

/** `GET /api/report/?status=`: the reports in one status, newest first. */
export function reports(
  client: ApiClient,
  status: ReportStatus,
  opts: PageOptions = {},
): Promise<Paginated<AdminReport>> {
  return page<AdminReport>(client, '/api/report/', { status }, opts);
}

/** `PUT /api/report/{id}/`: close a report as actioned or dismissed, with a note. */
export function decideReport(
  client: ApiClient,
  id: number,
  status: 'actioned' | 'dismissed',
  note: string,
  opts: CallOptions = {},
): Promise<AdminReport> {
  return client.put<AdminReport>(`/api/report/${id}/`, { status, note }, opts);
}

// --- Automated holds -------------------------------------------------------------------------

/** `GET /api/admin/reviews/?status=`: what the automated checks held, newest first, with the figures. */
export function reviews(
  client: ApiClient,
  status: NonNullable<ReviewListQuery['status']>,
  { next, ...opts }: PageOptions = {},
): Promise<ReviewList> {
  if (next) return client.get<ReviewList>(nextPath(next), undefined, opts);
  return client.get<ReviewList>('/api/admin/reviews/', { limit: ADMIN_PAGE_SIZE, status }, opts);
}

/** `POST /api/admin/reviews/{id}/`: approve (the ad goes live) or reject (removed), with a reason. */
export function decideReview(
  client: ApiClient,
  id: number,
  input: ReviewDecision,
  opts: CallOptions = {},
): Promise<Review> {
  return client.post<Review>(`/api/admin/reviews/${id}/`, input, opts);
}

// --- Banners ----------------------------------------------------------------------------------

/** `GET /api/banner/review/?status=`: banners to review, pending first. */
export function banners(
  client: ApiClient,
  status: BannerStatus | undefined,
  opts: PageOptions = {},
): Promise<Paginated<AdminBanner>> {
  return page<AdminBanner>(client, '/api/banner/review/', { status }, opts);
}

/**
 * `PUT /api/banner/{id}/review/`: approve (the owner's wallet pays; a 402 when it is short) or
 * reject with a reason the owner sees.
 */
export function reviewBanner(
  client: ApiClient,
  id: number,
  decision: { approve: boolean; reason: string },
  opts: CallOptions = {},
): Promise<AdminBanner> {
  return client.put<AdminBanner>(`/api/banner/${id}/review/`, decision, opts);
}

// --- The audit log ----------------------------------------------------------------------------

/** The filters of the audit log; empty values are left out. */
export type AuditFilters = Pick<AuditListQuery, 'action' | 'target_type'> & { target_id?: number };

/** `GET /api/audit/`: admin actions, newest first. */
export function audit(
  client: ApiClient,
  filters: AuditFilters,
  opts: PageOptions = {},
): Promise<Paginated<AuditEntry>> {
  return page<AuditEntry>(client, '/api/audit/', { ...filters }, opts);
}

/** `GET /api/admin/settings/`: the operator's settings that are unset (visitors never see their names). */
export function unsetSettings(client: ApiClient, opts: CallOptions = {}): Promise<UnsetSettings> {
  return client.get<UnsetSettings>('/api/admin/settings/', undefined, opts);
}
