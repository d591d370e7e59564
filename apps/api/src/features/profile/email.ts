import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import { profileText } from './profileText';
import { say } from '../../http/language';

/** A mailed confirmation link works for a day, once. */
const EMAIL_LINK_TTL_MS = 24 * 60 * 60 * 1000;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Mail a link that confirms `email` belongs to the account (the token in the link's fragment). */
export async function sendEmailConfirmation(
  ctx: AppContext,
  user: { id: number; name: string },
  email: string,
): Promise<void> {
  const now = ctx.now();
  const token = randomBytes(32).toString('base64url');
  await ctx.db.query(
    `INSERT INTO email_verifications (user_id, email, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [user.id, email, sha256(token), now, new Date(now.getTime() + EMAIL_LINK_TTL_MS)],
  );
  // In the fragment: browsers never send it, so no server or proxy log holds the token.
  const link = `${ctx.config.publicUrl}/verify-email/#token=${token}`;
  await ctx.mail.send({
    to: email,
    subject: profileText.confirmSubject,
    text: say(profileText.confirmMail, { name: user.name || profileText.there, link }),
  });
}

/**
 * Use a confirmation token: once, within a day, and only while the account still has the address
 * it was sent to. Answers whether the address is now confirmed.
 */
export async function confirmEmail(ctx: AppContext, token: string): Promise<boolean> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const used = await tx.query<{ user_id: number; email: string }>(
      `UPDATE email_verifications SET used_at = $2
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
        RETURNING user_id::int AS user_id, email`,
      [sha256(token), now],
    );
    const v = used.rows[0];
    if (!v) return false;
    const confirmed = await tx.query(
      'UPDATE users SET email_verified_at = $3 WHERE id = $1 AND lower(email) = lower($2)',
      [v.user_id, v.email, now],
    );
    return confirmed.affectedRows === 1;
  });
}
