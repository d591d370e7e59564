import { CheckResetTokenSchema, DetailSchema, ForgotPasswordSchema, ResetPasswordSchema } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { revokeAllSessions } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { LIMITS, rulesOf, spend } from '../../http/limits';
import { declare, typed } from '../../http/route';
import { chargeOtpRequest, sendOtp } from '../auth/otp';
import { hashPassword } from '../auth/passwords';
import { blockedAccount, setPassword, userByMobile } from '../auth/users';
import { invalidToken, newResetToken, refuseBlocked, resolveToken } from './service';
import { recoveryText } from './recoveryText';
import { say } from '../../http/language';

/** The one answer to a reset request, whether or not an account exists (read per request: its language). */
const forgotAnswer = () => ({ detail: recoveryText.sent });

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
      // Counted per client address and per target before anything is looked up, so the 429 comes
      // alike for an address with an account and without: nobody mails one inbox a hundred times.
      const target = body.email ? `email:${body.email}` : `mobile:${body.mobile}`;
      await spend(
        ctx,
        [
          ...rulesOf(`reset-ip:${request.ip}`, LIMITS.resetPerAddress),
          ...rulesOf(`reset-target:${target}`, LIMITS.resetPerTarget),
        ],
        recoveryText.tooMany,
      );
      if (body.email) {
        const reset = await newResetToken(ctx, body.email);
        if (reset) {
          // In the fragment: browsers never send it, so no server or proxy log holds the token.
          const link = `${ctx.config.publicUrl}/forgot-password/#token=${reset.token}`;
          await mail.send({
            to: body.email,
            subject: recoveryText.mailSubject,
            text: say(recoveryText.mail, { name: reset.name || recoveryText.there, link }),
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
      return forgotAnswer();
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
      return { detail: recoveryText.tokenValid };
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
        await setPassword(tx, resolved.userId, hash, now);
        await revokeAllSessions(tx, resolved.userId, now);
      });
      await ctx.realtime.publish([resolved.userId], { type: 'sessions_ended', token_hash: null });
      return { detail: recoveryText.reset };
    },
  );
}
