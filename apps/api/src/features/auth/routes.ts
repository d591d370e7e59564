import {
  AUTH_MESSAGES,
  AuthResponseSchema,
  DetailSchema,
  LoginSchema,
  OTP_TTL_SECONDS,
  OtpRequestSchema,
  OtpSentSchema,
  SignupSchema,
  type OtpSent,
} from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import {
  bearerToken,
  createSession,
  hashToken,
  revokeAllSessions,
  revokeSession,
  sessionClient,
} from '../../http/auth';
import { badRequest, conflict, tooMany } from '../../http/errors';
import { declare, signedIn, typed } from '../../http/route';
import { forget, take, type Rule } from '../../http/throttle';
import { chargeOtpRequest, checkOtp, sendOtp, type OtpCheck } from './otp';
import { hashPassword, verifyPassword } from './passwords';
import { USER_COLUMNS, blockedAccount, isUniqueViolation, toProfile, userByMobile, type UserRow } from './users';

/**
 * Login attempts are counted before the password is checked, and a success clears the mobile's
 * count. Keyed mainly on the mobile, with growing waits: 5 tries in 15 minutes, then 10 in an
 * hour, then 20 in a day. An address gets 100 in 15 minutes (behind a proxy, set TRUST_PROXY so
 * the address is the client's own, not the proxy's).
 */
const MINUTE_MS = 60 * 1000;
const loginRules = (mobile: string, ip: string): Rule[] => [
  { key: `login-mobile:${mobile}`, windowMs: 15 * MINUTE_MS, limit: 5 },
  { key: `login-mobile:${mobile}`, windowMs: 60 * MINUTE_MS, limit: 10 },
  { key: `login-mobile:${mobile}`, windowMs: 24 * 60 * MINUTE_MS, limit: 20 },
  { key: `login-ip:${ip}`, windowMs: 15 * MINUTE_MS, limit: 100 },
];

const OTP_FIELD_ERRORS: Record<Exclude<OtpCheck, 'ok'>, string> = {
  invalid: AUTH_MESSAGES.otpInvalid,
  expired: AUTH_MESSAGES.otpExpired,
  tries: AUTH_MESSAGES.otpTooManyTries,
};

const registered = () => conflict({ mobile: [AUTH_MESSAGES.mobileRegistered] });

/** `POST /otp/`, `/verify-otp/` (resend), `/signup/`, `/login/`, `/logout/`. */
export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const sms = ctx.sms;
  const api = typed(app);

  const requestOtp = async (mobile: string, ip: string): Promise<OtpSent> => {
    await chargeOtpRequest(ctx, ip);
    if (await userByMobile(ctx.db, mobile)) throw registered();
    await sendOtp(ctx, sms, { mobile, purpose: 'signup' });
    return { detail: 'OTP sent.', mobile, expires_in: OTP_TTL_SECONDS };
  };
  const otpOperation = (operationId: string, summary: string) =>
    ({ operationId, summary, tag: 'auth', throttled: true, conflict: true }) as const;
  const otpAnswers = { 200: OtpSentSchema, 503: DetailSchema };
  api.post(
    '/otp/',
    declare(ctx, otpOperation('sendSignupOtp', 'Send a sign-up OTP by SMS (6 digits, 5 minutes, 5 tries)'), {
      body: OtpRequestSchema,
      response: otpAnswers,
    }),
    async (request) => requestOtp(request.body.mobile, request.ip),
  );
  api.post(
    '/verify-otp/',
    declare(ctx, otpOperation('resendSignupOtp', 'Resend the sign-up OTP (same throttle)'), {
      body: OtpRequestSchema,
      response: otpAnswers,
    }),
    async (request) => requestOtp(request.body.mobile, request.ip),
  );
  api.post(
    '/signup/',
    declare(
      ctx,
      { operationId: 'signUp', summary: 'Create a customer account with the OTP', tag: 'auth', conflict: true },
      { body: SignupSchema, response: { 201: AuthResponseSchema } },
    ),
    async (request, reply) => {
      const body = request.body;
      if (await userByMobile(ctx.db, body.mobile)) throw registered();
      const now = ctx.now();
      const result = await checkOtp(ctx.db, now, {
        mobile: body.mobile,
        purpose: 'signup',
        code: body.otp,
        consume: true,
      });
      if (result !== 'ok') throw badRequest({ otp: [OTP_FIELD_ERRORS[result]] });
      const passwordHash = await hashPassword(body.password);
      try {
        const answer = await ctx.db.transaction(async (tx) => {
          // user_type is whatever the client sent: sign-up always makes a customer.
          const { rows } = await tx.query<UserRow>(
            `INSERT INTO users (mobile, name, password_hash, user_type, created_on, updated_on)
             VALUES ($1, $2, $3, 'CUSTOMER', $4, $4)
             RETURNING ${USER_COLUMNS}`,
            [body.mobile, body.name, passwordHash, now],
          );
          const user = rows[0]!;
          return { token: await createSession(tx, user.id, now, sessionClient(request)), user: toProfile(user) };
        });
        return reply.code(201).send(answer);
      } catch (err) {
        if (isUniqueViolation(err)) throw registered();
        throw err;
      }
    },
  );

  api.post(
    '/login/',
    declare(
      ctx,
      {
        operationId: 'logIn',
        summary: 'Log in with mobile and password (failures throttled; a blocked account gets 403 with the reason)',
        tag: 'auth',
        throttled: true,
      },
      { body: LoginSchema, response: { 200: AuthResponseSchema, 403: DetailSchema } },
    ),
    async (request) => {
      const body = request.body;
      // The try is counted before the password is compared: parallel guesses share the allowance.
      const attempt = await take(ctx, loginRules(body.mobile, request.ip));
      if (attempt.wait > 0) throw tooMany(attempt.wait, 'Too many failed logins. Try again later.');
      const user = await userByMobile(ctx.db, body.mobile);
      const ok = await verifyPassword(body.password, user?.password_hash);
      const now = ctx.now();
      // Told only to whoever knows the password: the reason is the account's business.
      const blocked = user && ok ? blockedAccount(user) : null;
      if (blocked) throw blocked;
      if (!user || !ok || !user.is_active) {
        // The same answer whether or not the mobile has an account.
        throw badRequest({ non_field_errors: [AUTH_MESSAGES.loginInvalid] });
      }
      await attempt.refund();
      await forget(ctx, `login-mobile:${body.mobile}`);
      return { token: await createSession(ctx.db, user.id, now, sessionClient(request)), user: toProfile(user) };
    },
  );

  api.post(
    '/logout/',
    declare(
      ctx,
      { operationId: 'logOut', summary: 'Revoke this token', tag: 'auth', access: 'user' },
      {
        response: { 200: DetailSchema },
      },
    ),
    async (request) => {
      const token = bearerToken(request)!;
      await revokeSession(ctx.db, token, ctx.now());
      await ctx.realtime.publish([signedIn(request).id], { type: 'sessions_ended', token_hash: hashToken(token) });
      return { detail: 'Logged out.' };
    },
  );

  api.post(
    '/logout/all/',
    declare(
      ctx,
      { operationId: 'logOutEverywhere', summary: 'Revoke every token of this account', tag: 'auth', access: 'user' },
      { response: { 200: DetailSchema } },
    ),
    async (request) => {
      await revokeAllSessions(ctx.db, signedIn(request).id, ctx.now());
      await ctx.realtime.publish([signedIn(request).id], { type: 'sessions_ended', token_hash: null });
      return { detail: 'Logged out on every device.' };
    },
  );
}
