import {
  AUTH_MESSAGES,
  AuthResponseSchema,
  DetailSchema,
  LoginOtpSchema,
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
import { badRequest, conflict, HttpError, tooMany } from '../../http/errors';
import { declare, signedIn, typed } from '../../http/route';
import { forget, take, type Rule } from '../../http/throttle';
import { chargeOtpRequest, chargeOtpSend, checkOtp, sendOtp, type OtpCheck } from './otp';
import { hashPassword, verifyPassword } from './passwords';
import { recordConsent } from '../dataRights/consents';
import { blockedAccount, insertCustomer, isUniqueViolation, toProfile, userByMobile } from './users';
import { authText } from './authText';

/**
 * Password tries are counted before the password is checked, per mobile *and* client address, so
 * that nobody can lock an owner out by guessing (sellers' numbers are shown to every buyer):
 *
 * - Per (mobile, address), with growing waits: 5 in 15 minutes, 10 in an hour, 20 in a day. This is
 *   the lockout: guessing from the attacking address stays blocked, and the owner's right password
 *   from any other address is not touched by it at all. A success clears only its own address.
 * - Per mobile, from every address together: 50 an hour, 200 a day. This caps what an attacker
 *   with many addresses can try against one password. Past it, password login is a 429 for the
 *   owner too (for at most the hour, as long as the attack goes on), and the owner still gets in
 *   from anywhere with a code sent to the mobile (`/login/otp/`), which these failures never
 *   count against: the dialog offers it on the 429. Both, rather than either: the per-address count
 *   alone would let a botnet guess without end, the mobile count alone is what let anyone lock a
 *   seller out.
 * - Per address: 100 in 15 minutes over every mobile (behind a proxy, set TRUST_PROXY so the
 *   address is the client's own, not the proxy's); OTP logins count here too.
 */
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const loginIpRule = (ip: string): Rule => ({ key: `login-ip:${ip}`, windowMs: 15 * MINUTE_MS, limit: 100 });
const loginPairKey = (mobile: string, ip: string) => `login-pair:${mobile}@${ip}`;
const loginRules = (mobile: string, ip: string): Rule[] => [
  { key: loginPairKey(mobile, ip), windowMs: 15 * MINUTE_MS, limit: 5 },
  { key: loginPairKey(mobile, ip), windowMs: HOUR_MS, limit: 10 },
  { key: loginPairKey(mobile, ip), windowMs: 24 * HOUR_MS, limit: 20 },
  { key: `login-mobile:${mobile}`, windowMs: HOUR_MS, limit: 50 },
  { key: `login-mobile:${mobile}`, windowMs: 24 * HOUR_MS, limit: 200 },
  loginIpRule(ip),
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
          const user = await insertCustomer(tx, { mobile: body.mobile, name: body.name, passwordHash }, now);
          // Signing up is accepting the Terms and the Privacy notice in force: recorded with their versions.
          await recordConsent(tx, user.id, ['terms', 'privacy'], now, request.ip);
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
      if (attempt.wait > 0) throw tooMany(attempt.wait, authText.tooManyLogins);
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
      // Only this address's failures: an attacker's elsewhere stay counted against the attacker.
      await forget(ctx, loginPairKey(body.mobile, request.ip));
      return { token: await createSession(ctx.db, user.id, now, sessionClient(request)), user: toProfile(user) };
    },
  );

  api.post(
    '/login/otp/',
    declare(
      ctx,
      {
        operationId: 'sendLoginOtp',
        summary:
          'Send a login code by SMS (as the sign-up OTP; the same answer whether or not the number has an account)',
        tag: 'auth',
        throttled: true,
      },
      { body: OtpRequestSchema, response: { 200: OtpSentSchema } },
    ),
    async (request) => {
      const { mobile } = request.body;
      await chargeOtpRequest(ctx, request.ip);
      const user = await userByMobile(ctx.db, mobile);
      // A blocked account gets its code too: entering it tells it why it cannot sign in.
      if (user && (user.is_active || blockedAccount(user))) {
        try {
          await sendOtp(ctx, sms, { mobile, purpose: 'login' });
        } catch (err) {
          // A 429 is the same for every number; an SMS the gateway did not take is answered as
          // sent (a 503 would tell that the number has an account), and "Resend" tries again.
          if (!(err instanceof HttpError) || err.status === 429) throw err;
          request.log.warn({ status: err.status }, 'login OTP not sent');
        }
      } else {
        // No SMS, but the same send allowance is charged, so the 429s come alike.
        await chargeOtpSend(ctx, mobile);
      }
      return { detail: 'OTP sent.', mobile, expires_in: OTP_TTL_SECONDS };
    },
  );

  api.post(
    '/login/otp/verify/',
    declare(
      ctx,
      {
        operationId: 'logInWithOtp',
        summary: 'Log in with the code of /login/otp/ (5 tries a code; a blocked account gets 403 with the reason)',
        tag: 'auth',
        throttled: true,
      },
      { body: LoginOtpSchema, response: { 200: AuthResponseSchema, 403: DetailSchema } },
    ),
    async (request) => {
      const { mobile, otp } = request.body;
      // The address's login allowance, shared with password tries; the code's own 5 tries and its
      // five minutes bound the guesses at one number.
      const attempt = await take(ctx, [loginIpRule(request.ip)]);
      if (attempt.wait > 0) throw tooMany(attempt.wait, authText.tooManyLogins);
      const now = ctx.now();
      // A number without an account has no code: the same "Invalid OTP" as a wrong code.
      const result = await checkOtp(ctx.db, now, { mobile, purpose: 'login', code: otp, consume: true });
      if (result !== 'ok') throw badRequest({ otp: [OTP_FIELD_ERRORS[result]] });
      const user = await userByMobile(ctx.db, mobile);
      const blocked = user ? blockedAccount(user) : null;
      if (blocked) throw blocked;
      if (!user || !user.is_active) throw badRequest({ otp: [AUTH_MESSAGES.otpInvalid] });
      await attempt.refund();
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
      return { detail: authText.loggedOut };
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
      return { detail: authText.loggedOutEverywhere };
    },
  );
}
