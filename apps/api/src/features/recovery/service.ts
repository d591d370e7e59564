import { createHash, randomBytes } from 'node:crypto';
import { AUTH_MESSAGES } from '@haat/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { badRequest } from '../../http/errors';
import { checkOtp } from '../auth/otp';
import { blockedAccount, userById, userByMobile } from '../auth/users';

/** A mailed reset link works for an hour, once. */
const RESET_LINK_TTL_MS = 60 * 60 * 1000;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
export const invalidToken = () => badRequest({ token: [AUTH_MESSAGES.resetTokenInvalid] });

/**
 * A reset token is either the random token of a mailed link, or `{mobile}-{code}` for the code
 * sent by SMS (which then has the OTP's 5 minutes and 5 tries).
 */
type Resolved = { userId: number; use: (tx: Queryable) => Promise<void> } | null;

export async function resolveToken(ctx: AppContext, token: string, consume: boolean): Promise<Resolved> {
  const now = ctx.now();
  const sms = /^([6-9]\d{9})-(\d{6})$/.exec(token);
  if (sms) {
    const [, mobile, code] = sms as unknown as [string, string, string];
    const user = await userByMobile(ctx.db, mobile);
    if (!user) return null;
    const result = await checkOtp(ctx.db, now, { mobile, purpose: 'reset', code, consume });
    return result === 'ok' ? { userId: user.id, use: async () => undefined } : null;
  }
  if (token.length < 20 || token.length > 100) return null;
  const { rows } = await ctx.db.query<{ id: number; user_id: number }>(
    `SELECT id::int AS id, user_id::int AS user_id FROM password_resets
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2`,
    [sha256(token), now],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    userId: row.user_id,
    use: async (tx) => {
      const done = await tx.query('UPDATE password_resets SET used_at = $2 WHERE id = $1 AND used_at IS NULL', [
        row.id,
        now,
      ]);
      if (done.affectedRows !== 1) throw invalidToken();
    },
  };
}

/** 403 naming the reason once a blocked account has proved it holds the code or link. */
export async function refuseBlocked(ctx: AppContext, userId: number): Promise<void> {
  const user = await userById(ctx.db, userId);
  const blocked = user ? blockedAccount(user) : null;
  if (blocked) throw blocked;
}

/**
 * A new reset link's token for the active account whose confirmed address this is, with the name
 * to greet; null when there is none. Only a confirmed address: one typed into a profile and never
 * opened proves nothing.
 */
export async function newResetToken(ctx: AppContext, email: string): Promise<{ token: string; name: string } | null> {
  const now = ctx.now();
  const { rows } = await ctx.db.query<{ id: number; name: string }>(
    'SELECT id::int AS id, name FROM users WHERE lower(email) = $1 AND email_verified_at IS NOT NULL AND is_active',
    [email],
  );
  const user = rows[0];
  if (!user) return null;
  const token = randomBytes(32).toString('base64url');
  await ctx.db.query(
    'INSERT INTO password_resets (user_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [user.id, sha256(token), now, new Date(now.getTime() + RESET_LINK_TTL_MS)],
  );
  return { token, name: user.name };
}
