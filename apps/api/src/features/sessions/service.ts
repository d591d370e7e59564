import type { Session } from '@haat/contract';
import type { AppContext } from '../../context';
import type { Page } from '../../http/paging';

interface SessionRow {
  id: number;
  user_agent: string;
  ip: string;
  created_at: Date;
  last_used_at: Date;
  expires_at: Date;
}

const iso = (d: Date) => new Date(d).toISOString();

/** The account's live sessions (not signed out, not expired), most recently used first. */
export async function listSessions(
  ctx: AppContext,
  me: { id: number; session_id: number },
  page: Page,
): Promise<{ count: number; results: Session[] }> {
  const now = ctx.now();
  const where = 'user_id = $1 AND revoked_at IS NULL AND expires_at > $2';
  const count = (
    await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sessions WHERE ${where}`, [me.id, now])
  ).rows[0]!.n;
  const { rows } = await ctx.db.query<SessionRow>(
    `SELECT id::int AS id, user_agent, ip, created_at, last_used_at, expires_at FROM sessions WHERE ${where}
      ORDER BY last_used_at DESC, id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    [me.id, now],
  );
  return {
    count,
    results: rows.map((r) => ({
      id: Number(r.id),
      user_agent: r.user_agent,
      ip: r.ip,
      created_at: iso(r.created_at),
      last_used_at: iso(r.last_used_at),
      expires_at: iso(r.expires_at),
      current: Number(r.id) === me.session_id,
    })),
  };
}

/**
 * Sign one of my live sessions out and close its sockets, in every process. Answers false when
 * there is no such live session of mine (someone else's is as good as missing).
 */
export async function endSession(ctx: AppContext, userId: number, sessionId: number): Promise<boolean> {
  const now = ctx.now();
  const { rows } = await ctx.db.query<{ token_hash: string }>(
    `UPDATE sessions SET revoked_at = $3
      WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > $3
      RETURNING token_hash`,
    [sessionId, userId, now],
  );
  if (!rows[0]) return false;
  await ctx.realtime.publish([userId], { type: 'sessions_ended', token_hash: rows[0].token_hash });
  return true;
}
