import type { AdminReport, AdStatus, Paginated, ReportStatus } from '@haat/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import type { AuthUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { effectiveStatus } from '../ads/mapper';
import { writeAudit } from './audit';
import { adminText } from './adminText';

interface ReportRow {
  id: number;
  target: 'user' | 'ad';
  reason: AdminReport['reason'];
  details: string;
  status: ReportStatus;
  created_on: Date;
  reporter_id: number;
  reporter_name: string;
  user_id: number | null;
  user_name: string | null;
  ad_id: number | null;
  ad_title: string | null;
  ad_status: AdStatus | null;
  ad_expires_at: Date | null;
  chat_id: number | null;
  note: string;
  handled_by: number | null;
  handler_name: string | null;
  handled_on: Date | null;
}

const REPORT_FROM = `FROM reports r
  JOIN users rp ON rp.id = r.reporter_id
  LEFT JOIN users ru ON ru.id = r.user_id
  LEFT JOIN ads ad ON ad.id = r.ad_id
  LEFT JOIN users h ON h.id = r.handled_by`;
const REPORT_SELECT = `r.id::int AS id, r.target, r.reason, r.details, r.status, r.created_on,
  r.reporter_id::int AS reporter_id, rp.name AS reporter_name, r.user_id::int AS user_id, ru.name AS user_name,
  r.ad_id::int AS ad_id, ad.title AS ad_title, ad.status AS ad_status, ad.expires_at AS ad_expires_at,
  r.chat_id::int AS chat_id, r.note, r.handled_by::int AS handled_by, h.name AS handler_name, r.handled_on`;

function toReport(r: ReportRow, now: Date): AdminReport {
  return {
    id: r.id,
    target: r.target,
    reason: r.reason,
    details: r.details,
    status: r.status,
    created_on: new Date(r.created_on).toISOString(),
    reporter: { id: r.reporter_id, name: r.reporter_name },
    reported_user: r.user_id !== null ? { id: r.user_id, name: r.user_name ?? '' } : null,
    ad:
      r.ad_id !== null
        ? {
            id: r.ad_id,
            title: r.ad_title ?? '',
            status: effectiveStatus({ status: r.ad_status!, expires_at: r.ad_expires_at! }, now),
          }
        : null,
    chat_id: r.chat_id,
    note: r.note,
    handled_by: r.handled_by !== null ? { id: r.handled_by, name: r.handler_name ?? '' } : null,
    handled_on: r.handled_on ? new Date(r.handled_on).toISOString() : null,
  };
}

/** The queue: open reports first, then newest first; `status` keeps one kind. */
export async function listReports(
  ctx: AppContext,
  q: { status?: ReportStatus; limit: number; offset: number },
): Promise<Omit<Paginated<AdminReport>, 'next' | 'previous'>> {
  const params: unknown[] = [];
  const cond = q.status ? `WHERE r.status = $${params.push(q.status)}` : '';
  const [count, page] = await Promise.all([
    ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM reports r ${cond}`, params),
    ctx.db.query<ReportRow>(
      `SELECT ${REPORT_SELECT} ${REPORT_FROM} ${cond}
        ORDER BY (r.status = 'open') DESC, r.created_on DESC, r.id DESC LIMIT ${q.limit} OFFSET ${q.offset}`,
      params,
    ),
  ]);
  const now = ctx.now();
  return { count: count.rows[0]!.n, results: page.rows.map((r) => toReport(r, now)) };
}

async function oneReport(db: Queryable, id: number, now: Date): Promise<AdminReport> {
  const { rows } = await db.query<ReportRow>(`SELECT ${REPORT_SELECT} ${REPORT_FROM} WHERE r.id = $1`, [id]);
  if (!rows[0]) throw notFound(adminText.noReport);
  return toReport(rows[0], now);
}

/**
 * Action or dismiss a report with a note, and log it, in one transaction. A handled report may
 * be decided again (a dismissal reconsidered); each decision is its own audit row.
 */
export async function decideReport(
  ctx: AppContext,
  admin: AuthUser,
  id: number,
  input: { status: 'actioned' | 'dismissed'; note: string },
): Promise<AdminReport> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: ReportStatus }>('SELECT status FROM reports WHERE id = $1 FOR UPDATE', [
      id,
    ]);
    if (!rows[0]) throw notFound(adminText.noReport);
    await tx.query('UPDATE reports SET status = $2, note = $3, handled_by = $4, handled_on = $5 WHERE id = $1', [
      id,
      input.status,
      input.note,
      admin.id,
      now,
    ]);
    await writeAudit(tx, now, {
      adminId: admin.id,
      action: `report.${input.status}`,
      targetType: 'report',
      targetId: id,
      reason: input.note,
      details: { status_before: rows[0].status },
    });
    return oneReport(tx, id, now);
  });
}
