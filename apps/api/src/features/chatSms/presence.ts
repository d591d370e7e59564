import type { AppContext } from '../../context';

/**
 * Users with an open chat socket on this server, for `untilMs` from now: each server renews its
 * users every ping, so a server that stops leaves nobody marked for long. Read by the SMS rule:
 * someone with the app open needs no SMS.
 */
export async function markSocketsOpen(ctx: AppContext, userIds: number[], untilMs: number): Promise<void> {
  if (!userIds.length) return;
  await ctx.db.query('UPDATE users SET socket_until = $2 WHERE id = ANY($1::bigint[])', [
    userIds,
    new Date(ctx.now().getTime() + untilMs),
  ]);
}

/** The user's last socket on this server closed (another server's renew their mark at their next ping). */
export async function markSocketsClosed(ctx: AppContext, userId: number): Promise<void> {
  await ctx.db.query('UPDATE users SET socket_until = $2 WHERE id = $1 AND socket_until > $2', [userId, ctx.now()]);
}
