import { z } from 'zod';
import { AD_STATUSES, AdSchema } from './ads';
import { PageQuerySchema, paginated } from './common';
import { REPORT_REASONS } from './chat';
import { AdminUserSchema } from './users';
import { IdempotencyKeySchema, WalletTransactionSchema } from './wallet';

/** Every admin action states why: 3 to 500 characters, kept in the audit log. */
export const ADMIN_REASON_MIN = 3;
export const ADMIN_REASON_MAX = 500;
export const reasonText = (what: string) =>
  z
    .string({ error: `${what} is required.` })
    .trim()
    .min(ADMIN_REASON_MIN, `${what} needs at least ${ADMIN_REASON_MIN} characters.`)
    .max(ADMIN_REASON_MAX, `${what} has at most ${ADMIN_REASON_MAX} characters.`);
const AdminReasonSchema = reasonText('A reason');

/** `true`/`false` (or `1`/`0`) in a query string; absent means "either". */
const queryFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'Say true or false.' })
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** A numeric id in a query string (an owner, a target). */
const queryId = z.coerce
  .number({ error: 'Enter a whole number.' })
  .int('Enter a whole number.')
  .min(1, 'Enter a whole number.')
  .max(Number.MAX_SAFE_INTEGER, 'Enter a whole number.')
  .optional();

// --- Accounts -------------------------------------------------------------------------------

/** `{id}` of the admin account routes (an id that cannot exist is a 404). */
export const AdminUserIdParamsSchema = z.object({ id: z.string().max(40) });

/** `PUT /api/user/{id}/`: block (sessions end, live ads leave search) or unblock, with the reason. */
export const UserBlockSchema = z.object({
  blocked: z.boolean({ error: 'Say true or false.' }),
  reason: AdminReasonSchema,
});
export type UserBlock = z.input<typeof UserBlockSchema>;

/** The account after a block or unblock: the list's row, with how many ads moved. */
export const UserBlockedSchema = AdminUserSchema.extend({
  /** Live ads set aside by this block, or brought back by this unblock. */
  ads_changed: z.number().int().nonnegative(),
});
export type UserBlocked = z.infer<typeof UserBlockedSchema>;

/** The most an admin adjustment moves either way: ₹50,000. */
export const MAX_ADJUSTMENT_PAISE = 5_000_000;

/** `POST /api/user/{id}/wallet/`: credit (positive) or debit (negative) integer paise, with the reason. */
export const WalletAdjustmentSchema = z.object({
  amount_paise: z
    .number({ error: 'Enter an amount in paise.' })
    .int('Enter a whole amount in paise.')
    .min(-MAX_ADJUSTMENT_PAISE, 'An adjustment moves at most ₹50,000.')
    .max(MAX_ADJUSTMENT_PAISE, 'An adjustment moves at most ₹50,000.')
    .refine((n) => n !== 0, 'An adjustment cannot be zero.'),
  reason: AdminReasonSchema,
  idempotency_key: IdempotencyKeySchema,
});
export type WalletAdjustment = z.input<typeof WalletAdjustmentSchema>;

/** The ledger row written (or the first one, for a key used before) and the balance now. */
export const WalletAdjustedSchema = z.object({
  transaction: WalletTransactionSchema,
  balance_paise: z.number().int().nonnegative(),
});
export type WalletAdjusted = z.infer<typeof WalletAdjustedSchema>;

// --- Ads ------------------------------------------------------------------------------------

/** `GET /api/products/` (admins only): every ad, newest first, filtered. */
export const AdminAdListQuerySchema = PageQuerySchema.extend({
  status: z.enum(AD_STATUSES).optional(),
  /** Has open reports (true) or none (false). */
  reported: queryFlag,
  /** Featured now (true) or not (false). */
  featured: queryFlag,
  city: z.string().trim().max(100).optional(),
  /** A category slug (`Mobiles+Tablets`) or id. */
  category: z.string().trim().max(100).optional(),
  /** The owner's user id. */
  owner: queryId,
  /**
   * Words of the title or description, an ad's number (`#62` or `62`), or the owner's mobile (any
   * 5 or more of its digits, `+91` and spaces ignored).
   */
  search: z.string().trim().max(100, { error: 'Keep the search to 100 characters.' }).optional(),
});
export type AdminAdListQuery = z.input<typeof AdminAdListQuerySchema>;

/** An ad as admins see it: the ad, its open reports, and the reason an admin gave its owner. */
export const AdminAdSchema = AdSchema.extend({
  open_reports: z.number().int().nonnegative(),
  moderation_reason: z.string().nullable(),
  /** Who holds it out of sight: an admin's removal, its owner's block, or nobody. */
  held_by: z.enum(['admin', 'block']).nullable(),
});
export type AdminAd = z.infer<typeof AdminAdSchema>;
export const AdminAdListSchema = paginated(AdminAdSchema);

export const AD_MODERATION_ACTIONS = ['remove', 'restore', 'unfeature'] as const;
export type AdModerationAction = (typeof AD_MODERATION_ACTIONS)[number];

/** `PUT /api/products/{id}/`: take an ad down, bring it back, or end its featuring now. */
export const AdModerationSchema = z.object({
  action: z.enum(AD_MODERATION_ACTIONS, { error: 'Choose remove, restore or unfeature.' }),
  reason: AdminReasonSchema,
});
export type AdModeration = z.input<typeof AdModerationSchema>;

// --- Reports --------------------------------------------------------------------------------

export const REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** `GET /api/report/`: every report, open ones first, newest first; `?status=` filters. */
export const ReportListQuerySchema = PageQuerySchema.extend({ status: z.enum(REPORT_STATUSES).optional() });
export type ReportListQuery = z.input<typeof ReportListQuerySchema>;

const Named = z.object({ id: z.number().int(), name: z.string() });

export const AdminReportSchema = z.object({
  id: z.number().int(),
  target: z.enum(['user', 'ad']),
  reason: z.enum(REPORT_REASONS),
  /** The reporter's own words (plain text). */
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  created_on: z.string(),
  reporter: Named,
  /** The reported user (for an ad report, its owner). */
  reported_user: Named.nullable(),
  ad: z.object({ id: z.number().int(), title: z.string(), status: z.enum(AD_STATUSES) }).nullable(),
  chat_id: z.number().int().nullable(),
  /** The admin's note when actioned or dismissed. */
  note: z.string(),
  handled_by: Named.nullable(),
  handled_on: z.string().nullable(),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;
export const AdminReportListSchema = paginated(AdminReportSchema);

/** `PUT /api/report/{id}/`. */
export const ReportDecisionSchema = z.object({
  status: z.enum(['actioned', 'dismissed'], { error: 'Choose actioned or dismissed.' }),
  note: reasonText('A note'),
});
export type ReportDecision = z.input<typeof ReportDecisionSchema>;

export const ReportIdParamsSchema = z.object({ id: z.string().max(40) });

// --- The audit log --------------------------------------------------------------------------

export const AUDIT_TARGETS = ['user', 'ad', 'report', 'banner', 'rating', 'term'] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/** `GET /api/audit/`: newest first; `?action=` (`user.block`, `ad.remove` …) and the target filter. */
export const AuditListQuerySchema = PageQuerySchema.extend({
  action: z
    .string()
    .trim()
    .max(40)
    .regex(/^[a-z]+\.[a-z_]+$/, 'An action reads like user.block.')
    .optional(),
  target_type: z.enum(AUDIT_TARGETS).optional(),
  target_id: queryId,
});
export type AuditListQuery = z.input<typeof AuditListQuerySchema>;

/** One admin action: who, what, to which target, why and when; `details` holds its particulars. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  admin: Named,
  /** `user.block`, `user.unblock`, `ad.remove`, `ad.restore`, `ad.unfeature`, `report.actioned`, `report.dismissed`, `wallet.adjust` … */
  action: z.string(),
  target_type: z.enum(AUDIT_TARGETS),
  target_id: z.number().int(),
  reason: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  created_on: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditListSchema = paginated(AuditEntrySchema);
