import { createHash, randomBytes } from 'node:crypto';
import {
  AUTH_MESSAGES,
  CheckResetTokenSchema,
  DetailSchema,
  ForgotPasswordSchema,
  ResetPasswordSchema,
} from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { revokeAllSessions } from '../../http/auth';
import { badRequest, HttpError } from '../../http/errors';
import { LIMITS, rulesOf, spend } from '../../http/limits';
import { declare, typed } from '../../http/route';
import { chargeOtpRequest, checkOtp, sendOtp } from '../auth/otp';
import { hashPassword } from '../auth/passwords';
import { blockedAccount, userById, userByMobile } from '../auth/users';

/** A mailed reset link works for an hour, once. */
const RESET_LINK_TTL_MS = 60 * 60 * 1000;

const FORGOT_ANSWER = {
  detail: 'If an account exists for these details, we have sent instructions to reset the password.',
};

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const invalidToken = () => badRequest({ token: [AUTH_MESSAGES.resetTokenInvalid] });

/**
 * A reset token is either the random token of a mailed link, or `{mobile}-{code}` for the code
 * sent by SMS (which then has the OTP's 5 minutes and 5 tries).
 */
type Resolved = { userId: number; use: (tx: Queryable) => Promise<void> } | null;

async function resolveToken(ctx: AppContext, token: string, consume: boolean): Promise<Resolved> {
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
async function refuseBlocked(ctx: AppContext, userId: number): Promise<void> {
  const user = await userById(ctx.db, userId);
  const blocked = user ? blockedAccount(user) : null;
  if (blocked) throw blocked;
}

/** `POST /forgot-password/`, `/check-password/{token}/`, `/reset-password/{token}/`. */
export async function recoveryRoutes(app: FastifyInstance, ctx: AppContext) {
  const { sms, mail } = ctx;

  const api = typed(app);
  api.post(
    '/forgot-password/',
    declare(
      ctx,
      {
        operationId: 'forgotPassword',
        summary: 'Send a reset link (email) or code (SMS); the same answer whether or not the account exists',
        tag: 'recovery',
        throttled: true,
      },
      { body: ForgotPasswordSchema, response: { 200: DetailSchema } },
    ),
    async (request) => {
      const body = request.body;
      const now = ctx.now();
      // Counted per client address and per target before anything is looked up, so the 429 comes
      // alike for an address with an account and without: nobody mails one inbox a hundred times.
      const target = body.email ? `email:${body.email}` : `mobile:${body.mobile}`;
      await spend(
        ctx,
        [
          ...rulesOf(`reset-ip:${request.ip}`, LIMITS.resetPerAddress),
          ...rulesOf(`reset-target:${target}`, LIMITS.resetPerTarget),
        ],
        'Too many password reset requests. Try again later.',
      );
      if (body.email) {
        const { rows } = await ctx.db.query<{ id: number; name: string }>(
          // Only a confirmed address: one typed into a profile and never opened proves nothing.
          'SELECT id::int AS id, name FROM users WHERE lower(email) = $1 AND email_verified_at IS NOT NULL AND is_active',
          [body.email],
        );
        const user = rows[0];
        if (user) {
          const token = randomBytes(32).toString('base64url');
          await ctx.db.query(
            'INSERT INTO password_resets (user_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)',
            [user.id, sha256(token), now, new Date(now.getTime() + RESET_LINK_TTL_MS)],
          );
          // In the fragment: browsers never send it, so no server or proxy log holds the token.
          const link = `${ctx.config.publicUrl}/forgot-password/#token=${token}`;
          await mail.send({
            to: body.email,
            subject: 'Reset your Haat password',
            text: `Hello ${user.name || 'there'},\n\nOpen this link within an hour to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this mail.`,
          });
        }
      } else if (body.mobile) {
        // Charged whether or not the number has an account, so the answer tells nothing.
        await chargeOtpRequest(ctx, request.ip);
        const user = await userByMobile(ctx.db, body.mobile);
        // A blocked account gets its code too: entering it tells it why it cannot sign in.
        if (user && (user.is_active || blockedAccount(user))) {
          try {
            await sendOtp(ctx, sms, { mobile: body.mobile, purpose: 'reset' });
          } catch (err) {
            // Throttled or not sent: answering differently would reveal that the account exists.
            if (!(err instanceof HttpError)) throw err;
          }
        }
      }
      return FORGOT_ANSWER;
    },
  );

  api.post(
    '/check-password/',
    declare(
      ctx,
      {
        operationId: 'checkResetToken',
        summary: 'Check a reset token (mailed token, or {mobile}-{code}); a try of the code',
        tag: 'recovery',
      },
      { body: CheckResetTokenSchema, response: { 200: DetailSchema, 403: DetailSchema } },
    ),
    async (request) => {
      const resolved = await resolveToken(ctx, request.body.token, false);
      if (!resolved) throw invalidToken();
      await refuseBlocked(ctx, resolved.userId);
      return { detail: 'Token is valid.' };
    },
  );

  api.post(
    '/reset-password/',
    declare(
      ctx,
      {
        operationId: 'resetPassword',
        summary: 'Set a new password with a reset token (works once; signs out every session)',
        tag: 'recovery',
      },
      { body: ResetPasswordSchema, response: { 200: DetailSchema, 403: DetailSchema } },
    ),
    async (request) => {
      const body = request.body;
      const resolved = await resolveToken(ctx, body.token, true);
      if (!resolved) throw invalidToken();
      await refuseBlocked(ctx, resolved.userId);
      const hash = await hashPassword(body.password);
      const now = ctx.now();
      await ctx.db.transaction(async (tx) => {
        await resolved.use(tx);
        await tx.query('UPDATE users SET password_hash = $2, updated_on = $3 WHERE id = $1', [
          resolved.userId,
          hash,
          now,
        ]);
        await revokeAllSessions(tx, resolved.userId, now);
      });
      await ctx.realtime.publish([resolved.userId], { type: 'sessions_ended', token_hash: null });
      return { detail: 'Password has been reset. Please log in with the new password.' };
    },
  );
}
