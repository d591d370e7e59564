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
import { bearerToken, createSession, revokeSession } from '../../http/auth';
import { badRequest, conflict, tooMany } from '../../http/errors';
import { declare, typed } from '../../http/route';
import { checkOtp, sendOtp, type OtpCheck } from './otp';
import { hashPassword, verifyPassword } from './passwords';
import { isUniqueViolation, toProfile, userByMobile, type UserRow } from './users';

/** Failed logins: 5 per mobile or 50 per IP within 15 minutes, then 429 until the window frees up. */
const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const LOGIN_MAX_FAILURES_PER_MOBILE = 5;
const LOGIN_MAX_FAILURES_PER_IP = 50;

const OTP_FIELD_ERRORS: Record<Exclude<OtpCheck, 'ok'>, string> = {
  invalid: AUTH_MESSAGES.otpInvalid,
  expired: AUTH_MESSAGES.otpExpired,
  tries: AUTH_MESSAGES.otpTooManyTries,
};

const registered = () => conflict({ mobile: [AUTH_MESSAGES.mobileRegistered] });

async function loginWait(ctx: AppContext, mobile: string, ip: string): Promise<number> {
  const now = ctx.now();
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const { rows } = await ctx.db.query<{ kind: string; n: number; first: Date | null }>(
    `SELECT 'mobile' AS kind, count(*)::int AS n, min(at) AS first FROM login_failures WHERE mobile = $1 AND at > $3
     UNION ALL
     SELECT 'ip', count(*)::int, min(at) FROM login_failures WHERE ip = $2 AND at > $3`,
    [mobile, ip, since],
  );
  let wait = 0;
  for (const r of rows) {
    const max = r.kind === 'mobile' ? LOGIN_MAX_FAILURES_PER_MOBILE : LOGIN_MAX_FAILURES_PER_IP;
    if (r.n >= max && r.first) {
      wait = Math.max(wait, (new Date(r.first).getTime() + LOGIN_WINDOW_MS - now.getTime()) / 1000);
    }
  }
  return wait;
}

/** `POST /otp/`, `/verify-otp/` (resend), `/signup/`, `/login/`, `/logout/`. */
export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const sms = ctx.sms;
  const api = typed(app);

  const requestOtp = async (mobile: string, ip: string): Promise<OtpSent> => {
    if (await userByMobile(ctx.db, mobile)) throw registered();
    await sendOtp(ctx, sms, { mobile, purpose: 'signup', ip });
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
  api.get(
    '/verify-otp/',
    declare(
      ctx,
      otpOperation('resendSignupOtpByQuery', 'Resend the sign-up OTP, mobile in the query (same throttle)'),
      {
        querystring: OtpRequestSchema,
        response: otpAnswers,
      },
    ),
    async (request) => requestOtp(request.query.mobile, request.ip),
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
             RETURNING id::int AS id, name, mobile, email, wallet_paise, user_type, password_hash, is_active`,
            [body.mobile, body.name, passwordHash, now],
          );
          const user = rows[0]!;
          return { token: await createSession(tx, user.id, now), user: toProfile(user) };
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
        summary: 'Log in with mobile and password (failures throttled)',
        tag: 'auth',
        throttled: true,
      },
      { body: LoginSchema, response: { 200: AuthResponseSchema } },
    ),
    async (request) => {
      const body = request.body;
      const ip = request.ip;
      const wait = await loginWait(ctx, body.mobile, ip);
      if (wait > 0) throw tooMany(wait, 'Too many failed logins. Try again later.');
      const user = await userByMobile(ctx.db, body.mobile);
      const ok = await verifyPassword(body.password, user?.password_hash);
      const now = ctx.now();
      if (!user || !ok || !user.is_active) {
        await ctx.db.query('INSERT INTO login_failures (mobile, ip, at) VALUES ($1, $2, $3)', [body.mobile, ip, now]);
        // The same answer whether or not the mobile has an account.
        throw badRequest({ non_field_errors: [AUTH_MESSAGES.loginInvalid] });
      }
      await ctx.db.query('DELETE FROM login_failures WHERE mobile = $1', [body.mobile]);
      return { token: await createSession(ctx.db, user.id, now), user: toProfile(user) };
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
      await revokeSession(ctx.db, bearerToken(request)!, ctx.now());
      return { detail: 'Logged out.' };
    },
  );
}
