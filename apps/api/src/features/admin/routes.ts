import {
  AdIdParamsSchema,
  AdminAdListQuerySchema,
  AdminAdListSchema,
  AdminAdSchema,
  AdminReportListSchema,
  AdminReportSchema,
  AdminUserIdParamsSchema,
  AdModerationSchema,
  AuditListQuerySchema,
  AuditListSchema,
  ReportDecisionSchema,
  ReportIdParamsSchema,
  ReportListQuerySchema,
  ShortfallSchema,
  UserBlockedSchema,
  UserBlockSchema,
  WalletAdjustedSchema,
  WalletAdjustmentSchema,
} from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pageLinks } from '../../http/paging';
import { declare, pathId, signedIn, typed, type Operation } from '../../http/route';
import { adjustWallet, setBlocked } from './accounts';
import { listAudit } from './audit';
import { listAdminAds, moderateAd } from './listings';
import { decideReport, listReports } from './reports';

/**
 * Moderation for admins only (401 anonymous, 403 customers, before the body is read): blocking
 * accounts, taking ads down, the reports queue, wallet adjustments, and the audit log that every
 * one of these actions writes in its own transaction. The account list is in features/users.
 */
export async function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = typed(app);
  const op = (operationId: string, summary: string, more: Partial<Operation> = {}): Operation => ({
    operationId,
    summary,
    tag: 'admin',
    access: 'admin',
    ...more,
  });

  // --- Accounts ------------------------------------------------------------------------------
  api.put(
    '/api/user/:id/',
    declare(
      ctx,
      op('blockUser', 'Block an account (its sessions end, its live ads leave search) or unblock it', {
        notFound: true,
      }),
      { params: AdminUserIdParamsSchema, body: UserBlockSchema, response: { 200: UserBlockedSchema } },
    ),
    async (request) => setBlocked(ctx, signedIn(request), pathId(request.params.id), request.body),
  );

  api.post(
    '/api/user/:id/wallet/',
    declare(
      ctx,
      op(
        'adjustWallet',
        "Credit or debit an account's wallet with a reason (201); the same idempotency key answers the first row (200)",
        { notFound: true },
      ),
      {
        params: AdminUserIdParamsSchema,
        body: WalletAdjustmentSchema,
        response: { 200: WalletAdjustedSchema, 201: WalletAdjustedSchema, 402: ShortfallSchema },
      },
    ),
    async (request, reply) => {
      const { adjusted, fresh } = await adjustWallet(ctx, signedIn(request), pathId(request.params.id), request.body);
      return reply.code(fresh ? 201 : 200).send(adjusted);
    },
  );

  // --- Ads -----------------------------------------------------------------------------------
  api.get(
    '/api/products/',
    declare(
      ctx,
      op('listAllAds', 'Every ad, newest first, by status, open reports, featured now, city, category and owner'),
      { querystring: AdminAdListQuerySchema, response: { 200: AdminAdListSchema } },
    ),
    async (request) => {
      const { count, results } = await listAdminAds(ctx, request.query);
      return { count, ...pageLinks(ctx, request, request.query, count), results };
    },
  );

  api.put(
    '/api/products/:id/',
    declare(
      ctx,
      op('moderateAd', 'Remove an ad (its owner sees the reason), restore it, or end its featuring now', {
        notFound: true,
      }),
      { params: AdIdParamsSchema, body: AdModerationSchema, response: { 200: AdminAdSchema } },
    ),
    async (request) => moderateAd(ctx, signedIn(request), pathId(request.params.id), request.body),
  );

  // --- Reports -------------------------------------------------------------------------------
  api.get(
    '/api/report/',
    declare(ctx, op('listReports', 'Reports from chats: open ones first, newest first; `?status=` filters'), {
      querystring: ReportListQuerySchema,
      response: { 200: AdminReportListSchema },
    }),
    async (request) => {
      const { count, results } = await listReports(ctx, request.query);
      return { count, ...pageLinks(ctx, request, request.query, count), results };
    },
  );

  api.put(
    '/api/report/:id/',
    declare(ctx, op('decideReport', 'Mark a report actioned or dismissed, with a note', { notFound: true }), {
      params: ReportIdParamsSchema,
      body: ReportDecisionSchema,
      response: { 200: AdminReportSchema },
    }),
    async (request) => decideReport(ctx, signedIn(request), pathId(request.params.id), request.body),
  );

  // --- The audit log (read only: rows are written by the actions above) ----------------------
  api.get(
    '/api/audit/',
    declare(ctx, op('listAudit', 'Every admin action, newest first: who, what, target, reason, when'), {
      querystring: AuditListQuerySchema,
      response: { 200: AuditListSchema },
    }),
    async (request) => {
      const { count, results } = await listAudit(ctx, request.query);
      return { count, ...pageLinks(ctx, request, request.query, count), results };
    },
  );
}
