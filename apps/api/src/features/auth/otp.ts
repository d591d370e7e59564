import { createHash, randomBytes, randomInt } from 'node:crypto';
import { OTP_MAX_TRIES, OTP_TTL_SECONDS } from '@haat/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { HttpError, tooMany } from '../../http/errors';
import { take, type Taken } from '../../http/throttle';
import type { SmsProvider } from '../../providers/sms';
import { authText } from './authText';
import { say } from '../../http/language';

/** What a code is for: sign-up, a password reset, re-authenticating an e-mail change, or logging in. */
export type OtpPurpose = 'signup' | 'reset' | 'email' | 'login';

/** One send per mobile every 30 s, 5 per mobile per hour; `OTP_IP_LIMIT` per IP per hour. */
const OTP_RESEND_SECONDS = 30;
const OTP_MOBILE_HOURLY = 5;
const HOUR_MS = 60 * 60 * 1000;

const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

function otpText(code: string, purpose: OtpPurpose): string {
  return say(authText.otpSms, { code, purpose: authText.otpPurpose[purpose] });
}

/**
 * Charge one OTP request to the address's hourly allowance (`OTP_IP_LIMIT`), or a 429. Every
 * request to send a code pays it first, also those that end in 409 "already registered", so
 * whether a number has an account cannot be probed faster than codes can be asked for.
 */
export async function chargeOtpRequest(ctx: AppContext, ip: string): Promise<void> {
  const { wait } = await take(ctx, [{ key: `otp-ip:${ip}`, windowMs: HOUR_MS, limit: ctx.config.OTP_IP_LIMIT }]);
  if (wait > 0) throw tooMany(wait);
}

/**
 * Throttle, store a new code (hashed) and send it; the previous codes of the mobile stop working.
 * One send per mobile every 30 s and 5 an hour, counted in one atomic step; a code that could not
 * be sent is not counted.
 */
export async function sendOtp(
  ctx: AppContext,
  sms: SmsProvider,
  opts: { mobile: string; purpose: OtpPurpose },
): Promise<void> {
  const taken = await chargeOtpSend(ctx, opts.mobile);
  const now = ctx.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(12).toString('base64url');
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO otps (mobile, purpose, code_hash, salt, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::int AS id`,
    [opts.mobile, opts.purpose, hashCode(salt, code), salt, now, new Date(now.getTime() + OTP_TTL_SECONDS * 1000)],
  );
  try {
    await sms.send(`+91${opts.mobile}`, otpText(code, opts.purpose));
  } catch {
    // Not sent, so not counted against the throttle either.
    await ctx.db.query('DELETE FROM otps WHERE id = $1', [rows[0]!.id]);
    await taken.refund();
    throw new HttpError(503, { detail: authText.smsFailed });
  }
}

/**
 * Charge one send to the mobile's allowance (one every 30 s, 5 an hour, whatever the purpose), or
 * a 429. Also charged for a number that gets no SMS, where the answer must not tell it apart.
 */
export async function chargeOtpSend(ctx: AppContext, mobile: string): Promise<Taken> {
  const key = `otp-mobile:${mobile}`;
  const taken = await take(ctx, [
    { key, windowMs: OTP_RESEND_SECONDS * 1000, limit: 1 },
    { key, windowMs: HOUR_MS, limit: OTP_MOBILE_HOURLY },
  ]);
  if (taken.wait > 0) throw tooMany(taken.wait);
  return taken;
}

export type OtpCheck = 'ok' | 'invalid' | 'expired' | 'tries';

/**
 * Check `code` against the latest unused code of `mobile` for `purpose`. The try is counted
 * before the code is compared, in the same statement that finds the code, so parallel guesses
 * get 5 tries between them, not 5 each; the right code is then used once (the first request to
 * mark it wins).
 */
export async function checkOtp(
  db: Queryable,
  now: Date,
  opts: { mobile: string; purpose: OtpPurpose; code: string; consume: boolean },
): Promise<OtpCheck> {
  const latest = `SELECT id FROM otps WHERE mobile = $1 AND purpose = $2 AND consumed_at IS NULL
                   ORDER BY created_at DESC, id DESC LIMIT 1`;
  const tried = await db.query<{ id: number; code_hash: string; salt: string }>(
    `UPDATE otps SET attempts = attempts + 1
      WHERE id = (${latest}) AND consumed_at IS NULL AND attempts < $3 AND expires_at > $4
      RETURNING id::int AS id, code_hash, salt`,
    [opts.mobile, opts.purpose, OTP_MAX_TRIES, now],
  );
  const otp = tried.rows[0];
  if (!otp) {
    // Nothing was tried: say why (no decision rests on this read).
    const { rows } = await db.query<{ attempts: number; expires_at: Date }>(
      `SELECT attempts, expires_at FROM otps WHERE id = (${latest})`,
      [opts.mobile, opts.purpose],
    );
    const last = rows[0];
    if (!last) return 'invalid';
    if (new Date(last.expires_at).getTime() <= now.getTime()) return 'expired';
    return last.attempts >= OTP_MAX_TRIES ? 'tries' : 'invalid';
  }
  if (hashCode(otp.salt, opts.code) !== otp.code_hash) return 'invalid';
  if (opts.consume) {
    const used = await db.query('UPDATE otps SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL', [
      otp.id,
      now,
    ]);
    if (used.affectedRows !== 1) return 'invalid';
  }
  return 'ok';
}
