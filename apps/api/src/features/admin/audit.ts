import type { AuditEntry, AuditListQuery, AuditTarget, Paginated } from '@haat/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';

export interface AuditWrite {
  adminId: number;
  /** `user.block`, `ad.remove`, `wallet.adjust` …: `{target}.{verb}`. */
  action: string;
  targetType: AuditTarget;
  targetId: number;
  reason: string;
  details?: AuditEntry['details'];
}

/**
 * Add one row to the audit log, in the caller's transaction, so an admin action and its record
 * commit or roll back together. The table refuses updates and deletes (see 0024_admin.sql).
 */
export async function writeAudit(tx: Queryable, now: Date, entry: AuditWrite): Promise<void> {
  await tx.query(
    `INSERT INTO admin_audit (admin_id, action, target_type, target_id, reason, details, created_on)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
    [
      entry.adminId,
      entry.action,
      entry.targetType,
      entry.targetId,
      entry.reason,
      JSON.stringify(entry.details ?? {}),
      now,
    ],
  );
}

interface AuditRow {
  id: number;
  admin_id: number;
  admin_name: string;
  action: string;
  target_type: AuditTarget;
  target_id: string | number;
  reason: string;
  details: AuditEntry['details'];
  created_on: Date;
}

/** The log, newest first, filtered by action and target. */
export async function listAudit(
  ctx: AppContext,
  q: Required<Pick<AuditListQuery, 'limit' | 'offset'>> & Omit<AuditListQuery, 'limit' | 'offset'>,
): Promise<Omit<Paginated<AuditEntry>, 'next' | 'previous'>> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (q.action) where.push(`l.action = $${params.push(q.action)}`);
  if (q.target_type) where.push(`l.target_type = $${params.push(q.target_type)}`);
  if (q.target_id) where.push(`l.target_id = $${params.push(q.target_id)}`);
  const cond = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [count, page] = await Promise.all([
    ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM admin_audit l ${cond}`, params),
    ctx.db.query<AuditRow>(
      `SELECT l.id::int AS id, l.admin_id::int AS admin_id, u.name AS admin_name, l.action, l.target_type,
              l.target_id, l.reason, l.details, l.created_on
         FROM admin_audit l JOIN users u ON u.id = l.admin_id ${cond}
        ORDER BY l.created_on DESC, l.id DESC LIMIT ${q.limit} OFFSET ${q.offset}`,
      params,
    ),
  ]);
  return {
    count: count.rows[0]!.n,
    results: page.rows.map((r) => ({
      id: r.id,
      admin: { id: r.admin_id, name: r.admin_name },
      action: r.action,
      target_type: r.target_type,
      target_id: Number(r.target_id),
      reason: r.reason,
      details: r.details,
      created_on: new Date(r.created_on).toISOString(),
    })),
  };
}
