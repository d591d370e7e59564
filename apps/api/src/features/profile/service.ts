import { AUTH_MESSAGES } from '@haat/contract';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { isUniqueViolation, setPassword } from '../auth/users';

/** What a profile update changes: a new address is saved unconfirmed (null removes it). */
interface ProfileChanges {
  name?: string;
  email?: string | null;
  /** An account without a password gets this one (already hashed). */
  firstPasswordHash?: string | null;
}

/**
 * Save a profile update in one transaction. A first password is only for an account that has none
 * (the login dialog's stage 3): one that has a password changes it with the old one, which also
 * signs out other devices. An address another account holds is a 400 on `email`.
 */
export async function saveProfile(ctx: AppContext, userId: number, changes: ProfileChanges): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [userId];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  if (changes.name !== undefined) set('name', changes.name);
  if (changes.email !== undefined) {
    set('email', changes.email);
    set('email_verified_at', null);
  }
  const firstPassword = changes.firstPasswordHash ?? null;
  if (!sets.length && !firstPassword) return;
  set('updated_on', ctx.now());
  try {
    await ctx.db.transaction(async (tx) => {
      if (firstPassword) {
        const added = await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1 AND password_hash IS NULL', [
          userId,
          firstPassword,
        ]);
        if (added.affectedRows !== 1) throw badRequest({ password: [AUTH_MESSAGES.passwordNeedsOld] });
      }
      await tx.query(`UPDATE users SET ${sets.join(', ')} WHERE id = $1`, params);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest({ email: [AUTH_MESSAGES.emailTaken] });
    throw err;
  }
}

/**
 * A new password (already hashed) for an account, and every other device signed out: every session
 * but the one whose token hash is `keep`. The caller publishes `sessions_ended` after the commit.
 */
export async function changePassword(ctx: AppContext, userId: number, passwordHash: string, keep: string) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await setPassword(tx, userId, passwordHash, now);
    await tx.query(
      'UPDATE sessions SET revoked_at = $3 WHERE user_id = $1 AND token_hash <> $2 AND revoked_at IS NULL',
      [userId, keep, now],
    );
  });
}
