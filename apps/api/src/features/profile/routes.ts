import {
  AUTH_MESSAGES,
  ChangePasswordSchema,
  DetailSchema,
  OTP_TTL_SECONDS,
  OtpSentSchema,
  ProfileSchema,
  ProfileUpdateSchema,
  VerifyEmailSchema,
} from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { bearerToken, hashToken } from '../../http/auth';
import { badRequest, tooMany } from '../../http/errors';
import { LIMITS, rulesOf, spend } from '../../http/limits';
import { take } from '../../http/throttle';
import { declare, signedIn, typed } from '../../http/route';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { toProfile, userById } from '../auth/users';
import { chargeOtpRequest, sendOtp } from '../auth/otp';
import { confirmEmail, sendEmailConfirmation } from './email';
import { noticeEmailChanged, reauthenticate } from './reauth';
import { changePassword, saveProfile } from './service';
import { profileText } from './profileText';

/** `GET|PUT /api/profile/` and `PUT /change-password/`, for the signed-in user. */
export async function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = typed(app);
  api.get(
    '/api/profile/',
    declare(
      ctx,
      { operationId: 'getProfile', summary: 'The signed-in account', tag: 'profile', access: 'user' },
      {
        response: { 200: ProfileSchema },
      },
    ),
    async (request) => {
      const me = signedIn(request);
      return toProfile((await userById(ctx.db, me.id))!);
    },
  );

  api.put(
    '/api/profile/',
    declare(
      ctx,
      {
        operationId: 'updateProfile',
        summary:
          'Update name or email (a new email needs current_password, or otp for an account without one); set a first password',
        tag: 'profile',
        access: 'user',
        throttled: true,
      },
      { body: ProfileUpdateSchema, response: { 200: ProfileSchema } },
    ),
    async (request) => {
      const me = signedIn(request);
      const body = request.body;
      const current = (await userById(ctx.db, me.id))!;
      // A new address is saved unconfirmed and mailed a link; recovery uses it once confirmed.
      const newEmail = body.email !== undefined && body.email !== current.email ? body.email : undefined;
      if (newEmail !== undefined) {
        // The address reset links go to: a token alone must not be able to change it.
        await reauthenticate(ctx, current, body);
        if (newEmail) {
          const mails = await take(ctx, [{ key: `email-confirm:${me.id}`, windowMs: 60 * 60 * 1000, limit: 5 }]);
          if (mails.wait > 0) throw tooMany(mails.wait, profileText.tooManyAddressChanges);
        }
      }
      const firstPasswordHash = body.password === undefined ? null : await hashPassword(body.password);
      await saveProfile(ctx, me.id, { name: body.name, email: newEmail, firstPasswordHash });
      if (newEmail !== undefined) await noticeEmailChanged(ctx, current, newEmail);
      if (newEmail) await sendEmailConfirmation(ctx, current, newEmail);
      return toProfile((await userById(ctx.db, me.id))!);
    },
  );

  api.post(
    '/api/profile/email-otp/',
    declare(
      ctx,
      {
        operationId: 'sendEmailChangeOtp',
        summary: "Text a code to my mobile that lets an account without a password change its email ('otp')",
        tag: 'profile',
        access: 'user',
        throttled: true,
      },
      { response: { 200: OtpSentSchema, 503: DetailSchema } },
    ),
    async (request) => {
      const me = (await userById(ctx.db, signedIn(request).id))!;
      if (me.password_hash !== null) throw badRequest({ current_password: [AUTH_MESSAGES.currentPasswordRequired] });
      await chargeOtpRequest(ctx, request.ip);
      await sendOtp(ctx, ctx.sms, { mobile: me.mobile, purpose: 'email' });
      return { detail: 'OTP sent.', mobile: me.mobile, expires_in: OTP_TTL_SECONDS };
    },
  );

  api.post(
    '/api/verify-email/',
    declare(
      ctx,
      {
        operationId: 'confirmEmail',
        summary: 'Confirm an e-mail address with the token of the link mailed to it (works once, for a day)',
        tag: 'profile',
      },
      { body: VerifyEmailSchema, response: { 200: DetailSchema } },
    ),
    async (request) => {
      if (!(await confirmEmail(ctx, request.body.token))) {
        throw badRequest({ token: [AUTH_MESSAGES.verifyLinkInvalid] });
      }
      return { detail: profileText.emailConfirmed };
    },
  );

  api.put(
    '/change-password/',
    declare(
      ctx,
      {
        operationId: 'changePassword',
        summary: 'Change the password (other sessions are signed out; current-password checks are throttled)',
        tag: 'profile',
        access: 'user',
        throttled: true,
      },
      { body: ChangePasswordSchema, response: { 200: DetailSchema } },
    ),
    async (request) => {
      const me = signedIn(request);
      const body = request.body;
      const user = (await userById(ctx.db, me.id))!;
      // Counted before the hash is compared, so parallel guesses share the allowance; a stolen
      // token cannot be turned into the password by trying them. The right one is not counted.
      const check = await spend(
        ctx,
        rulesOf(`password-check:${me.id}`, LIMITS.passwordChecks),
        profileText.tooManyPasswords,
      );
      if (!(await verifyPassword(body.old_password, user.password_hash))) {
        throw badRequest({ old_password: [AUTH_MESSAGES.oldPasswordWrong] });
      }
      await check.refund();
      const mine = hashToken(bearerToken(request)!);
      // Every other device is signed out; this one stays signed in.
      await changePassword(ctx, me.id, await hashPassword(body.new_password), mine);
      // After the commit: the other devices' sockets close too, in every process.
      await ctx.realtime.publish([me.id], { type: 'sessions_ended', token_hash: null, keep: mine });
      return { detail: profileText.passwordChanged };
    },
  );
}
